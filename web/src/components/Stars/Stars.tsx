import styles from './Stars.module.css';

/** A 0-5 star rating drawn with characters, with the number for screen readers. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const rounded = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `${value.toFixed(1)} out of 5 stars`}>
      {'★★★★★'.slice(0, rounded)}
      <span className={styles.off}>{'★★★★★'.slice(rounded)}</span>
    </span>
  );
}
