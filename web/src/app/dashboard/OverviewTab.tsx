import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatCard, StatGrid } from '@/components/StatCard/StatCard';
import { useGetAdminMessagesQuery } from '@/features/messages/api';
import { useGetTransactionsQuery } from '@/features/money/api';
import { useGetBalanceQuery, useGetMyItemsQuery, useGetProfileQuery } from '@/lib/memberApi';
import { TransactionList } from '@/features/money/components/TransactionList';
import {
  useGetMyDisputesQuery,
  useGetMyReviewsQuery,
  useGetActiveTradesQuery,
  useGetPendingTradesQuery,
  useGetReceivedReviewsQuery,
  useGetTradeHistoryQuery,
} from '@/features/trades/api';
import { TradeCard } from '@/features/trades/components/TradeCard';
import { useTradeAddress } from '@/hooks/useTradeAddress';
import { TradeDetailModal } from '@/features/trades/components/TradeDetailModal';
import { ACTIVE_STATUSES, PENDING_STATUSES } from '@/lib/trades';
import { averageRating } from '@/features/trades/reviews/ReviewsTab';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import type { AccountTab } from '@/lib/appEvents';
import { formatDashboardTime } from '@/lib/dates';
import { formatUSD, truncate } from '@/lib/format';
import styles from './Overview.module.css';

/** Recent Activity shows this many transactions; Notifications this many messages, cut to 50 characters. */
export const RECENT_ACTIVITY = 5;
export const NOTIFICATIONS = 2;
export const PREVIEW_CHARS = 50;

/** Overview: the figures, the current active trade with its progress, quick actions, recent activity and notifications. */
export function OverviewTab({ onNavigate }: { onNavigate: (tab: AccountTab) => void }) {
  const { id: me, user } = useCurrentUser();
  const profile = useGetProfileQuery();
  const balance = useGetBalanceQuery();
  const transactions = useGetTransactionsQuery();
  const items = useGetMyItemsQuery();
  const pending = useGetPendingTradesQuery();
  const mine = useGetActiveTradesQuery();
  const history = useGetTradeHistoryQuery();
  const given = useGetMyReviewsQuery();
  const received = useGetReceivedReviewsQuery();
  const disputes = useGetMyDisputesQuery();
  const messages = useGetAdminMessagesQuery();
  const { openId: openTrade, open: openTradeDetails, close: closeTrade } = useTradeAddress();

  const loads = [profile, balance, transactions, items, pending, mine, history, given, received, disputes, messages];
  const allFailed = loads.every((q) => q.isError);

  const active = (mine.data ?? [])
    .filter((t) => ACTIVE_STATUSES.includes(t.status))
    .sort((a, b) => Date.parse(b.accepted_at ?? b.updated_at) - Date.parse(a.accepted_at ?? a.updated_at));
  const pendingCount = (pending.data ?? []).filter((t) => PENDING_STATUSES.includes(t.status)).length;
  const rating = averageRating(received.data);
  const figure = (value: string | number | undefined, loading: boolean) => (loading ? <Skeleton width="3ch" height="1.6rem" /> : (value ?? '—'));

  return (
    <div className={styles.stack}>
      <SectionHeader
        title={`Welcome back${user?.name ? `, ${String(user.name).split(' ')[0]}` : ''}!`}
        description="Here is what is happening with your bags and trades."
      />
      {allFailed && <Banner tone="error">Failed to load dashboard data</Banner>}

      <StatGrid>
        <StatCard label="Available balance" value={figure(balance.data ? formatUSD(balance.data.available_balance) : undefined, balance.isLoading)} />
        <StatCard label="Active trades" value={figure(mine.data ? active.length : undefined, mine.isLoading)} />
        <StatCard label="Pending trades" value={figure(pending.data ? pendingCount : undefined, pending.isLoading)} />
        <StatCard label="My items" value={figure(items.data?.length, items.isLoading)} />
        <StatCard label="Trade history" value={figure(history.data?.length, history.isLoading)} />
        <StatCard label="Reviews given" value={figure(given.data?.length, given.isLoading)} />
        <StatCard
          label="My rating"
          value={figure(rating === undefined ? (received.data ? '—' : undefined) : rating.toFixed(1), received.isLoading)}
          hint={received.data ? `${received.data.length} ${received.data.length === 1 ? 'review' : 'reviews'}` : undefined}
        />
      </StatGrid>

      <section className={styles.block} aria-label="Current active trade">
        <SectionHeader level="h4" title="Current active trade" />
        {mine.isLoading ? (
          <Skeleton height="6.5rem" />
        ) : mine.isError ? (
          <EmptyState headingLevel="h3" title="Unable to Load Trade Data" message="We could not load your trades. Try again in a moment." action={<Button variant="outline" onClick={() => mine.refetch()}>Try Again</Button>} />
        ) : active.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title="No Active Trades"
            message="When an owner accepts your request (or you accept one), the trade and its progress show here."
            action={<Button variant="outline" onClick={() => onNavigate('trades')}>View Trades</Button>}
          />
        ) : (
          <TradeCard trade={active[0]} me={me} onOpen={openTradeDetails} showProgress />
        )}
      </section>

      <section className={styles.block} aria-label="Quick actions">
        <SectionHeader level="h4" title="Quick actions" />
        <div className={styles.quick}>
          <Button onClick={() => onNavigate('upload')}>Upload Item</Button>
          <Button variant="outline" onClick={() => onNavigate('trades')}>
            View Trades
          </Button>
          <Button variant="outline" onClick={() => onNavigate('balance')}>
            Check Balance
          </Button>
          <Button variant="outline" onClick={() => onNavigate('active')}>
            Active Trades
          </Button>
        </div>
      </section>

      <div className={styles.columns}>
        <section className={styles.block} aria-label="Recent activity">
          <SectionHeader level="h4" title="Recent Activity" />
          {transactions.isLoading ? (
            <Skeleton height="8rem" />
          ) : (transactions.data ?? []).length === 0 ? (
            <p className="hint">No activity yet. Add funds from the Balance tab to get started.</p>
          ) : (
            <TransactionList transactions={transactions.data ?? []} limit={RECENT_ACTIVITY} />
          )}
        </section>
        <section className={styles.block} aria-label="Notifications">
          <SectionHeader level="h4" title="Notifications" />
          {messages.isLoading ? (
            <Skeleton height="5rem" />
          ) : (messages.data ?? []).length === 0 ? (
            <p className="hint">No messages from our team.</p>
          ) : (
            <ul className={styles.notes}>
              {(messages.data ?? []).slice(0, NOTIFICATIONS).map((m) => (
                <li key={m._id} className={m.read ? undefined : styles.unread}>
                  <strong>{m.subject || 'Message from the team'}</strong>
                  <span>{truncate(m.content, PREVIEW_CHARS)}</span>
                  <time>{formatDashboardTime(m.timestamp)}</time>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button size="small" variant="ghost" onClick={() => onNavigate('messages')}>
              All messages
            </Button>
          </div>
        </section>
      </div>
      {openTrade && <TradeDetailModal tradeId={openTrade} onClose={closeTrade} />}
    </div>
  );
}
