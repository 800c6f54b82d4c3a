import type { ReactNode } from 'react';
import styles from './AckStatus.module.css';

/** A member's acknowledgement in its colour: an administrator's override, confirmed, or awaited. */
export function AckStatus({ at, override, children }: { at: string | null | undefined; override?: boolean; children: ReactNode }) {
  return <span className={override ? styles.override : at ? styles.confirmed : styles.awaiting}>{children}</span>;
}
