import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button, ButtonLink } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { Pagination } from '@/components/Pagination/Pagination';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { formatCalendarDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useGetFavoritesQuery, type FavoritePage } from '@/lib/favoritesApi';
import { tradeRequestOpened } from '@/lib/overlays';
import { ItemGrid } from '@/features/items/components/ItemGrid';
import { ItemGridSkeleton } from '@/features/items/components/ItemGridSkeleton';
import styles from './MyBags.module.css';
import { WatchesList } from './WatchesList';

const PER_PAGE = 12;

type NextFree = FavoritePage['favorites'][number]['next_free'];

/** "Free from Mar 14" or "Free Mar 14 – Mar 20" (until its next booking). */
export function nextFreeLabel({ start, end }: NextFree): string {
  return end ? `Free ${formatCalendarDate(start)} – ${formatCalendarDate(end)}` : `Free from ${formatCalendarDate(start)}`;
}

/** Favorites: the bags the member keeps, newest first, each with its next free dates and Request Trade. */
export function FavoritesTab({ onBrowse }: { onBrowse?: () => void }) {
  const dispatch = useDispatch();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch } = useGetFavoritesQuery({ page, per_page: PER_PAGE });
  const favorites = data?.favorites ?? [];
  const freeOf = new Map(favorites.map((f) => [f.item._id, f.next_free]));

  return (
    <div className={styles.stack}>
      <SectionHeader title="Favorites" description="The bags you keep, newest first, with the next dates each one is free." />
      {isError && (
        <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
          {errorText(error, 'Failed to load favorites')}
        </Banner>
      )}
      {isLoading ? (
        <ItemGridSkeleton count={3} />
      ) : favorites.length === 0 && !isError ? (
        <EmptyState
          headingLevel="h3"
          title="No favorites yet"
          message="Tap the heart on any bag you love to keep it here, with the next dates it is free."
          action={
            <ButtonLink to="/browse" onClick={onBrowse}>
              Browse Purses
            </ButtonLink>
          }
        />
      ) : (
        <>
          <ItemGrid
            items={favorites.map((f) => f.item)}
            renderBadge={(item) => {
              const free = freeOf.get(item._id);
              return free ? <StatusBadge status="active" label={nextFreeLabel(free)} /> : null;
            }}
            renderActions={(item) => (
              <Button size="small" onClick={() => dispatch(tradeRequestOpened(item))} aria-label={`Request Trade for ${item.name}`}>
                Request Trade
              </Button>
            )}
          />
          {data && data.total > PER_PAGE && <Pagination page={page} pageCount={Math.ceil(data.total / PER_PAGE)} onPageChange={setPage} />}
        </>
      )}
      <WatchesList />
    </div>
  );
}
