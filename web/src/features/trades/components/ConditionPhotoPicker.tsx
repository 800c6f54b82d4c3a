import { useEffect, useId, useRef, useState } from 'react';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import {
  checkPhotoFile,
  CONDITION_PHOTO_MESSAGES,
  MAX_CONDITION_PHOTOS,
  removeConditionPhoto,
  uploadConditionPhoto,
  type Handover,
} from '@/features/trades/conditionPhotos';
import styles from './ConditionPhotos.module.css';

/** One picked photo: uploading (with its progress), stored (with its id) or refused. */
export interface PickedPhoto {
  key: string;
  name: string;
  preview: string;
  progress: number;
  id?: string;
  error?: string;
}

interface ConditionPhotoPickerProps {
  tradeId: string;
  handover: Handover;
  photos: PickedPhoto[];
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
  /** Shown beside the field (e.g. the server's "please add at least one photo"). */
  error?: string | null;
  required?: boolean;
}

let picked = 0;

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/**
 * Photos of the bag as it arrived: taken with the camera or chosen, each
 * uploaded at once with its progress, with a preview, removable, at most 5.
 */
export function ConditionPhotoPicker({ tradeId, handover, photos, onChange, error, required }: ConditionPhotoPickerProps) {
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const libraryRef = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      if (typeof URL.revokeObjectURL === 'function') previews.current.forEach((u) => u && URL.revokeObjectURL(u));
    },
    [],
  );

  const kept = photos.filter((p) => !p.error);
  const full = kept.length >= MAX_CONDITION_PHOTOS;

  const update = (key: string, change: Partial<PickedPhoto>) =>
    onChange((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = (files: FileList | null, input: HTMLInputElement | null) => {
    const list = Array.from(files ?? []);
    if (input) input.value = '';
    if (list.length === 0) return;
    if (kept.length + list.length > MAX_CONDITION_PHOTOS) {
      setPickError(CONDITION_PHOTO_MESSAGES.tooMany);
      return;
    }
    setPickError(null);
    const added = list.map((file): PickedPhoto => {
      const preview = previewOf(file);
      previews.current.push(preview);
      return { key: `photo-${++picked}`, name: file.name, preview, progress: 0, error: checkPhotoFile(file) ?? undefined };
    });
    onChange((current) => [...current, ...added]);
    added.forEach((photo, i) => {
      if (photo.error) return;
      uploadConditionPhoto(tradeId, handover, list[i], (share) => update(photo.key, { progress: share })).then(
        (stored) => update(photo.key, { id: stored._id, progress: 1 }),
        (e: Error) => update(photo.key, { error: e.message }),
      );
    });
  };

  const remove = (photo: PickedPhoto) => {
    onChange((list) => list.filter((p) => p.key !== photo.key));
    setPickError(null);
    if (photo.id) void removeConditionPhoto(tradeId, photo.id);
  };

  const shownError = pickError ?? error;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.picker} aria-describedby={shownError ? errorId : `${id}-hint`}>
      <legend className={styles.legend}>
        Photos of the bag as it arrived{required ? <span className={styles.required}> (required)</span> : <span className="hint"> (optional)</span>}
      </legend>
      <p id={`${id}-hint`} className="hint">
        Up to {MAX_CONDITION_PHOTOS} photos: the outside, corners, hardware and any marks. They are timestamped and kept with the trade; an
        administrator sees them in a dispute.
      </p>
      <div className={styles.pickButtons}>
        <label className={`${styles.pickButton} ${full ? styles.disabled : ''}`}>
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            className={styles.hiddenInput}
            disabled={full}
            onChange={(e) => add(e.target.files, cameraRef.current)}
            aria-invalid={shownError ? true : undefined}
          />
          Take a photo
        </label>
        <label className={`${styles.pickButton} ${styles.secondary} ${full ? styles.disabled : ''}`}>
          <input
            ref={libraryRef}
            type="file"
            accept="image/*"
            multiple
            className={styles.hiddenInput}
            disabled={full}
            onChange={(e) => add(e.target.files, libraryRef.current)}
            aria-invalid={shownError ? true : undefined}
          />
          Choose photos
        </label>
        <span className={styles.count} aria-live="polite">
          {kept.length} of {MAX_CONDITION_PHOTOS}
        </span>
      </div>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
      {photos.length > 0 && (
        <ul className={styles.previews} aria-label="Chosen photos">
          {photos.map((photo, i) => (
            <li key={photo.key} className={`${styles.preview} ${photo.error ? styles.failed : ''}`}>
              <div className={styles.thumb}>
                <SafeImage src={photo.preview || null} alt={`Photo ${i + 1}: ${photo.name}`} />
                {!photo.id && !photo.error && (
                  <div className={styles.progress} role="progressbar" aria-label={`Uploading photo ${i + 1}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(photo.progress * 100)}>
                    <span style={{ width: `${Math.round(photo.progress * 100)}%` }} />
                  </div>
                )}
                {photo.id && <span className={styles.done}>Uploaded</span>}
              </div>
              {photo.error && <span className={styles.photoError}>{photo.error}</span>}
              <button type="button" className={styles.remove} onClick={() => remove(photo)} aria-label={`Remove photo ${i + 1}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
