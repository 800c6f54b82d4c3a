import type { ReactNode } from 'react';
import { formatDashboardTime } from '@/lib/dates';
import { AckStatus } from './AckStatus';
import styles from './TradeDetails.module.css';
import { TradeSection } from './TradeSection';

export interface Confirmation {
  key: string;
  label: ReactNode;
  /** When the member confirmed (or an administrator did for them); null while awaited. */
  at: string | null;
  /** An administrator confirmed on the member's behalf. */
  override?: boolean;
  /** What the viewer may do about this step (an administrator's override). */
  action?: ReactNode;
}

/** The four acknowledgements of an active trade: who received and who got their bag back, and when. */
export function TradeConfirmations({ rows }: { rows: Confirmation[] }) {
  return (
    <TradeSection title="Confirmations">
      <ul className={styles.acks}>
        {rows.map((row) => (
          <li key={row.key} className={styles.ack}>
            <span>{row.label}</span>
            <span className={styles.ackState}>
              <AckStatus at={row.at} override={row.override}>
                <span aria-hidden="true">{row.at ? '✓' : '○'}</span> {row.override ? 'Admin Override Applied' : row.at ? 'Confirmed' : 'Not yet'}
              </AckStatus>
              {row.at && <time className={styles.ackTime}>{formatDashboardTime(row.at)}</time>}
              {row.action}
            </span>
          </li>
        ))}
      </ul>
    </TradeSection>
  );
}
