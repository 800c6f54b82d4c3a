import { useState } from 'react';
import styles from './SafeImage.module.css';

interface SafeImageProps {
  src?: string | null;
  alt: string;
  className?: string;
  /** In the first screen: loaded at once and first, not when scrolled near. */
  eager?: boolean;
}

/** An image that shows a drawn placeholder when it is missing or fails to load. */
export function SafeImage({ src, alt, className, eager }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div className={`${styles.placeholder} ${className ?? ''}`} role="img" aria-label={alt}>
        <svg width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M9 18h30l-3 22H12L9 18Z" strokeLinejoin="round" />
          <path d="M17 18v-3a7 7 0 0 1 14 0v3" strokeLinecap="round" />
        </svg>
        <span aria-hidden="true">Photo unavailable</span>
      </div>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={`${styles.image} ${className ?? ''}`}
      onError={() => setFailedSrc(src)}
    />
  );
}
