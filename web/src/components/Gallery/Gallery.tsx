import { useState, type KeyboardEvent } from 'react';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import styles from './Gallery.module.css';

export interface GalleryImage {
  src: string;
  thumb?: string;
}

interface GalleryProps {
  images: GalleryImage[];
  /** Names the photos: "{alt}, photo 2 of 4". */
  alt: string;
}

/** Photos with previous/next arrows that wrap around, a counter "n of m" and thumbnails. */
export function Gallery({ images, alt }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  if (count === 0) {
    return (
      <div className={styles.gallery}>
        <div className={styles.stage}>
          <SafeImage src={null} alt={alt} className={styles.main} />
        </div>
      </div>
    );
  }

  const go = (delta: number) => setIndex((current + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the photo buttons bubble here
    <div className={styles.gallery} role="group" aria-roledescription="gallery" aria-label={`${alt} photos`} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <SafeImage key={images[current].src} src={images[current].src} alt={count > 1 ? `${alt}, photo ${current + 1} of ${count}` : alt} className={styles.main} />
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(-1)} aria-label="Previous photo">
              ‹
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(1)} aria-label="Next photo">
              ›
            </button>
            <span className={styles.counter} aria-live="polite">
              {current + 1} of {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <SafeImage src={image.thumb || image.src} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
