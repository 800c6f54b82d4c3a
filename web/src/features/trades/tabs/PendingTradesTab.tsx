import { ButtonLink } from '@/components/Button/Button';
import { useGetPendingTradesQuery } from '@/features/trades/api';
import { PENDING_STATUSES } from '@/lib/trades';
import { TradeListTab } from './TradeList';

/** Trades (Pending Trades): requests waiting for an answer (the account panel refreshes the list every 5 s). */
export function PendingTradesTab({ onNavigate }: { onNavigate?: () => void }) {
  const query = useGetPendingTradesQuery();
  return (
    <TradeListTab
      title="Pending Trades"
      description="Requests you sent and requests waiting for your answer. Accept, reject or propose changes."
      query={query}
      statuses={PENDING_STATUSES}
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
  );
}

export default PendingTradesTab;
