import { useRef } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/Banner/Banner';
import { DateRangeFilter } from '@/components/DateRangeFilter/DateRangeFilter';
import { Pagination } from '@/components/Pagination/Pagination';
import { formatCalendarDate } from '@/lib/dates';
import { dateRangeProblem } from '@/lib/tradeDates';
import { readStoredToken } from '@/lib/session';
import { EMPTY_ITEM_PAGE, useGetItemsQuery, useGetMyItemsQuery } from '@/lib/memberApi';
import { hasFilters, readBrowseParams, writeBrowseParams, type BrowseParams } from '@/features/items/browseParams';
import { PAGE_SIZE } from '@/features/items/constants';
import { purseCount } from '@/features/items/purseCount';
import type { ItemFilters } from '@/features/items/types';
import { BrowseEmpty } from './BrowseEmpty';
import { BrowseFilters } from './BrowseFilters';
import styles from './BrowseItems.module.css';
import { ItemGrid } from './ItemGrid';
import { ItemGridSkeleton } from './ItemGridSkeleton';
import { SortControls } from './SortControls';

/** Whether someone is signed in, read from the session state when there is one. */
function useHasToken(): boolean {
  return useSelector((state: { session?: { token: string | null } }) => Boolean(state.session?.token ?? readStoredToken()));
}

/** The browse list: search and filters, count, sorting, the grid and pagination, all kept in the address. */
export function BrowseItems() {
  const [search, setSearch] = useSearchParams();
  const params = readBrowseParams(search);
  const { data = EMPTY_ITEM_PAGE, isLoading, isFetching } = useGetItemsQuery({ ...params, per_page: PAGE_SIZE });
  const resultsRef = useRef<HTMLDivElement>(null);
  const hasToken = useHasToken();

  const listEmpty = !isLoading && data.items.length === 0 && data.total === 0;
  // An empty list for a signed-in member shows their own bags instead.
  const own = useGetMyItemsQuery(undefined, { skip: !(listEmpty && hasToken) });
  const ownItems = listEmpty && hasToken ? (own.data ?? []) : [];

  const update = (changes: Partial<BrowseParams>) => setSearch(writeBrowseParams({ ...params, page: 1, ...changes }));
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const changeFilters = (filters: ItemFilters) => update(filters);
  const range = params.start && params.end ? { start: params.start, end: params.end } : undefined;
  const found = range ? `free ${formatCalendarDate(range.start)} – ${formatCalendarDate(range.end)}` : 'found';

  const perPage = data.per_page || PAGE_SIZE;
  const first = (data.page - 1) * perPage + 1;
  const last = first + data.items.length - 1;

  return (
    <>
      <BrowseFilters filters={params} onChange={changeFilters} />
      <div className={styles.dates}>
        <DateRangeFilter
          range={range}
          problem={dateRangeProblem(search)}
          onChange={(next) => update({ start: next?.start, end: next?.end })}
        />
      </div>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {isLoading ? 'Looking for purses…' : `${purseCount(data.total)} ${found}`}
        </p>
        <SortControls
          sort={params.sort}
          order={params.order}
          onSortChange={(sort) => update({ sort })}
          onOrderChange={(order) => update({ order })}
        />
      </div>
      <div ref={resultsRef} className={styles.results} aria-busy={isFetching}>
        {/* The cards' h3 names sit under the page's h1 through this heading. */}
        <h2 className="visually-hidden">Purses</h2>
        {isLoading ? (
          <ItemGridSkeleton count={PAGE_SIZE} twoUp />
        ) : data.items.length > 0 ? (
          <ItemGrid items={data.items} twoUp />
        ) : ownItems.length > 0 ? (
          <>
            <Banner tone="info">
              {hasFilters(params) || range ? 'No purses match your search, so here are your own bags.' : 'No purses listed yet, so here are your own bags.'}
            </Banner>
            <div className={styles.ownItems}>
              <ItemGrid items={ownItems} />
            </div>
          </>
        ) : (
          <BrowseEmpty
            ownerFiltered={Boolean(params.owner)}
            filtered={hasFilters(params) || Boolean(range)}
            pastLastPage={data.total > 0}
            onFirstPage={() => goToPage(1)}
            onClearFilters={() =>
              update({
                q: undefined,
                brand: undefined,
                size: undefined,
                condition: undefined,
                min_value: undefined,
                max_value: undefined,
                start: undefined,
                end: undefined,
              })
            }
          />
        )}
      </div>
      {data.items.length > 0 && (
        <div className={styles.footer}>
          <p className={styles.showing}>
            Showing {first}-{last} of {purseCount(data.total)}
          </p>
          <Pagination page={data.page} pageCount={Math.ceil(data.total / perPage)} onPageChange={goToPage} />
        </div>
      )}
    </>
  );
}
