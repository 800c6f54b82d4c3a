import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { panelId, tabId, Tabs, type TabDef } from '@/components/Tabs/Tabs';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { api } from '@/lib/api';
import { isApiError, serverMessage } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { clearStoredSession } from '@/lib/session';
import styles from './admin.module.css';
import { useAdminOpenWorkQuery } from './api';
import { Overview, type WorkTab } from './components/Overview';
import { TabErrorBoundary } from './components/TabErrorBoundary';
import { TwoFactorSetupContext, type TwoFactorSetup } from './lib/twoFactorSetup';
import { ADMIN_MESSAGES } from './messages';

export type AdminTab =
  | 'users'
  | 'items'
  | 'featured'
  | 'management'
  | 'trades'
  | 'pickups'
  | 'disputes'
  | 'balance'
  | 'withdrawals'
  | 'deposits'
  | 'deleted'
  | 'settings'
  | 'profile';

/** Each tab is its own chunk, loaded when first opened. */
const PANELS: Record<AdminTab, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import('./tabs/UsersTab')),
  items: lazy(() => import('./tabs/ItemsTab')),
  featured: lazy(() => import('./tabs/FeaturedTab')),
  management: lazy(() => import('./tabs/ManagementTab')),
  trades: lazy(() => import('./tabs/TradesTab')),
  pickups: lazy(() => import('./tabs/PickupsTab')),
  disputes: lazy(() => import('./tabs/DisputesTab')),
  balance: lazy(() => import('./tabs/BalanceTab')),
  withdrawals: lazy(() => import('./tabs/WithdrawalsTab')),
  deposits: lazy(() => import('./tabs/DepositsTab')),
  deleted: lazy(() => import('./tabs/DeletedAccountsTab')),
  settings: lazy(() => import('./tabs/SettingsTab')),
  profile: lazy(() => import('./tabs/ProfileTab')),
};

const LABELS: Record<AdminTab, string> = {
  users: 'Users',
  items: 'Items',
  featured: 'Featured Items',
  management: 'Management',
  trades: 'Trades',
  pickups: 'Pickup Tracking',
  disputes: 'Disputes',
  balance: 'Balance',
  withdrawals: 'Withdrawals',
  deposits: 'Manual Deposits',
  deleted: 'Deleted Accounts',
  settings: 'Settings',
  profile: 'Profile',
};

const ORDER: AdminTab[] = [
  'users',
  'items',
  'featured',
  'management',
  'trades',
  'pickups',
  'disputes',
  'balance',
  'withdrawals',
  'deposits',
  'deleted',
  'settings',
  'profile',
];

const ID_PREFIX = 'admin';
const OVERVIEW_KEY = 'admin.overview';

export interface AdminPanelProps {
  /** Shown unless false (the host may keep the panel mounted). */
  open?: boolean;
  onClose: () => void;
  /** Logs the administrator out; without it the panel clears the stored login itself. */
  onLogout?: () => void;
  /** The tab to open first. */
  initialTab?: AdminTab;
  /** The dialog that turns on two-factor, offered on the Profile tab. */
  twoFactorSetup?: TwoFactorSetup;
}

function TabFallback() {
  return (
    <div className={styles.tabPanel} aria-busy="true">
      <Skeleton height="2.2rem" width="40%" />
      <Skeleton height="4rem" />
      <Skeleton height="16rem" />
    </div>
  );
}

function readOverviewHidden(): boolean {
  try {
    return localStorage.getItem(OVERVIEW_KEY) === 'hidden';
  } catch {
    return false;
  }
}

/**
 * The admin panel: a full-screen dialog with the administrator's tabs on the
 * left (with counts of open work), a small overview on top, Logout and close.
 */
export default function AdminPanel({ open = true, onClose, onLogout, initialTab = 'users', twoFactorSetup }: AdminPanelProps) {
  const [active, setActive] = useState<AdminTab>(initialTab);
  const [overviewHidden, setOverviewHidden] = useState(readOverviewHidden);
  const { user } = useCurrentUser();
  const dispatch = useDispatch();
  const work = useAdminOpenWorkQuery(undefined, { pollingInterval: 60_000, skip: !open });

  const logout = () => {
    if (onLogout) return onLogout();
    clearStoredSession();
    dispatch({ type: 'session/loggedOut' });
    dispatch(api.util.resetApiState());
    dispatch(flashShown('Logged out successfully!'));
    onClose();
  };

  const toggleOverview = () => {
    setOverviewHidden((hidden) => {
      try {
        localStorage.setItem(OVERVIEW_KEY, hidden ? 'shown' : 'hidden');
      } catch {
        // storage unavailable: remember for this session only
      }
      return !hidden;
    });
  };

  const counts = work.data;
  // In production an administrator without two-factor gets only this from /admin/*.
  const needsTwoFactor = isApiError(work.error) && work.error.code === 'admin_2fa_required';
  const tabs: TabDef<AdminTab>[] = ORDER.map((id) => {
    const badge =
      id === 'items'
        ? counts?.pendingItems
        : id === 'disputes'
          ? counts?.openDisputes
          : id === 'deposits'
            ? counts?.pendingDeposits
            : id === 'withdrawals'
              ? counts?.pendingWithdrawals
              : undefined;
    return { id, label: LABELS[id], badge, badgeLabel: id === 'disputes' ? 'open' : 'pending' };
  });

  const Panel = PANELS[active];

  return (
    <Modal
      open={open}
      title="Admin Panel"
      subtitle={user?.name ? `Signed in as ${user.name}` : undefined}
      onClose={onClose}
      size="xlarge"
      headerActions={
        <>
          <Button size="small" variant="ghost" onClick={toggleOverview} aria-pressed={!overviewHidden}>
            {overviewHidden ? 'Show Overview' : 'Hide Overview'}
          </Button>
          <Button size="small" variant="outline" onClick={logout}>
            Logout
          </Button>
        </>
      }
    >
      <div className={styles.shell}>
        <nav className={styles.sidebar} aria-label="Admin sections">
          <p className={styles.sidebarLabel}>Manage</p>
          <Tabs<AdminTab>
            tabs={tabs}
            active={active}
            onChange={setActive}
            label="Admin sections"
            idPrefix={ID_PREFIX}
            orientation="vertical"
            className={styles.tabList}
          />
        </nav>
        <div className={styles.main}>
          {needsTwoFactor && (
            <Banner
              tone="error"
              action={
                <Button size="small" onClick={() => setActive('profile')}>
                  Two-factor settings
                </Button>
              }
            >
              {serverMessage(work.error) ?? ADMIN_MESSAGES.twoFactorRequired}
            </Banner>
          )}
          {!overviewHidden && !needsTwoFactor && (
            <Overview
              work={counts}
              onOpen={(tab: WorkTab) => setActive(tab)}
            />
          )}
          <div
            role="tabpanel"
            id={panelId(ID_PREFIX, active)}
            aria-labelledby={tabId(ID_PREFIX, active)}
            className={styles.tabPanel}
            tabIndex={0}
          >
            <TabErrorBoundary key={active}>
              <Suspense fallback={<TabFallback />}>
                <TwoFactorSetupContext.Provider value={twoFactorSetup ?? null}>
                  <Panel />
                </TwoFactorSetupContext.Provider>
              </Suspense>
            </TabErrorBoundary>
          </div>
        </div>
      </div>
    </Modal>
  );
}
