import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

/** `compact` is the admin panel's size: smaller figures that never wrap, in narrower cards. */
export type StatDensity = 'regular' | 'compact';

/** A figure with its label, for overview grids. */
export function StatCard({ label, value, hint, density = 'regular' }: { label: string; value: ReactNode; hint?: ReactNode; density?: StatDensity }) {
  return (
    <div className={`${styles.card} ${styles[density]}`} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}

export function StatGrid({ children, density = 'regular' }: { children: ReactNode; density?: StatDensity }) {
  return <div className={`${styles.grid} ${styles[density]}`}>{children}</div>;
}
