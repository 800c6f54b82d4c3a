import { useGetActiveTradesQuery } from '@/features/trades/api';
import { ACTIVE_STATUSES } from '@/lib/trades';
import { TradeListTab } from './TradeList';

/** Active trades: confirmations, labels, tracking, disputes and messages (refreshed every 5 s by the account panel). */
export function ActiveTradesTab() {
  const query = useGetActiveTradesQuery();
  return (
    <TradeListTab
      title="Active Trades"
      description="Confirm when you receive your partner's bag, then when yours comes home. Open a trade for labels, tracking and messages."
      query={query}
      statuses={ACTIVE_STATUSES}
      showProgress
      empty={{
        title: 'No Active Trades',
        message: 'Accepted trades show up here with their pickup or shipping details. Check Pending Trades for requests waiting on an answer.',
      }}
    />
  );
}

export default ActiveTradesTab;
