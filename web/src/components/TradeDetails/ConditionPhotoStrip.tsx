import { useState } from 'react';
import { Gallery } from '@/components/Gallery/Gallery';
import { Modal } from '@/components/Modal/Modal';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { formatDashboardTime } from '@/lib/dates';
import type { Schema } from '@/lib/apiTypes';
import styles from './ConditionPhotoStrip.module.css';

type Photo = Schema<'ConditionPhoto'>;

/** A confirmation's condition photos as thumbnails; a click opens them in the gallery viewer. */
export function ConditionPhotoStrip({ photos, title }: { photos: Photo[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  // The gallery opens on the chosen photo: it starts at its first image.
  const ordered = open === null ? photos : [...photos.slice(open), ...photos.slice(0, open)];
  return (
    <>
      <ul className={styles.strip} aria-label={title}>
        {photos.map((p, i) => (
          <li key={p._id}>
            <button type="button" className={styles.stripButton} onClick={() => setOpen(i)} aria-label={`${title}: open photo ${i + 1} of ${photos.length}`}>
              <SafeImage src={p.thumbnail_url} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Modal open title={title} size="large" onClose={() => setOpen(null)} subtitle={`Taken ${formatDashboardTime(ordered[0].taken_at)}`}>
          <Gallery images={ordered.map((p) => ({ src: p.url, thumb: p.thumbnail_url }))} alt={title} />
        </Modal>
      )}
    </>
  );
}
