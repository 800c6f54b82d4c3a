import { Button } from '@/components/Button/Button';
import styles from '@/features/admin/admin.module.css';
import { useAdminOverdueReturnsQuery } from '@/features/admin/api';
import { dateOnly, tradeRef } from '@/features/admin/lib/display';
import type { AdminTrade } from '@/features/admin/types';
import { returnParcelLines } from '@/lib/carrier';

const said = (at: string | null | undefined) => (at ? `yes, ${dateOnly(at)}` : 'not yet');

/** One member's acknowledgements, as the queue shows them. */
function acks(name: string | undefined, received: string | null | undefined, returned: string | null | undefined) {
  return `${name || 'Member'}: received ${said(received)} · has own bag back ${said(returned)}`;
}

/**
 * Overdue returns: accepted trades whose bags have not all come back some
 * days after their end date, with what each side acknowledged and, for
 * shipping trades, the carrier's latest word on each return parcel. Shown
 * only while there are any.
 */
export function OverdueReturns({ onOpen }: { onOpen: (tradeId: string) => void }) {
  const query = useAdminOverdueReturnsQuery({ per_page: 50 });
  const rows: AdminTrade[] = query.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="overdue-returns-title">
      <h3 id="overdue-returns-title" className={styles.sectionTitle}>
        Overdue returns ({query.data?.total ?? rows.length})
      </h3>
      <p className={styles.countLine}>These trades ended and not every bag is back. Contact the members, or open a dispute on their behalf.</p>
      <ul className={styles.overdueList}>
        {rows.map((t) => (
          <li key={t._id} className={styles.overdueRow}>
            <span className={styles.who}>
              <span>
                <span className={styles.ref}>{tradeRef(t._id)}</span> · ended {dateOnly(t.end_date)}
              </span>
              <span>{acks(t.user1_name, t.user1_received_at, t.user1_returned_at)}</span>
              <span>{acks(t.user2_name, t.user2_received_at, t.user2_returned_at)}</span>
              {returnParcelLines(t).map((line) => (
                <span key={line}>
                  {line}
                </span>
              ))}
            </span>
            <Button size="small" variant="outline" onClick={() => onOpen(t._id)}>
              Details
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
