import type { SortField } from './types';

/** Bags per page on browse and closet pages. */
export const PAGE_SIZE = 12;

/** The trade fee shown when the settings cannot be loaded. */
export const DEFAULT_TRADE_FEE = 5;

/** Featured slots shown on the home page are ranks 1 to 3; rank 4 is the backup. */
export const MAX_SHOWN_FEATURED_RANK = 3;

export const SORT_LABELS: Record<SortField, string> = {
  created_at: 'Date Added',
  name: 'Name',
  brand: 'Brand',
  size: 'Size',
  condition: 'Condition',
  value: 'Value',
};
