import type { Breakdown, FinancialSnapshot } from './lib/financials';

/** A member as the admin panel lists them. */
export interface AdminUser {
  _id: string;
  name?: string;
  email?: string;
  b_id?: string;
  phone?: string;
  closet_name?: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  profile_image_url?: string;
  profile_image?: string;
  created_at?: string;
  last_login?: string | null;
  is_admin?: boolean;
  isAdmin?: boolean;
  is_disabled?: boolean;
  is_restricted?: boolean;
  status?: string;
  status_reason?: string;
  balance?: number;
  available_balance?: number;
  held?: number;
  rating?: number;
  average_rating?: number;
  rating_count?: number;
  items_count?: number;
  trades_completed?: number;
}

export interface UserStats {
  items_count?: number;
  trades_count?: number;
  trades_completed?: number;
  open_disputes?: number;
  average_rating?: number;
  rating_count?: number;
}

export interface Transaction {
  _id: string;
  user_id?: string;
  user_name?: string;
  user_email?: string;
  user_b_id?: string | null;
  direction?: 'debit' | 'credit' | string;
  type?: string;
  transaction_type?: string;
  amount?: number;
  trade_id?: string | null;
  description?: string;
  created_at?: string;
  balance?: number;
  available_balance?: number;
}

export interface DeletedTransaction extends Transaction {
  deleted_at?: string;
  deleted_by_name?: string;
  reason?: string;
}

export interface UserProfileResponse {
  profile: AdminUser | null;
  stats: UserStats;
  recent_transactions: Transaction[];
}

export interface Page<T> {
  rows: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface AdminItem {
  _id: string;
  name?: string;
  description?: string;
  brand?: string;
  size?: string;
  condition?: string;
  material?: string;
  color?: string;
  image_url?: string;
  image?: string;
  thumbnail_url?: string;
  additional_images?: string[];
  images?: string[];
  user_id?: string;
  status?: string;
  status_reason?: string;
  value?: number;
  featured?: boolean;
  featured_rank?: number | null;
  in_trade?: boolean;
  owner?: { id?: string; name?: string; email?: string; closet_name?: string; status?: string };
  owner_closet_name?: string;
  created_at?: string;
  approved_at?: string | null;
}

export interface ItemsPage extends Page<AdminItem> {
  counts: Record<string, number>;
}

export interface AdminOverride {
  action?: string;
  user_id?: string;
  admin_id?: string;
  at?: string;
}

export interface TradeFlag {
  reason?: string;
  admin_id?: string;
  at?: string;
}

export interface TradeLabel {
  leg?: string;
  label_url?: string;
  tracking_number?: string;
  carrier?: string;
  tracking_url?: string;
}

export interface AdminTrade {
  _id: string;
  status?: string;
  display_status?: string;
  delivery_method?: string;
  user1_id?: string;
  user2_id?: string;
  user1_name?: string;
  user2_name?: string;
  hold_user_id?: string;
  hat1_id?: string;
  hat2_id?: string;
  hat1_image?: string;
  hat2_image?: string;
  offered_hat?: AdminItem | null;
  requested_hat?: AdminItem | null;
  created_at?: string;
  updated_at?: string;
  start_date?: string;
  end_date?: string;
  pickup_date?: string;
  expires_at?: string | null;
  accepted_at?: string | null;
  completed_at?: string | null;
  cancelled_at?: string | null;
  notes?: string;
  shipping_cost?: number;
  user1_received_at?: string | null;
  user2_received_at?: string | null;
  user1_returned_at?: string | null;
  user2_returned_at?: string | null;
  admin_override?: AdminOverride[] | AdminOverride | null;
  financial_snapshot?: FinancialSnapshot | null;
  financial_breakdown_initiator?: Breakdown | null;
  financial_breakdown_receiver?: Breakdown | null;
  labels?: TradeLabel[];
  dispute_id?: string;
  flag?: TradeFlag | null;
  forced?: { action?: string; reason?: string; at?: string } | null;
}

export interface TradeUser {
  _id: string;
  name?: string;
  closet_name?: string;
  zip_code?: string;
  profile_image_url?: string;
  average_rating?: number;
  rating_count?: number;
}

export interface TimelineEntry {
  id?: string;
  kind?: string;
  icon?: string;
  user_id?: string;
  user_name?: string;
  description?: string;
  message?: string;
  timestamp?: string;
}

export interface TradeDetail {
  trade: AdminTrade | null;
  hat1: AdminItem | null;
  hat2: AdminItem | null;
  user1: TradeUser | null;
  user2: TradeUser | null;
  timeline: TimelineEntry[];
  temporal_url?: string;
}

export interface TradePerspective {
  trade_id?: string;
  user_id?: string;
  role?: 'initiator' | 'receiver' | string;
  financials?: Breakdown | null;
  received_at?: string | null;
  returned_at?: string | null;
  partner?: TradeUser | null;
  status?: string;
  admin_override?: AdminOverride[] | null;
}

export interface Dispute {
  _id: string;
  trade_id?: string;
  user_id?: string;
  reported_by?: string;
  reporter_name?: string;
  reason?: string;
  description?: string;
  issue?: string;
  status?: string;
  resolution?: string;
  date?: string;
  created_at?: string;
  resolved_at?: string | null;
  evidence?: Array<string | { url?: string; file_url?: string; filename?: string; original_filename?: string; content_type?: string }>;
  award?: { to_user_id?: string; amount?: number } | null;
  trade?: AdminTrade | null;
  user1?: TradeUser | null;
  user2?: TradeUser | null;
  [field: string]: unknown;
}

export interface DisputeMessage {
  _id?: string;
  sender?: string;
  is_admin?: boolean;
  user_name?: string;
  sender_name?: string;
  message?: string;
  created_at?: string;
  timestamp?: string;
}

export interface Withdrawal {
  _id: string;
  user_id?: string;
  user_name?: string;
  user_email?: string;
  amount?: number;
  note?: string;
  status?: string;
  method?: string;
  admin_note?: string;
  created_at?: string;
  processed_at?: string | null;
}

export interface ManualDeposit {
  _id: string;
  user_id?: string;
  user_name?: string;
  user_email?: string;
  amount?: number;
  payment_method?: string;
  reference_number?: string;
  reference_note?: string;
  status?: string;
  created_at?: string;
  processed_at?: string | null;
  admin_note?: string;
}

export interface DeletedAccount {
  _id: string;
  original_user_id?: string;
  original_email?: string;
  name?: string;
  deletion_date?: string;
  reason?: string;
  final_balance?: number;
  transaction_count?: number;
  refunded_amount?: number;
  refunded_at?: string | null;
  remaining_refundable?: number;
  current_balance?: number;
}

export interface TransactionTotals {
  debit_total: number;
  debit_count: number;
  credit_total: number;
  credit_count: number;
}

export interface TransactionsPage extends Page<Transaction> {
  totals: TransactionTotals;
}

export interface TransactionFilters {
  user_id?: string;
  type?: string;
  direction?: string;
  date_from?: string;
  date_to?: string;
  trade_id?: string;
}

export interface DeletedAccountFilters {
  email?: string;
  date_from?: string;
  date_to?: string;
  min_balance?: string;
  max_balance?: string;
}

export interface Fees {
  trade_fee: number;
  pickup_fee: number;
}

export interface ActionResult {
  success?: boolean;
  message?: string;
  [field: string]: unknown;
}
