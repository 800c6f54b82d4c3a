import type { Schema } from '@/lib/apiTypes';

/** A bag as the API returns it (the API calls bags "hats"). */
export type Item = Schema<'CatalogItem'>;

export const SORT_FIELDS = ['created_at', 'name', 'brand', 'size', 'condition', 'value'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ItemFilters {
  q?: string;
  brand?: string;
  size?: string;
  condition?: string;
  min_value?: number;
  max_value?: number;
}

export interface ItemListParams extends ItemFilters {
  sort: SortField;
  order: SortOrder;
  page: number;
  per_page: number;
  owner?: string;
}

/** The fields of the upload and edit forms. */
export interface ItemFields {
  name: string;
  description: string;
  value: string;
  condition: string;
  brand: string;
  size: string;
  material: string;
  color: string;
}
