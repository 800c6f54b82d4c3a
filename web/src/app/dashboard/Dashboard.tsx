import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { panelId, tabId, Tabs, type TabDef } from '@/components/Tabs/Tabs';
import { ProfileTab } from '@/features/auth/profile/ProfileTab';
import { signOut } from '@/features/auth/sessionThunks';
import { FavoritesTab } from '@/features/items/dashboard/FavoritesTab';
import { MyBagsTab } from '@/features/items/dashboard/MyBagsTab';
import { UploadItemTab } from '@/features/items/dashboard/UploadItemTab';
import { unreadCount, useGetAdminMessagesQuery } from '@/features/messages/api';
import { MessagesTab } from '@/features/messages/MessagesTab';
import { BalanceTab } from '@/features/money/components/BalanceTab';
import { ConfirmationHost } from '@/features/trades/components/ConfirmationHost';
import { TRADE_POLL_MS, useGetMyDisputesQuery, useGetActiveTradesQuery, useGetPendingTradesQuery } from '@/features/trades/api';
import { DisputesTab, openDisputeCount } from '@/features/trades/disputes/DisputesTab';
import { ACTIVE_STATUSES, PENDING_STATUSES } from '@/lib/trades';
import { ReviewsTab } from '@/features/trades/reviews/ReviewsTab';
import { ActiveTradesTab } from '@/features/trades/tabs/ActiveTradesTab';
import { PendingTradesTab } from '@/features/trades/tabs/PendingTradesTab';
import { TradeHistoryTab } from '@/features/trades/tabs/TradeHistoryTab';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useFallbackPoll } from '@/hooks/useLiveUpdates';
import { accountDialogCloseRequested, type AccountTab } from '@/lib/appEvents';
import styles from './Dashboard.module.css';
import { OverviewTab } from './OverviewTab';

const ID = 'account';

/** Badge counts; live updates refresh them, and polling every 5 s (trades) or 30 s (disputes, messages) while the stream is down. */
function useBadges() {
  const pending = useGetPendingTradesQuery();
  const mine = useGetActiveTradesQuery();
  const disputes = useGetMyDisputesQuery();
  const messages = useGetAdminMessagesQuery();
  useFallbackPoll(pending.refetch, TRADE_POLL_MS);
  useFallbackPoll(mine.refetch, TRADE_POLL_MS);
  useFallbackPoll(disputes.refetch, TRADE_POLL_MS * 6);
  useFallbackPoll(messages.refetch, TRADE_POLL_MS * 6);
  return {
    trades: (pending.data ?? []).filter((t) => PENDING_STATUSES.includes(t.status)).length,
    active: (mine.data ?? []).filter((t) => ACTIVE_STATUSES.includes(t.status)).length,
    disputes: openDisputeCount(disputes.data),
    messages: unreadCount(messages.data),
  };
}

interface DashboardProps {
  initialTab?: AccountTab;
  /** The member chose another tab (the address follows it). */
  onTabChange?: (tab: AccountTab) => void;
  onClose: () => void;
}

/** The account panel: every member screen as a tab, with badges for what needs attention. */
export default function Dashboard({ initialTab, onTabChange, onClose }: DashboardProps) {
  const dispatch = useDispatch();
  const { user } = useCurrentUser();
  const [tab, showTab] = useState<AccountTab>(initialTab ?? 'overview');
  const setTab = (next: AccountTab) => {
    showTab(next);
    onTabChange?.(next);
  };
  const badges = useBadges();
  const [justUploaded, setJustUploaded] = useState<string | undefined>();

  useEffect(() => {
    if (initialTab) showTab(initialTab);
  }, [initialTab]);

  const tabs: TabDef<AccountTab>[] = [
    { id: 'overview', label: 'Overview' },
    { id: 'bags', label: 'My Bags' },
    { id: 'favorites', label: 'Favorites' },
    { id: 'upload', label: 'Upload Item' },
    { id: 'trades', label: 'Trades', badge: badges.trades, badgeLabel: 'pending' },
    { id: 'active', label: 'Active', badge: badges.active, badgeLabel: 'active' },
    { id: 'history', label: 'Trade History' },
    { id: 'disputes', label: 'Disputes', badge: badges.disputes, badgeLabel: 'open' },
    { id: 'reviews', label: 'Reviews' },
    { id: 'messages', label: 'Messages', badge: badges.messages, badgeLabel: 'unread' },
    { id: 'balance', label: 'Balance' },
    { id: 'profile', label: 'Profile' },
  ];

  const leave = () => dispatch(accountDialogCloseRequested());
  const panels: Record<AccountTab, ReactNode> = {
    overview: <OverviewTab onNavigate={setTab} />,
    bags: <MyBagsTab onUpload={() => setTab('upload')} highlightId={justUploaded} />,
    favorites: <FavoritesTab onBrowse={leave} />,
    upload: (
      <UploadItemTab
        onUploaded={(id) => {
          setJustUploaded(id);
          setTab('bags');
        }}
      />
    ),
    trades: <PendingTradesTab onNavigate={leave} />,
    active: <ActiveTradesTab />,
    history: <TradeHistoryTab />,
    disputes: <DisputesTab onShowActive={() => setTab('active')} />,
    reviews: <ReviewsTab />,
    messages: <MessagesTab />,
    balance: <BalanceTab />,
    profile: <ProfileTab />,
  };

  return (
    <Modal
      open
      title="My Account"
      subtitle={user?.closet_name || user?.name ? `Signed in as ${user?.closet_name || user?.name}` : undefined}
      onClose={onClose}
      size="xlarge"
      headerActions={
        <Button size="small" variant="outline" onClick={() => void signOut(dispatch)}>
          Logout
        </Button>
      }
    >
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label="Account sections">
          <Tabs tabs={tabs} active={tab} onChange={setTab} label="Account sections" idPrefix={ID} orientation="vertical" className={styles.tabs} />
        </nav>
        <div
          key={tab}
          className={styles.panel}
          role="tabpanel"
          id={panelId(ID, tab)}
          aria-labelledby={tabId(ID, tab)}
          tabIndex={0}
        >
          {panels[tab]}
        </div>
      </div>
      <ConfirmationHost />
    </Modal>
  );
}
