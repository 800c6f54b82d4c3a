import { SectionHeader } from '../../../components/SectionHeader/SectionHeader';
import { useGetActiveTradesQuery } from '../api';
import { ACTIVE_STATUSES } from '../model';
import styles from '../components/Trades.module.css';
import { TradeList } from './TradeList';

/** Active trades: confirmations, labels, tracking, disputes and messages (refreshed every 5 s by the account panel). */
export function ActiveTradesTab() {
  const q = useGetActiveTradesQuery();
  const trades = (q.data ?? []).filter((t) => ACTIVE_STATUSES.includes(t.status));
  return (
    <div className={styles.stack}>
      <SectionHeader
        title="Active Trades"
        description="Confirm when you receive your partner's bag, then when yours comes home. Open a trade for labels, tracking and messages."
      />
      <TradeList
        trades={trades}
        isLoading={q.isLoading}
        isError={q.isError}
        error={q.error}
        refetch={q.refetch}
        showProgress
        empty={{
          title: 'No Active Trades',
          message: 'Accepted trades show up here with their pickup or shipping details. Check Pending Trades for requests waiting on an answer.',
        }}
      />
    </div>
  );
}

export default ActiveTradesTab;
