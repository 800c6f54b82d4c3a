import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination/Pagination';
import { EMPTY_ITEM_PAGE, useGetItemsQuery } from '../api';
import { readBrowseParams, writeBrowseParams, type BrowseParams } from '../browseParams';
import { PAGE_SIZE } from '../constants';
import { purseCount } from '../purseCount';
import { BrowseEmpty } from './BrowseEmpty';
import styles from './BrowseItems.module.css';
import { ItemGrid } from './ItemGrid';
import { ItemGridSkeleton } from './ItemGridSkeleton';
import { SortControls } from './SortControls';

/** The browse list: count, sorting, the grid and pagination, all kept in the address. */
export function BrowseItems() {
  const [search, setSearch] = useSearchParams();
  const params = readBrowseParams(search);
  const { data = EMPTY_ITEM_PAGE, isLoading, isFetching } = useGetItemsQuery({ ...params, per_page: PAGE_SIZE });
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (changes: Partial<BrowseParams>) => setSearch(writeBrowseParams({ ...params, page: 1, ...changes }));
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const perPage = data.per_page || PAGE_SIZE;
  const first = (data.page - 1) * perPage + 1;
  const last = first + data.items.length - 1;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {isLoading ? 'Looking for purses…' : `${purseCount(data.total)} found`}
        </p>
        <SortControls
          sort={params.sort}
          order={params.order}
          onSortChange={(sort) => update({ sort })}
          onOrderChange={(order) => update({ order })}
        />
      </div>
      <div ref={resultsRef} className={styles.results} aria-busy={isFetching}>
        {isLoading ? (
          <ItemGridSkeleton count={PAGE_SIZE} />
        ) : data.items.length === 0 ? (
          <BrowseEmpty ownerFiltered={Boolean(params.owner)} pastLastPage={data.total > 0} onFirstPage={() => goToPage(1)} />
        ) : (
          <ItemGrid items={data.items} />
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
