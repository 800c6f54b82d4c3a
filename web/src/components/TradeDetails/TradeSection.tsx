import type { ReactNode } from 'react';
import styles from './TradeDetails.module.css';

/** A titled block of the trade details (`label` names the region when it differs from the title). */
export function TradeSection({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  return (
    <section aria-label={label ?? title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}
