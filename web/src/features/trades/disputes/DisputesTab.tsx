import { useState } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { formatDashboardTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { shortId } from '@/lib/format';
import { useGetMyDisputesQuery } from '@/features/trades/api';
import type { Dispute } from '@/features/trades/types';
import { CLOSED_STATUSES, MESSAGING_STATUSES, STATUS_RANK, disputeReasonLabel } from './constants';
import { DisputeHistoryModal } from './DisputeHistoryModal';
import { DisputeMessagesModal } from './DisputeMessagesModal';
import styles from './Disputes.module.css';

/** Open/new first, then pending, then resolved/closed; newest first within each. */
export function sortDisputes(disputes: Dispute[]): Dispute[] {
  return [...disputes].sort(
    (a, b) => (STATUS_RANK[a.status] ?? 1) - (STATUS_RANK[b.status] ?? 1) || Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}

export const openDisputeCount = (disputes: Dispute[] | undefined) =>
  (disputes ?? []).filter((d) => MESSAGING_STATUSES.includes(d.status)).length;

/** Disputes & Issues: the member's disputes with messages and history; closed ones behind Show Closed. */
export function DisputesTab({ onShowActive }: { onShowActive?: () => void }) {
  const { data = [], isLoading, isError, error, refetch } = useGetMyDisputesQuery();
  const [showClosed, setShowClosed] = useState(false);
  const [messages, setMessages] = useState<Dispute | null>(null);
  const [history, setHistory] = useState<Dispute | null>(null);
  const sorted = sortDisputes(data);
  const closedCount = sorted.filter((d) => CLOSED_STATUSES.includes(d.status)).length;
  const shown = showClosed ? sorted : sorted.filter((d) => !CLOSED_STATUSES.includes(d.status));

  return (
    <div className={styles.stack}>
      <SectionHeader
        title="Disputes & Issues"
        description="Problems with a trade are reviewed by our team within 24-48 hours. Open a dispute from an active trade."
        actions={
          closedCount > 0 && (
            <Button size="small" variant="outline" onClick={() => setShowClosed(!showClosed)} aria-pressed={showClosed}>
              {showClosed ? 'Hide Closed' : `Show Closed (${closedCount})`}
            </Button>
          )
        }
      />
      {isError && (
        <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
          {errorText(error, 'Failed to load data. Please try again.')}
        </Banner>
      )}
      {isLoading ? (
        <Skeleton height="6rem" />
      ) : shown.length === 0 && !isError ? (
        <EmptyState
          headingLevel="h3"
          title={sorted.length ? 'No open disputes' : 'No disputes'}
          message={
            sorted.length
              ? 'All your disputes are resolved. Use Show Closed to see them.'
              : 'Good news: nothing to sort out. If something goes wrong in a trade, open a dispute from the Active tab.'
          }
          action={onShowActive && <Button variant="outline" onClick={onShowActive}>Go to Active Trades</Button>}
        />
      ) : (
        <ul className={styles.list}>
          {shown.map((d) => (
            <li key={d._id} className={styles.card}>
              <div className={styles.cardHead}>
                <h4>{disputeReasonLabel(d.reason)}</h4>
                <StatusBadge status={d.status} />
              </div>
              <span className={styles.meta}>
                Dispute {shortId(d._id, 8)} · Trade {shortId(d.trade_id)} · {formatDashboardTime(d.created_at)}
              </span>
              {d.description && <p>{d.description}</p>}
              {(d.admin_response || d.resolution) && <p className={styles.response}>Our team: {d.admin_response || d.resolution}</p>}
              <div className={styles.buttons}>
                {MESSAGING_STATUSES.includes(d.status) && (
                  <Button size="small" onClick={() => setMessages(d)}>
                    Messages
                  </Button>
                )}
                <Button size="small" variant="outline" onClick={() => setHistory(d)}>
                  History
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {messages && <DisputeMessagesModal dispute={messages} onClose={() => setMessages(null)} />}
      {history && <DisputeHistoryModal dispute={history} onClose={() => setHistory(null)} />}
    </div>
  );
}

export default DisputesTab;
