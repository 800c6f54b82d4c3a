import { useId, useState } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useFallbackPoll } from '@/hooks/useLiveUpdates';
import { TRADE_POLL_MS, useGetTradeHistoryQuery } from '@/features/trades/api';
import { perspective, type Trade } from '@/lib/trades';
import { useRateTrade } from '@/features/trades/reviews/useRateTrade';
import styles from '@/features/trades/components/Trades.module.css';
import { TradeList } from './TradeList';

type SortKey = 'date' | 'status' | 'partner' | 'start';

const SORT_LABELS: Record<SortKey, string> = {
  date: 'Last updated',
  start: 'Start date',
  status: 'Status',
  partner: 'Partner',
};

export function sortHistory(trades: Trade[], key: SortKey, order: 'asc' | 'desc', me: string | undefined): Trade[] {
  const value = (t: Trade): string | number => {
    switch (key) {
      case 'date':
        return Date.parse(t.completed_at ?? t.updated_at ?? t.created_at ?? '') || 0;
      case 'start':
        return t.start_date ?? '';
      case 'status':
        return t.status;
      case 'partner':
        return perspective(t, me).partner.name.toLowerCase();
    }
  };
  const sign = order === 'asc' ? 1 : -1;
  return [...trades].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    return (va < vb ? -1 : va > vb ? 1 : 0) * sign;
  });
}

/** Trade History: finished trades, sortable, with Rate Trade for completed ones. */
export function TradeHistoryTab() {
  const { id: me } = useCurrentUser();
  const q = useGetTradeHistoryQuery();
  useFallbackPoll(q.refetch, TRADE_POLL_MS * 6);
  const [sort, setSort] = useState<SortKey>('date');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const rate = useRateTrade();
  const id = useId();
  const trades = sortHistory(q.data ?? [], sort, order, me);

  return (
    <div className={styles.stack}>
      <SectionHeader
        title="Trade History"
        description="Completed, rejected and cancelled trades. Rate your partner after a completed trade."
        actions={
          <div className={styles.toolbar}>
            <div className="field">
              <label htmlFor={`${id}-sort`}>Sort by</label>
              <select id={`${id}-sort`} className="input" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
                {Object.entries(SORT_LABELS).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="outline" onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')} aria-label={`Sort order: ${order === 'asc' ? 'Ascending' : 'Descending'}`}>
              {order === 'asc' ? '↑ Ascending' : '↓ Descending'}
            </Button>
          </div>
        }
      />
      {rate.error && (
        <Banner tone="error" onDismiss={rate.clearError}>
          {rate.error}
        </Banner>
      )}
      <TradeList
        trades={trades}
        isLoading={q.isLoading}
        isError={q.isError}
        error={q.error}
        refetch={q.refetch}
        empty={{ title: 'No finished trades yet', message: 'Trades appear here once they are completed, rejected or cancelled.' }}
        extra={(trade) =>
          trade.status === 'completed' ? (
            <Button size="small" variant="gold" disabled={rate.checking} onClick={() => rate.start(trade._id, perspective(trade, me).partner.name)}>
              Rate Trade
            </Button>
          ) : null
        }
      />
      {rate.modal}
    </div>
  );
}

export default TradeHistoryTab;
