/** A bag as the API returns it (the API calls bags "hats"). */
export interface Item {
  _id: string;
  name: string;
  description?: string;
  brand?: string;
  size?: string;
  condition?: string;
  /** Dollars. */
  value?: number | string;
  image_url?: string;
  images?: string[];
  additional_images?: string[];
  user_id?: string;
  owner_id?: string;
  owner_closet_name?: string;
  featured?: boolean;
  featured_rank?: number | null;
  created_at?: string;
}

export interface ItemPage {
  items: Item[];
  page: number;
  per_page: number;
  total: number;
}

export const SORT_FIELDS = ['created_at', 'name', 'brand', 'size', 'condition', 'value'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ItemListParams {
  sort: SortField;
  order: SortOrder;
  page: number;
  per_page: number;
  owner?: string;
  q?: string;
}

export interface Settings {
  trade_fee?: number;
  pickup_fee?: number;
  brands?: string[];
  conditions?: string[];
  sizes?: string[];
}
