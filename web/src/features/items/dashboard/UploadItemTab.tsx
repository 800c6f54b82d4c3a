import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { errorText } from '@/lib/errors';
import { useCreateItemMutation } from '@/features/items/api';
import type { ItemFields } from '@/features/items/types';
import { EMPTY_FIELDS, ITEM_MESSAGES, ItemFieldInputs, validateUpload } from './ItemFieldInputs';
import { PhotoPicker, validatePhotos, type Photo } from './PhotoPicker';
import { FormFooter } from '@/components/FormFooter/FormFooter';

/** Upload Item: the bag's details and up to 5 photos; it is listed after approval. */
export function UploadItemTab({ onShowBags }: { onShowBags?: () => void }) {
  const [fields, setFields] = useState<ItemFields>(EMPTY_FIELDS);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [createItem, { isLoading }] = useCreateItemMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = validateUpload(fields) ?? validatePhotos(photos);
    if (problem) return setError(problem);
    setError(null);
    const result = await createItem({
      fields: { ...fields, value: Number(fields.value) },
      photos,
    });
    if ('error' in result) return setError(errorText(result.error, ITEM_MESSAGES.uploadFailed));
    setFields(EMPTY_FIELDS);
    setPhotos([]);
    setSuccess(ITEM_MESSAGES.uploaded);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <SectionHeader
        title="Upload Item"
        description="Share a bag with the community. Our team reviews every listing, typically within 24-48 hours."
      />
      {error && <Banner tone="error">{error}</Banner>}
      {success && (
        <Banner
          tone="success"
          onDismiss={() => setSuccess(null)}
          action={
            onShowBags && (
              <Button size="small" variant="outline" onClick={onShowBags}>
                View My Bags
              </Button>
            )
          }
        >
          {success}
        </Banner>
      )}
      <ItemFieldInputs fields={fields} onChange={setFields} />
      <PhotoPicker photos={photos} onChange={setPhotos} onError={setError} />
      <FormFooter submitLabel="Upload Item" busyLabel="Uploading…" busy={isLoading} />
    </form>
  );
}

export default UploadItemTab;
