import { useEffect, useState } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { useUpdateItemMutation } from '@/features/items/api';
import { photoUrls } from '@/features/items/photos';
import type { Item } from '@/features/items/types';
import { ITEM_MESSAGES } from './ItemFieldInputs';
import { PhotoPicker, validatePhotos, type Photo } from './PhotoPicker';

/** The dialog closes this long after a successful save. */
export const PHOTOS_CLOSE_DELAY_MS = 2000;

/** Manage Photos: reorder, remove and add photos (new photos send the bag back for approval). */
export function ManagePhotosModal({ item, onClose }: { item: Item; onClose: () => void }) {
  const [photos, setPhotos] = useState<Photo[]>(() => photoUrls(item));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateItem, { isLoading }] = useUpdateItemMutation();

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(onClose, PHOTOS_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved, onClose]);

  const save = async () => {
    const problem = validatePhotos(photos);
    if (problem) return setError(problem);
    setError(null);
    const result = await updateItem({ id: item._id, upload: { fields: {}, photos } });
    if ('error' in result) return setError(errorText(result.error, ITEM_MESSAGES.photosFailed));
    setSaved(true);
  };

  const hasNew = photos.some((p) => typeof p !== 'string');

  return (
    <Modal
      open
      title="Manage Photos"
      subtitle={item.name}
      onClose={onClose}
      size="large"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {saved ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={save} disabled={isLoading || saved || item.in_trade}>
            {isLoading ? 'Saving…' : 'Save photos'}
          </Button>
        </>
      }
    >
      <div className="form">
        {item.in_trade && <Banner tone="info">{ITEM_MESSAGES.inTrade}</Banner>}
        {saved && <Banner tone="success">{ITEM_MESSAGES.photosUpdated}</Banner>}
        {error && <Banner tone="error">{error}</Banner>}
        {hasNew && !saved && <Banner tone="info">New photos are reviewed by our team, so the bag is hidden until they are approved.</Banner>}
        <PhotoPicker photos={photos} onChange={setPhotos} onError={setError} />
      </div>
    </Modal>
  );
}

export default ManagePhotosModal;
