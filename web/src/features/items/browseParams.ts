import { readDateRange } from '@/lib/tradeDates';
import { SORT_FIELDS, type ItemFilters, type SortField, type SortOrder } from './types';

export interface BrowseParams extends ItemFilters {
  sort: SortField;
  order: SortOrder;
  page: number;
  owner?: string;
  /** The dates the bags must be free for (both or neither). */
  start?: string;
  end?: string;
}

function isSortField(value: string | null): value is SortField {
  return SORT_FIELDS.includes(value as SortField);
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const TEXT_FILTERS = ['q', 'brand', 'size', 'condition'] as const;

/** Reads the browse state from the address; newest first on page 1 by default. */
export function readBrowseParams(search: URLSearchParams): BrowseParams {
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const params: BrowseParams = {
    sort: isSortField(sort) ? sort : 'created_at',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    owner: search.get('owner') || undefined,
  };
  for (const key of TEXT_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  const min = amount(search.get('min_value'));
  const max = amount(search.get('max_value'));
  if (min !== undefined) params.min_value = min;
  if (max !== undefined) params.max_value = max;
  const range = readDateRange(search);
  if (range) Object.assign(params, range);
  return params;
}

/** True when any filter (keyword, brand, size, condition, value range) is set. */
export function hasFilters(params: ItemFilters): boolean {
  return TEXT_FILTERS.some((key) => Boolean(params[key])) || params.min_value !== undefined || params.max_value !== undefined;
}

/** How many of the filters other than the keyword are set (shown on the phone's Filters button). */
export function chosenFilterCount(params: ItemFilters): number {
  return (['brand', 'size', 'condition', 'min_value', 'max_value'] as const).filter((key) => params[key] !== undefined && params[key] !== '').length;
}

/** The address query for a browse state, leaving defaults out. */
export function writeBrowseParams(params: BrowseParams): URLSearchParams {
  const { sort, order, page, owner } = params;
  const search = new URLSearchParams();
  if (owner) search.set('owner', owner);
  for (const key of TEXT_FILTERS) {
    if (params[key]) search.set(key, params[key]!);
  }
  if (params.min_value !== undefined) search.set('min_value', String(params.min_value));
  if (params.max_value !== undefined) search.set('max_value', String(params.max_value));
  if (params.start && params.end) {
    search.set('start', params.start);
    search.set('end', params.end);
  }
  if (sort !== 'created_at') search.set('sort', sort);
  if (order !== 'desc') search.set('order', order);
  if (page > 1) search.set('page', String(page));
  return search;
}
