import type { Reply, Schema } from '@/lib/apiTypes';

/** A member as the admin panel lists them. */
export type AdminUser = Schema<'AccountsAdminUser'>;

/** A ledger row: the admin ledger adds the member's name and email, a member's own history does not. */
export type Transaction = Schema<'MoneyTransaction'> & Partial<Schema<'MoneyAdminTransaction'>>;

export type DeletedTransaction = Schema<'MoneyDeletedTransaction'>;

export type UserProfileResponse = Reply<'/api/admin/users/{id}/profile', 'get'>;

/** One page of rows, whatever the list calls them on the wire. */
export interface Page<T> {
  rows: T[];
  page: number;
  per_page: number;
  total: number;
}

export type AdminItem = Schema<'CatalogAdminItem'>;

/** A member's own items (GET /admin/users/{id}/items): the catalogue's shape, without the admin fields. */
export type MemberItem = Schema<'CatalogItem'>;

export type ItemsPage = Page<AdminItem> & Pick<Schema<'CatalogAdminPage'>, 'counts'>;

export type AdminOverride = Schema<'TradeAdminOverride'>;

export type AdminTrade = Schema<'Trade'>;

export type TradeUser = Schema<'TradeUser'>;

export type TradeDetail = Schema<'AdminTradeDetail'>;

export type TradePerspective = Schema<'AdminTradePerspective'>;

/** A dispute; the admin answers add both members and the messages. */
export type Dispute = Schema<'Dispute'>;

export type DisputeMessage = Schema<'DisputeMessage'>;

export type Withdrawal = Schema<'MoneyWithdrawal'>;

/** A credit, refund or debit above ADMIN_APPROVAL_CENTS, waiting for (or decided by) a second administrator. */
export type MoneyApproval = Schema<'MoneyApproval'>;

export type ManualDeposit = Schema<'MoneyManualDeposit'>;

export type DeletedAccount = Schema<'MoneyDeletedAccount'>;

export type TransactionsPage = Page<Schema<'MoneyAdminTransaction'>> & Pick<Schema<'MoneyAdminTransactionPage'>, 'totals'>;

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

export type Fees = Schema<'CatalogFees'>;
