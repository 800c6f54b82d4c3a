import { useState } from 'react';
import { BalanceFigures } from '@/components/BalanceFigures/BalanceFigures';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { MemberCard } from '@/components/MemberCard/MemberCard';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatCard } from '@/components/StatCard/StatCard';
import { Stars } from '@/components/Stars/Stars';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import styles from '@/features/admin/admin.module.css';
import { useAdminUserItemsQuery, useAdminUserProfileQuery } from '@/features/admin/api';
import { ItemThumb, LoadError } from '@/features/admin/components/common';
import { MoneyAdjustForm, type MoneyAction } from '@/features/admin/components/MoneyAdjustForm';
import { TransactionsTable } from '@/features/admin/components/TransactionsTable';
import { dateOnly, dateTime, itemRef, ratingText, usd } from '@/features/admin/lib/display';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { AdminUser } from '@/features/admin/types';
import { SendMessageModal } from './SendMessageModal';

function UserItems({ userId }: { userId: string }) {
  const items = useAdminUserItemsQuery(userId);
  if (items.isLoading) return <Skeleton height="3rem" />;
  if (items.isError) return <LoadError error={items.error} fallback={ADMIN_MESSAGES.loadUserItems} onRetry={() => items.refetch()} />;
  const list = items.data ?? [];
  if (list.length === 0) return <p className={styles.countLine}>No items listed.</p>;
  return (
    // Focusable so the keyboard can scroll it sideways on a phone (it holds no control).
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Listed items">
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Item</th>
            <th>Status</th>
            <th className={styles.num}>Value</th>
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <tr key={item._id}>
              <td>
                <span className={styles.itemCell}>
                  <ItemThumb src={item.thumbnail_url ?? item.image_url} alt={item.name ?? 'Item'} />
                  <span className={styles.who}>
                    <span>{item.name}</span>
                    <span className={styles.ref}>{itemRef(item._id)}</span>
                  </span>
                </span>
              </td>
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td className={styles.num}>{usd(item.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The balance changes an administrator can make from a member's profile. */
const MONEY_ACTIONS: [MoneyAction, string][] = [
  ['credit', 'Credit'],
  ['debit', 'Debit'],
  ['refund', 'Refund'],
];

interface UserProfileModalProps {
  userId: string;
  /** The member as the list showed them. */
  initial?: AdminUser | null;
  onClose: () => void;
  onNotice?: (text: string) => void;
}

/** User Profile: who the member is, their figures, stats and latest transactions. */
export function UserProfileModal({ userId, initial, onClose, onNotice }: UserProfileModalProps) {
  const query = useAdminUserProfileQuery(userId);
  const [messaging, setMessaging] = useState(false);
  const [showItems, setShowItems] = useState(false);
  const [adjusting, setAdjusting] = useState<MoneyAction | null>(null);
  const profile = query.data?.profile ?? (query.isError ? null : (initial ?? null));
  const stats = query.data?.stats;
  const avg = stats?.average_rating ?? profile?.average_rating ?? 0;

  let body;
  if (query.isLoading && !profile) {
    body = (
      <div className={styles.modalStack} aria-busy="true">
        <Skeleton height="4rem" />
        <Skeleton height="6rem" />
        <Skeleton height="8rem" />
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div className={styles.modalStack}>
        <LoadError error={query.error} fallback={ADMIN_MESSAGES.loadUserProfile} onRetry={() => query.refetch()} />
        {!initial && <EmptyState headingLevel="h3" title={ADMIN_MESSAGES.userDetailsUnavailable} message="Try again in a moment." />}
      </div>
    );
  } else if (!profile) {
    body = <EmptyState headingLevel="h3" title={ADMIN_MESSAGES.userDetailsUnavailable} message="This member could not be found." />;
  } else {
    const address = [profile.address, profile.city, profile.state, profile.zip_code].filter(Boolean).join(', ');
    body = (
      <div className={styles.modalStack}>
        <MemberCard
          member={profile}
          badges={
            <>
              <StatusBadge status={profile.status} />
              {(profile.is_admin || profile.isAdmin) && <StatusBadge status="completed" label="Admin" />}
            </>
          }
          actions={
            <Button size="small" variant="outline" onClick={() => setMessaging(true)}>
              Send Message
            </Button>
          }
        />

        <BalanceFigures
          amounts={profile}
          density="compact"
          actions={MONEY_ACTIONS.map(([action, label]) => (
            <Button key={action} size="small" variant={adjusting === action ? 'primary' : 'outline'} aria-pressed={adjusting === action} onClick={() => setAdjusting(adjusting === action ? null : action)}>
              {label}
            </Button>
          ))}
        >
          <StatCard density="compact" label="Items" value={stats?.items_count ?? profile.items_count ?? 0} />
          <StatCard density="compact" label="Trades" value={stats?.trades_count ?? 0} hint={`${stats?.trades_completed ?? profile.trades_completed ?? 0} completed`} />
          <StatCard density="compact" label="Open disputes" value={stats?.open_disputes ?? 0} />
          <StatCard
            density="compact"
            label="Rating"
            value={<Stars value={avg} label={`${avg.toFixed(1)} out of 5 stars`} />}
            hint={`${ratingText(avg)} · ${stats?.rating_count ?? profile.rating_count ?? 0} reviews`}
          />
        </BalanceFigures>
        {adjusting && <MoneyAdjustForm key={adjusting} action={adjusting} member={profile} onDone={() => query.refetch()} />}

        <dl className={styles.kv}>
          <dt>Member id</dt>
          <dd className={styles.ref}>{profile._id}</dd>
          <dt>Closet</dt>
          <dd>{profile.closet_name || '—'}</dd>
          <dt>Phone</dt>
          <dd>{profile.phone || '—'}</dd>
          <dt>Address</dt>
          <dd>{address || '—'}</dd>
          <dt>Member since</dt>
          <dd>{dateOnly(profile.created_at)}</dd>
          <dt>Last login</dt>
          <dd>{dateTime(profile.last_login)}</dd>
          {profile.status_reason && (
            <>
              <dt>Status note</dt>
              <dd>{profile.status_reason}</dd>
            </>
          )}
        </dl>

        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Recent transactions</h3>
          {(query.data?.recent_transactions ?? []).length === 0 ? (
            <p className={styles.countLine}>No transactions yet.</p>
          ) : (
            <TransactionsTable transactions={query.data?.recent_transactions ?? []} showUser={false} />
          )}
        </section>

        <section className={styles.section}>
          <div className={styles.statusRow} style={{ justifyContent: 'space-between' }}>
            <h3 className={styles.sectionTitle}>Items</h3>
            {!showItems && (
              <Button size="small" variant="ghost" onClick={() => setShowItems(true)}>
                Show Items
              </Button>
            )}
          </div>
          {showItems && <UserItems userId={profile._id} />}
        </section>
      </div>
    );
  }

  return (
    <>
      <Modal open title="User Profile" subtitle={profile?.name} onClose={onClose} size="large">
        {body}
      </Modal>
      {messaging && profile && <SendMessageModal user={profile} onClose={() => setMessaging(false)} onSent={(text) => onNotice?.(text)} />}
    </>
  );
}
