import { formatCalendarDate } from '@/lib/dates';
import type { BookedRange } from '@/features/trades/calendar';
import styles from './Trades.module.css';

/** A bag's booked days as the forms show them, each range with the time its bag needs to come back. */
export function BookedDays({ label, ranges }: { label: string; ranges: readonly BookedRange[] }) {
  return (
    <div className={styles.bookedDays}>
      <span className={styles.bookedLabel}>{label}</span>
      {ranges.length === 0 ? (
        <span className="hint">No booked days: any dates are free.</span>
      ) : (
        <ul aria-label={`${label}: booked days`}>
          {ranges.map((r) => (
            <li key={r.start}>
              Booked {formatCalendarDate(r.start)} – {formatCalendarDate(r.end)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
