import type { ReactNode } from 'react';
import { MemberCard } from '@/components/MemberCard/MemberCard';
import { Stars } from '@/components/Stars/Stars';
import styles from '@/features/admin/admin.module.css';
import { ratingText } from '@/features/admin/lib/display';
import type { TradeUser } from '@/features/admin/types';

/** A member of a trade on the shared member card: closet, ZIP and rating; the screen adds its own actions. */
export function TradeMemberCard({ user, actions }: { user: TradeUser; actions?: ReactNode }) {
  return (
    <MemberCard
      member={user}
      details={
        <span className={styles.small}>
          {user.closet_name}
          {user.zip_code ? ` · ZIP ${user.zip_code}` : ''}
        </span>
      }
      badges={
        <span className={styles.statusRow}>
          <Stars value={user.average_rating} />
          <span className={styles.small}>
            {ratingText(user.average_rating)} ({user.rating_count ?? 0})
          </span>
        </span>
      }
      actions={actions}
    />
  );
}
