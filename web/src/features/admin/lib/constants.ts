/** Business constants of the administrator side. */

/** Featured positions: 1-3 appear on the home page, 4 is the backup. */
export const FEATURED_POSITIONS = [1, 2, 3, 4] as const;
export const HOMEPAGE_POSITIONS = 3;
export const BACKUP_POSITION = 4;

export const TRADES_PAGE_SIZE = 100;
export const TRADES_PAGE_SIZES = [100, 50] as const;
export const PICKUPS_PAGE_SIZE = 100;
/** The Management tab's trades table. */
export const OVERVIEW_PAGE_SIZE = 50;
export const TRANSACTIONS_PAGE_SIZE = 50;
export const LOAD_MORE_PAGE_SIZE = 20;
export const USERS_PAGE_SIZE = 50;
export const ITEMS_PAGE_SIZE = 50;
export const DISPUTES_PAGE_SIZE = 100;

export const SEARCH_DEBOUNCE_MS = 300;
export const HEX_SUFFIX_MIN_LENGTH = 6;
export const MAX_USER_SUGGESTIONS = 8;

export const PROFILE_IMAGE_MAX_BYTES = 5_242_880;

/** Reference lengths: disputes by their last 8 characters, trades and items by their last 6. */
export const DISPUTE_REF_LENGTH = 8;
export const TRADE_REF_LENGTH = 6;
export const ITEM_REF_LENGTH = 6;

export const DISPUTE_MESSAGE_BOX_HEIGHT = 400;

export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'hold_reserve',
  'hold_refund',
  'hold_increase',
  'hold_decrease',
  'fee_charge',
  'pickup_fee',
  'shipping_fee',
  'refund',
  'adjustment',
  'penalty',
  'award',
] as const;

export const TRADE_STATUSES = ['pending', 'modified', 'accepted', 'active', 'disputed', 'completed', 'cancelled', 'denied', 'rejected'] as const;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cashapp: 'Cash App',
  cash_app: 'Cash App',
  zelle: 'Zelle',
  manual: 'Manual',
  card: 'Card',
};
