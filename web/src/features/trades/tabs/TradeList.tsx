import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useTradeAddress } from '@/hooks/useTradeAddress';
import { errorText } from '@/lib/errors';
import { selectOverlays, tradeDetailRequested } from '@/lib/overlays';
import { TradeCard } from '@/features/trades/components/TradeCard';
import { TradeDetailModal } from '@/features/trades/components/TradeDetailModal';
import type { Trade } from '@/lib/trades';
import styles from '@/features/trades/components/Trades.module.css';
import { useMovedTrades } from './useMovedTrades';

interface TradeListProps {
  trades: Trade[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => void;
  empty: { title: string; message: string; action?: ReactNode };
  showProgress?: boolean;
  extra?: (trade: Trade) => ReactNode;
}

/** Trade cards with their details dialog, loading skeletons, errors and the empty state. */
export function TradeList({ trades, isLoading, isError, error, refetch, empty, showProgress, extra }: TradeListProps) {
  const { id: me } = useCurrentUser();
  const { openId, open, close } = useTradeAddress();
  const { shown, changed } = useMovedTrades(trades);
  // A toast's "View trade" asked for one trade's details: the list that holds it opens them.
  const dispatch = useDispatch();
  const requested = useSelector(selectOverlays).tradeDetail;
  const holds = Boolean(requested) && trades.some((t) => t._id === requested);
  useEffect(() => {
    if (!holds || !requested) return;
    open(requested);
    dispatch(tradeDetailRequested(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open changes with the address; the request is handled once
  }, [holds, requested, dispatch]);

  return (
    <>
      {isError && (
        <Banner tone="error" action={<Button size="small" onClick={refetch}>Try Again</Button>}>
          {errorText(error, 'Failed to load data. Please try again.')}
        </Banner>
      )}
      {isLoading ? (
        <div className={styles.list}>
          <Skeleton height="6.5rem" />
          <Skeleton height="6.5rem" />
        </div>
      ) : shown.length === 0 && !isError ? (
        <EmptyState headingLevel="h3" title={empty.title} message={empty.message} action={empty.action} />
      ) : (
        <ul className={styles.list}>
          {shown.map(({ trade, note }) => (
            <li key={trade._id}>
              <TradeCard
                trade={trade}
                me={me}
                onOpen={open}
                showProgress={showProgress}
                extra={extra?.(trade)}
                movedNote={note}
                onChanged={changed}
              />
            </li>
          ))}
        </ul>
      )}
      {openId && <TradeDetailModal tradeId={openId} onClose={close} />}
    </>
  );
}

interface TradeListTabProps {
  title: string;
  description: string;
  /** The trades query; only the trades whose status is in `statuses` are listed. */
  query: { data?: Trade[]; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => void };
  statuses: string[];
  empty: TradeListProps['empty'];
  showProgress?: boolean;
}

/** An account-panel trades tab: its heading over the trades of some statuses. */
export function TradeListTab({ title, description, query, statuses, empty, showProgress }: TradeListTabProps) {
  const trades = (query.data ?? []).filter((t) => statuses.includes(t.status));
  return (
    <div className={styles.stack}>
      <SectionHeader title={title} description={description} />
      <TradeList
        trades={trades}
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        refetch={query.refetch}
        showProgress={showProgress}
        empty={empty}
      />
    </div>
  );
}
