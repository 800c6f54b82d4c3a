import { useEffect, useId, useMemo, useRef } from 'react';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { MAX_IMAGES } from '@/features/items/constants';
import styles from './PhotoPicker.module.css';

export type Photo = File | string;

export const PHOTO_MESSAGES = {
  none: 'Please select at least one image',
  tooMany: 'Maximum 5 images allowed',
  empty: 'One or more selected files are empty',
} as const;

/** Checks a photo list: at least one, at most 5, no empty files. */
export function validatePhotos(photos: Photo[]): string | null {
  if (photos.length === 0) return PHOTO_MESSAGES.none;
  if (photos.length > MAX_IMAGES) return PHOTO_MESSAGES.tooMany;
  if (photos.some((p) => typeof p !== 'string' && p.size === 0)) return PHOTO_MESSAGES.empty;
  return null;
}

function usePreviews(photos: Photo[]): string[] {
  const urls = useMemo(
    () =>
      photos.map((p) =>
        typeof p === 'string' ? p : typeof URL.createObjectURL === 'function' ? URL.createObjectURL(p) : '',
      ),
    [photos],
  );
  useEffect(
    () => () => {
      urls.forEach((u, i) => {
        if (typeof photos[i] !== 'string' && u && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(u);
      });
    },
    [urls, photos],
  );
  return urls;
}

interface PhotoPickerProps {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  /** Reports a selection problem (too many, empty files). */
  onError: (message: string | null) => void;
  label?: string;
  /** Shown beside the picker. */
  error?: string | null;
}

/** Up to 5 photos with previews; the first is the main photo; each can be removed or made main. */
export function PhotoPicker({ photos, onChange, onError, label = 'Photos', error }: PhotoPickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const picked = Array.from(files);
    if (picked.some((f) => f.size === 0)) {
      onError(PHOTO_MESSAGES.empty);
    } else if (photos.length + picked.length > MAX_IMAGES) {
      onError(PHOTO_MESSAGES.tooMany);
    } else {
      onError(null);
      onChange([...photos, ...picked]);
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = (index: number) => onChange(photos.filter((_, i) => i !== index));
  const makeMain = (index: number) => onChange([photos[index], ...photos.filter((_, i) => i !== index)]);

  return (
    <div className={styles.picker}>
      <div className="field">
        <label htmlFor={inputId}>
          {label} <span className="hint">({photos.length} of {MAX_IMAGES}; the first is the main photo)</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={photos.length >= MAX_IMAGES}
          onChange={(e) => add(e.target.files)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </div>
      {photos.length > 0 && (
        <ul className={styles.previews}>
          {photos.map((photo, i) => (
            <li key={`${typeof photo === 'string' ? photo : `${photo.name}-${photo.size}-${photo.lastModified}`}-${i}`} className={styles.preview}>
              <div className={styles.thumb}>
                <SafeImage src={previews[i]} alt={`Photo ${i + 1}${typeof photo === 'string' ? '' : `: ${photo.name}`}`} />
                {i === 0 && <span className={styles.main}>Main</span>}
              </div>
              <div className={styles.buttons}>
                {i > 0 && (
                  <button type="button" onClick={() => makeMain(i)} aria-label={`Make photo ${i + 1} the main photo`}>
                    Make main
                  </button>
                )}
                <button type="button" onClick={() => remove(i)} aria-label={`Remove photo ${i + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
