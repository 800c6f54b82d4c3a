import { Banner } from '@/components/Banner/Banner';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatCard, StatGrid } from '@/components/StatCard/StatCard';
import { Stars } from '@/components/Stars/Stars';
import { formatDashboardTime } from '@/lib/dates';
import { shortId } from '@/lib/format';
import { useGetMyReviewsQuery, useGetReceivedReviewsQuery } from '@/features/trades/api';
import type { ReviewRecord } from '@/features/trades/types';
import styles from './Reviews.module.css';

function nameOf(person: ReviewRecord['reviewer']): string {
  return person.name || 'a member';
}

/** Average of received ratings, or undefined when there are none. */
export function averageRating(reviews: ReviewRecord[] | undefined): number | undefined {
  if (!reviews || reviews.length === 0) return undefined;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

function ReviewList({ reviews, empty, who }: { reviews: ReviewRecord[]; empty: string; who: (r: ReviewRecord) => string }) {
  if (reviews.length === 0) return <p className="hint">{empty}</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((r) => (
        <li key={r._id} className={styles.review}>
          <Stars value={Number(r.rating) || 0} label={`${r.rating} out of 5 stars`} />
          {r.comment && <p>{r.comment}</p>}
          <span className={styles.meta}>
            {who(r)} · {formatDashboardTime(r.created_at)}
            {r.trade_id ? ` · Trade ${shortId(r.trade_id)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Reviews: the member's rating, the reviews received and the ones given. */
export function ReviewsTab() {
  const given = useGetMyReviewsQuery();
  const received = useGetReceivedReviewsQuery();
  const average = averageRating(received.data);

  return (
    <div className={styles.stack}>
      <SectionHeader title="Reviews" description="After a completed trade, each of you can rate the other once. Rate trades from Trade History." />
      {(given.isError || received.isError) && <Banner tone="error">Failed to load data. Please try again.</Banner>}
      <StatGrid>
        <StatCard label="My rating" value={average === undefined ? '—' : `${average.toFixed(2)} / 5`} hint={`${received.data?.length ?? 0} received`} />
        <StatCard label="Reviews given" value={given.data?.length ?? '—'} />
      </StatGrid>
      <div className={styles.columns}>
        <section className={styles.column} aria-label="Reviews received">
          <h4>Received</h4>
          {received.isLoading ? (
            <Skeleton height="4rem" />
          ) : (
            <ReviewList reviews={received.data ?? []} empty="No reviews yet. Complete a trade and your partner can rate you." who={(r) => `From ${nameOf(r.reviewer)}`} />
          )}
        </section>
        <section className={styles.column} aria-label="Reviews given">
          <h4>Given</h4>
          {given.isLoading ? (
            <Skeleton height="4rem" />
          ) : (
            <ReviewList reviews={given.data ?? []} empty="You have not rated anyone yet. Use Rate Trade in Trade History." who={(r) => `For ${nameOf(r.reviewed_user)}`} />
          )}
        </section>
      </div>
    </div>
  );
}

export default ReviewsTab;
