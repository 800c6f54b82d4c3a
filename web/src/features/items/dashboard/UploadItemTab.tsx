import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { hasFieldErrors, useFieldErrors } from '@/hooks/useFieldErrors';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useCreateItemMutation } from '@/features/items/api';
import type { ItemFields } from '@/features/items/types';
import { EMPTY_FIELDS, ITEM_MESSAGES, ItemFieldInputs, validateUpload } from './ItemFieldInputs';
import { PhotoPicker, validatePhotos, type Photo } from './PhotoPicker';
import { FormFooter } from '@/components/FormFooter/FormFooter';

type UploadField = keyof ItemFields | 'photos';

/**
 * Upload Item: the bag's details and up to 5 photos; it is listed after approval.
 * With onUploaded the member is taken to the new listing (and told by a toast);
 * without it the form says so itself.
 */
export function UploadItemTab({ onUploaded }: { onUploaded?: (itemId: string) => void }) {
  const dispatch = useDispatch();
  const [fields, setFields] = useState<ItemFields>(EMPTY_FIELDS);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { formRef, errors, summary, show, report, clear } = useFieldErrors<UploadField>();
  const [createItem, { isLoading }] = useCreateItemMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    const checked = validateUpload(fields);
    const photoProblem = hasFieldErrors(checked.errors) ? null : validatePhotos(photos);
    if (show(photoProblem ? { photos: photoProblem } : checked.errors, checked.summary)) return;
    const result = await createItem({
      fields: { ...fields, value: Number(fields.value) },
      photos,
    });
    if ('error' in result) return setFailure(errorText(result.error, ITEM_MESSAGES.uploadFailed));
    setFields(EMPTY_FIELDS);
    setPhotos([]);
    if (onUploaded) {
      dispatch(flashShown(ITEM_MESSAGES.uploaded));
      onUploaded(result.data.hat._id);
    } else {
      setSuccess(ITEM_MESSAGES.uploaded);
    }
  };

  const changePhotos = (next: Photo[]) => {
    setPhotos(next);
    clear('photos');
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <SectionHeader
        title="Upload Item"
        description="Share a bag with the community. Our team reviews every listing, typically within 24-48 hours."
      />
      {success && (
        <Banner tone="success" onDismiss={() => setSuccess(null)}>
          {success}
        </Banner>
      )}
      <ItemFieldInputs fields={fields} onChange={setFields} errors={errors} onEdited={clear} />
      <PhotoPicker photos={photos} onChange={changePhotos} onError={(message) => report('photos', message)} error={errors.photos} />
      <FormFooter submitLabel="Upload Item" busyLabel="Uploading…" busy={isLoading} error={summary ?? failure} />
    </form>
  );
}

export default UploadItemTab;
