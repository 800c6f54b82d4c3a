import { ButtonLink } from '../../../components/Button/Button';
import { SectionHeader } from '../../../components/SectionHeader/SectionHeader';
import { useGetPendingTradesQuery } from '../api';
import { PENDING_STATUSES } from '../model';
import styles from '../components/Trades.module.css';
import { TradeList } from './TradeList';

/** Trades (Pending Trades): requests waiting for an answer (the account panel refreshes the list every 5 s). */
export function PendingTradesTab({ onNavigate }: { onNavigate?: () => void }) {
  const q = useGetPendingTradesQuery();
  const trades = (q.data ?? []).filter((t) => PENDING_STATUSES.includes(t.status));
  return (
    <div className={styles.stack}>
      <SectionHeader
        title="Pending Trades"
        description="Requests you sent and requests waiting for your answer. Accept, reject or propose changes."
      />
      <TradeList
        trades={trades}
        isLoading={q.isLoading}
        isError={q.isError}
        error={q.error}
        refetch={q.refetch}
        empty={{
          title: 'No pending trades',
          message: 'Find a bag you love and request a trade: offer one of yours for a day up to a month.',
          action: (
            <ButtonLink to="/browse" onClick={onNavigate}>
              Browse Purses
            </ButtonLink>
          ),
        }}
      />
    </div>
  );
}

export default PendingTradesTab;
