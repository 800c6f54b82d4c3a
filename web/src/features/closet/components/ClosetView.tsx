import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/Button/Button';
import { DateRangeFilter } from '@/components/DateRangeFilter/DateRangeFilter';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { Pagination } from '@/components/Pagination/Pagination';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { Stars } from '@/components/Stars/Stars';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { formatCalendarDate, formatMonthYear } from '@/lib/dates';
import { dateRangeProblem, readDateRange, type DateRange } from '@/lib/tradeDates';
import { errorText } from '@/lib/errors';
import { plural } from '@/lib/format';
import { tradeRequestOpened } from '@/lib/overlays';
import { useGetClosetQuery, useGetUserReviewsQuery, type ClosetItem } from '@/features/closet/api';
import { ClosetReviews } from './ClosetReviews';
import { FollowButton } from './FollowButton';
import styles from './Closet.module.css';

/** Bags per closet page. */
export const CLOSET_PAGE_SIZE = 12;

interface ClosetViewProps {
  ownerId: string;
  /** Renders the bag grid (the items feature's grid, passed in by the page). */
  renderItems: (items: ClosetItem[], renderActions: (item: ClosetItem) => React.ReactNode) => React.ReactNode;
  renderSkeleton: () => React.ReactNode;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** A member's public closet: profile, stats, reviews and bags with Request Trade. */
export function ClosetView({ ownerId, renderItems, renderSkeleton }: ClosetViewProps) {
  const dispatch = useDispatch();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const range = readDateRange(search);
  const { data, isLoading, isError, error, isFetching, refetch } = useGetClosetQuery({ ownerId, page, per_page: CLOSET_PAGE_SIZE, ...range });
  const reviews = useGetUserReviewsQuery(ownerId);
  const own = useCurrentUser().id === ownerId;
  const changeRange = (next: DateRange | undefined) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    params.delete('start');
    params.delete('end');
    if (next) {
      params.set('start', next.start);
      params.set('end', next.end);
    }
    setSearch(params);
  };

  if (isError) {
    return (
      <>
        <h1 className={styles.name}>Closet</h1>
        <EmptyState
          title="This closet could not be opened"
          message={errorText(error, 'Failed to load closet')}
          action={
            <div className={styles.errorActions}>
              <Button onClick={() => refetch()}>Try Again</Button>
              <ButtonLink variant="outline" to="/browse">
                Browse Purses
              </ButtonLink>
            </div>
          }
        />
      </>
    );
  }

  const profile = data?.profile;
  const name = profile?.closet_name || profile?.name || 'Closet';
  const stats = data?.stats;

  return (
    <>
      <header className={styles.header}>
        <div className={styles.avatar}>
          {isLoading ? (
            <Skeleton radius="50%" height="100%" />
          ) : profile?.profile_image_url ? (
            <SafeImage src={profile.profile_image_url} alt={`${name} profile photo`} />
          ) : (
            <span aria-hidden="true">{initials(name) || '?'}</span>
          )}
        </div>
        <div className={styles.identity}>
          <span className="eyebrow">Member closet</span>
          <h1 className={styles.name}>
            {isLoading ? 'Closet' : name}<VerifiedBadge verified={profile?.verified} />
          </h1>
          {!isLoading && <FollowButton ownerId={ownerId} />}
          {own && <p className="hint">This is your closet as other members see it. Manage your bags from My Bags in your dashboard.</p>}
          {stats && (
            <ul className={styles.stats}>
              <li>Member since {formatMonthYear(profile?.created_at)}</li>
              <li>{plural(stats.total_items, 'item')}</li>
              <li className={styles.rating}>
                {stats.rating_count > 0 ? (
                  <>
                    <Stars value={stats.average_rating} />
                    {stats.average_rating.toFixed(1)} ({plural(stats.rating_count, 'rating')})
                  </>
                ) : (
                  'No ratings yet'
                )}
              </li>
            </ul>
          )}
        </div>
      </header>

      <ClosetReviews reviews={reviews.data ?? []} loading={reviews.isLoading} />

      <section aria-label="Bags in this closet" aria-busy={isFetching} className={styles.items}>
        <div className={styles.dates}>
          <DateRangeFilter range={range} problem={dateRangeProblem(search)} onChange={changeRange} />
        </div>
        {isLoading || !data ? (
          renderSkeleton()
        ) : data.items.length === 0 && range ? (
          <EmptyState
            title={`Nothing free ${formatCalendarDate(range.start)} – ${formatCalendarDate(range.end)}`}
            message="Every bag in this closet is booked on some of those days. Try other dates, or see the whole closet."
            action={<Button onClick={() => changeRange(undefined)}>Any dates</Button>}
          />
        ) : data.items.length === 0 ? (
          <EmptyState
            title="This closet is empty for now"
            message="This member has no bags listed right now. The full collection is waiting for you."
            action={<ButtonLink to="/browse">Browse Purses</ButtonLink>}
          />
        ) : (
          <>
            {renderItems(data.items, (item) =>
              own ? null : (
                <Button size="small" onClick={() => dispatch(tradeRequestOpened(item))} aria-label={`Request Trade for ${item.name}`}>
                  Request Trade
                </Button>
              ),
            )}
            <div className={styles.pagination}>
              <p className="hint">
                Showing {(data.page - 1) * (data.per_page || CLOSET_PAGE_SIZE) + 1}-
                {(data.page - 1) * (data.per_page || CLOSET_PAGE_SIZE) + data.items.length} of {plural(data.total, 'purse')}
                {range && ` free ${formatCalendarDate(range.start)} – ${formatCalendarDate(range.end)}`}
              </p>
              <Pagination
                page={data.page}
                pageCount={Math.ceil(data.total / (data.per_page || CLOSET_PAGE_SIZE))}
                onPageChange={(p) => {
                  const next = new URLSearchParams(search);
                  if (p > 1) next.set('page', String(p));
                  else next.delete('page');
                  setSearch(next);
                }}
              />
            </div>
          </>
        )}
      </section>
    </>
  );
}
