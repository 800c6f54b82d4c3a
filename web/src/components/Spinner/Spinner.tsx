import styles from './Spinner.module.css';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className={styles.wrapper} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}

/** Fills the screen while the app gets ready. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.fullPage}>
      <Spinner label={label} />
    </div>
  );
}
