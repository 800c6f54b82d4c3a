import { SORT_FIELDS, type SortField, type SortOrder } from './types';

export interface BrowseParams {
  sort: SortField;
  order: SortOrder;
  page: number;
  owner?: string;
}

function isSortField(value: string | null): value is SortField {
  return SORT_FIELDS.includes(value as SortField);
}

/** Reads the browse state from the address; newest first on page 1 by default. */
export function readBrowseParams(search: URLSearchParams): BrowseParams {
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    sort: isSortField(sort) ? sort : 'created_at',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    owner: search.get('owner') || undefined,
  };
}

/** The address query for a browse state, leaving defaults out. */
export function writeBrowseParams({ sort, order, page, owner }: BrowseParams): URLSearchParams {
  const search = new URLSearchParams();
  if (owner) search.set('owner', owner);
  if (sort !== 'created_at') search.set('sort', sort);
  if (order !== 'desc') search.set('order', order);
  if (page > 1) search.set('page', String(page));
  return search;
}
