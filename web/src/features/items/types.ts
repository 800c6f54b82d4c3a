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
  thumbnail_url?: string;
  images?: string[];
  thumbnails?: string[];
  additional_images?: string[];
  user_id?: string;
  owner_id?: string;
  owner_closet_name?: string;
  owner_zip?: string;
  material?: string;
  color?: string;
  featured?: boolean;
  featured_rank?: number | null;
  status?: string;
  in_trade?: boolean;
  trade_fee?: number;
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

export interface Settings {
  trade_fee?: number;
  pickup_fee?: number;
  brands?: string[];
  conditions?: string[];
  sizes?: string[];
  duration_options?: number[];
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
