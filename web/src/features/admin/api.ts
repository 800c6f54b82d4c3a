import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';
import type { ApiError, QueryParams, RequestArgs } from '../../lib/baseQuery';
import { idOf, isObject, listOf, num } from '../../lib/normalize';
import { DEFAULT_PICKUP_FEE, DEFAULT_TRADE_FEE, DISPUTES_PAGE_SIZE, FEATURED_POSITIONS } from './lib/constants';
import { limitSuggestions, type LookupUser } from './lib/userLookup';
import type {
  ActionResult,
  AdminItem,
  AdminTrade,
  AdminUser,
  DeletedAccount,
  DeletedAccountFilters,
  DeletedTransaction,
  Dispute,
  DisputeMessage,
  Fees,
  ItemsPage,
  ManualDeposit,
  Page,
  TimelineEntry,
  TradeDetail,
  TradePerspective,
  Transaction,
  TransactionFilters,
  TransactionsPage,
  UserProfileResponse,
  Withdrawal,
} from './types';

/** Tags of the admin panel's data; every admin action invalidates what it changed, so lists reload. */
const ADMIN_TAGS = [
  'AdminUser',
  'AdminItem',
  'AdminTrade',
  'AdminDispute',
  'AdminMoney',
  'AdminWithdrawal',
  'AdminDeposit',
  'AdminDeleted',
  'AdminSettings',
] as const;

type AppBaseQuery = BaseQueryFn<string | RequestArgs, unknown, ApiError>;

function withId<T extends { _id: string }>(record: T): T {
  return { ...record, _id: idOf(record) };
}

function rowsOf<T extends { _id: string }>(data: unknown, ...keys: string[]): T[] {
  return listOf<T>(data, ...keys).map(withId);
}

function pageOf<T extends { _id: string }>(data: unknown, keys: string[], fallbackPerPage: number): Page<T> {
  const source = isObject(data) ? data : {};
  const rows = rowsOf<T>(data, ...keys);
  return {
    rows,
    page: num(source.page) ?? 1,
    per_page: num(source.per_page) ?? fallbackPerPage,
    total: num(source.total) ?? rows.length,
  };
}

const clean = (params: object): QueryParams => {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number | boolean;
  }
  return out;
};

/** A route that the server does not have (yet): the generic JSON 404, a 405, or the web app's HTML. */
function isMissingRoute(error: ApiError): boolean {
  return (
    error.status === 405 ||
    error.status === 'PARSING_ERROR' ||
    (error.status === 404 && (error.message === 'Not found' || error.message === 'HTTP 404'))
  );
}

/** Calls the first path; when the server has no such route, the second. */
async function withFallbackPath(baseQuery: AppBaseQuery, first: RequestArgs, second: RequestArgs, apiArgs: Parameters<AppBaseQuery>[1], extra: unknown) {
  const result = await baseQuery(first, apiArgs, extra as object);
  if (result.error && isMissingRoute(result.error)) return baseQuery(second, apiArgs, extra as object);
  return result;
}

function toProfile(data: unknown): UserProfileResponse {
  const source = isObject(data) ? data : {};
  const profile = isObject(source.profile) ? source.profile : isObject(source.user) ? source.user : null;
  return {
    profile: profile ? withId(profile as unknown as AdminUser) : null,
    stats: isObject(source.stats) ? (source.stats as UserProfileResponse['stats']) : {},
    recent_transactions: rowsOf<Transaction>(source.recent_transactions ?? [], 'transactions'),
  };
}

function toTradeDetail(data: unknown): TradeDetail {
  const source = isObject(data) ? data : {};
  const trade = isObject(source.trade) ? withId(source.trade as unknown as AdminTrade) : null;
  return {
    trade,
    hat1: (isObject(source.hat1) ? source.hat1 : (trade?.offered_hat ?? null)) as AdminItem | null,
    hat2: (isObject(source.hat2) ? source.hat2 : (trade?.requested_hat ?? null)) as AdminItem | null,
    user1: (isObject(source.user1) ? source.user1 : null) as TradeDetail['user1'],
    user2: (isObject(source.user2) ? source.user2 : null) as TradeDetail['user2'],
    timeline: Array.isArray(source.timeline) ? (source.timeline as TimelineEntry[]) : [],
    temporal_url: typeof source.temporal_url === 'string' ? source.temporal_url : undefined,
  };
}

function toDispute(data: unknown): Dispute | null {
  if (!isObject(data)) return null;
  const source = isObject(data.dispute) ? data.dispute : data;
  const dispute = withId(source as unknown as Dispute);
  if (!dispute._id) return null;
  // Details may come beside the dispute rather than inside it.
  for (const key of ['trade', 'user1', 'user2', 'messages'] as const) {
    if (dispute[key] === undefined && data[key] !== undefined) (dispute as Record<string, unknown>)[key] = data[key];
  }
  return dispute;
}

function toFees(data: unknown): Fees {
  const source = isObject(data) ? (isObject(data.settings) ? data.settings : data) : {};
  return { trade_fee: num(source.trade_fee) ?? DEFAULT_TRADE_FEE, pickup_fee: num(source.pickup_fee) ?? DEFAULT_PICKUP_FEE };
}

export interface ListUsersArgs {
  q?: string;
  status?: string;
  page?: number;
  per_page?: number;
}

export interface ListItemsArgs {
  status?: string;
  q?: string;
  page?: number;
  per_page?: number;
}

export interface ListTradesArgs {
  page?: number;
  per_page?: number;
  status?: string;
  delivery_method?: string;
  q?: string;
}

export interface TransactionsArgs extends TransactionFilters {
  page?: number;
  per_page?: number;
}

/** Trades requested and money moved per New York day, oldest first (GET /admin/activity). */
export interface DailyActivity {
  /** YYYY-MM-DD. */
  days: string[];
  trades: number[];
  /** Money moved (credits plus debits, hold movements excluded), in dollars. */
  money: number[];
  totalTrades: number;
  totalMoney: number;
}

const FEATURED_MAX_PAGES = 10;

/** Withdrawals and manual deposits per page. */
export const MONEY_PAGE_SIZE = 50;

const adminBase = api.enhanceEndpoints({ addTagTypes: [...ADMIN_TAGS] });

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    // Users
    adminUsers: build.query<Page<AdminUser>, ListUsersArgs>({
      query: (args) => ({ url: '/admin/users', params: clean(args) }),
      transformResponse: (data: unknown) => pageOf<AdminUser>(data, ['users'], 50),
      providesTags: ['AdminUser'],
    }),
    adminUserProfile: build.query<UserProfileResponse, string>({
      // The specification's path, and the same call without the /api prefix where that is not routed.
      queryFn: async (id, apiArgs, extra, baseQuery) => {
        const path = `/admin/users/${encodeURIComponent(id)}/profile`;
        const result = await withFallbackPath(baseQuery as AppBaseQuery, { url: `/api${path}` }, { url: path }, apiArgs, extra);
        return result.error ? { error: result.error } : { data: toProfile(result.data) };
      },
      providesTags: ['AdminUser', 'AdminMoney'],
    }),
    adminUserItems: build.query<AdminItem[], string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}/items`,
      transformResponse: (data: unknown) => rowsOf<AdminItem>(data, 'items', 'hats'),
      providesTags: ['AdminItem'],
    }),
    adminSetUserStatus: build.mutation<ActionResult, { id: string; status: 'active' | 'disabled' | 'restricted'; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/users/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      invalidatesTags: ['AdminUser'],
    }),
    adminDeleteUser: build.mutation<ActionResult, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUser', 'AdminItem', 'AdminDeleted', 'AdminMoney', 'Item'],
    }),
    adminMessageUser: build.mutation<ActionResult, { id: string; message: string; subject?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/users/${encodeURIComponent(id)}/message`, method: 'POST', body }),
    }),
    adminSearchUsers: build.query<LookupUser[], string>({
      query: (q) => ({ url: '/admin/users/search', params: { q } }),
      transformResponse: (data: unknown) => limitSuggestions(rowsOf<LookupUser & { _id: string }>(data, 'users')),
    }),

    // Items
    adminItems: build.query<ItemsPage, ListItemsArgs>({
      query: (args) => ({ url: '/admin/items', params: clean(args) }),
      transformResponse: (data: unknown): ItemsPage => {
        const page = pageOf<AdminItem>(data, ['items', 'hats'], 50);
        const counts = isObject(data) && isObject(data.counts) ? (data.counts as Record<string, number>) : {};
        return { ...page, counts };
      },
      providesTags: ['AdminItem'],
    }),
    /** Items in featured positions 1-4 (4 is the backup), read from the active items. */
    adminFeaturedItems: build.query<AdminItem[], void>({
      queryFn: async (_arg, apiArgs, extra, baseQuery) => {
        const featured: AdminItem[] = [];
        for (let page = 1; page <= FEATURED_MAX_PAGES; page += 1) {
          const result = await (baseQuery as AppBaseQuery)(
            { url: '/admin/items', params: { status: 'active', per_page: 100, page } },
            apiArgs,
            extra as object,
          );
          if (result.error) return { error: result.error };
          const { rows, total } = pageOf<AdminItem>(result.data, ['items', 'hats'], 100);
          featured.push(...rows.filter((it) => FEATURED_POSITIONS.includes(Number(it.featured_rank) as 1 | 2 | 3 | 4)));
          if (page * 100 >= total || rows.length === 0) break;
        }
        featured.sort((a, b) => Number(a.featured_rank) - Number(b.featured_rank));
        return { data: featured };
      },
      providesTags: ['AdminItem'],
    }),
    adminItem: build.query<AdminItem | null, string>({
      query: (id) => `/hats/${encodeURIComponent(id)}`,
      transformResponse: (data: unknown) => {
        if (!isObject(data)) return null;
        const item = isObject(data.item) ? data.item : isObject(data.hat) ? data.hat : data;
        const record = withId(item as unknown as AdminItem);
        return record._id ? record : null;
      },
      providesTags: ['AdminItem'],
    }),
    adminSetItemStatus: build.mutation<ActionResult, { id: string; status: string; rank?: number; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/items/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      invalidatesTags: ['AdminItem', 'Item'],
    }),
    adminRemoveItem: build.mutation<ActionResult, string>({
      query: (id) => ({ url: `/admin/items/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminItem', 'Item'],
    }),

    // Trades
    adminTrades: build.query<Page<AdminTrade>, ListTradesArgs>({
      query: (args) => ({ url: '/admin/trades', params: clean(args) }),
      transformResponse: (data: unknown) => pageOf<AdminTrade>(data, ['items', 'trades'], 100),
      providesTags: ['AdminTrade'],
    }),
    adminPickups: build.query<Page<AdminTrade>, { page?: number; per_page?: number }>({
      query: (args) => ({ url: '/admin/pickups', params: clean(args) }),
      transformResponse: (data: unknown) => pageOf<AdminTrade>(data, ['items', 'trades'], 100),
      providesTags: ['AdminTrade'],
    }),
    adminTrade: build.query<TradeDetail, string>({
      query: (id) => `/admin/trades/${encodeURIComponent(id)}`,
      transformResponse: toTradeDetail,
      providesTags: ['AdminTrade'],
    }),
    adminTradePerspective: build.query<TradePerspective, { tradeId: string; userId: string }>({
      query: ({ tradeId, userId }) => `/admin/trades/${encodeURIComponent(tradeId)}/users/${encodeURIComponent(userId)}`,
      transformResponse: (data: unknown) => (isObject(data) ? (data as TradePerspective) : {}),
      providesTags: ['AdminTrade'],
    }),
    adminOverrideTrade: build.mutation<ActionResult, { id: string; kind: 'received' | 'returned'; user_id: string }>({
      query: ({ id, kind, user_id }) => ({ url: `/admin/trades/${encodeURIComponent(id)}/override-${kind}`, method: 'POST', body: { user_id } }),
      invalidatesTags: ['AdminTrade'],
    }),
    adminFlagTrade: build.mutation<ActionResult, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/trades/${encodeURIComponent(id)}/flag`, method: 'POST', body: { reason } }),
      invalidatesTags: ['AdminTrade'],
    }),
    adminForceCompleteTrade: build.mutation<ActionResult, { id: string; action: 'complete' | 'cancel'; reason: string; user_id?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/trades/${encodeURIComponent(id)}/force-complete`, method: 'POST', body }),
      invalidatesTags: ['AdminTrade', 'AdminMoney', 'AdminItem', 'Balance', 'Trade'],
    }),
    adminDeleteTrade: build.mutation<ActionResult, string>({
      query: (id) => ({ url: `/admin/trades/${encodeURIComponent(id)}/delete`, method: 'DELETE' }),
      invalidatesTags: ['AdminTrade', 'AdminMoney', 'AdminItem', 'Balance', 'Trade'],
    }),

    // Disputes
    adminDisputes: build.query<Page<Dispute> & { openCount?: number }, { showClosed: boolean; page?: number }>({
      query: ({ showClosed, page = 1 }) => ({
        url: '/admin/disputes',
        params: { ...(showClosed ? { show_closed: true } : {}), page, per_page: DISPUTES_PAGE_SIZE },
      }),
      transformResponse: (data: unknown) => {
        const source = isObject(data) ? data : {};
        const rows = listOf<unknown>(data, 'disputes').map(toDispute).filter((d): d is Dispute => d !== null);
        return {
          rows,
          page: num(source.page) ?? 1,
          per_page: num(source.per_page) ?? DISPUTES_PAGE_SIZE,
          total: num(source.total) ?? rows.length,
          openCount: num(source.open_count),
        };
      },
      providesTags: ['AdminDispute'],
    }),
    adminDispute: build.query<Dispute | null, string>({
      query: (id) => `/admin/disputes/${encodeURIComponent(id)}`,
      transformResponse: toDispute,
      providesTags: ['AdminDispute'],
    }),
    adminResolveDispute: build.mutation<ActionResult, { id: string; resolution: string; award?: { to_user_id: string; amount: number } }>({
      query: ({ id, ...body }) => ({ url: `/admin/disputes/${encodeURIComponent(id)}/resolve`, method: 'PUT', body }),
      invalidatesTags: ['AdminDispute', 'AdminTrade', 'AdminMoney', 'Balance', 'Dispute', 'Trade'],
    }),
    adminDisputeMessages: build.query<DisputeMessage[], string>({
      query: (id) => `/disputes/${encodeURIComponent(id)}/messages`,
      transformResponse: (data: unknown) => listOf<DisputeMessage>(data, 'messages'),
      providesTags: (_result, _error, id) => [{ type: 'AdminDispute', id: `messages-${id}` }],
    }),
    adminSendDisputeMessage: build.mutation<ActionResult, { id: string; message: string }>({
      queryFn: async ({ id, message }, apiArgs, extra, baseQuery) => {
        const body = { message };
        const result = await withFallbackPath(
          baseQuery as AppBaseQuery,
          { url: `/admin/disputes/${encodeURIComponent(id)}/messages`, method: 'POST', body },
          { url: `/disputes/${encodeURIComponent(id)}/messages`, method: 'POST', body },
          apiArgs,
          extra,
        );
        return result.error ? { error: result.error } : { data: (isObject(result.data) ? result.data : {}) as ActionResult };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminDispute', id: `messages-${id}` }],
    }),
    adminCleanupDuplicateDisputes: build.mutation<ActionResult, void>({
      query: () => ({ url: '/admin/cleanup-duplicate-disputes', method: 'POST' }),
      invalidatesTags: ['AdminDispute'],
    }),

    // Money
    adminTransactions: build.query<TransactionsPage, TransactionsArgs>({
      query: (args) => ({ url: '/admin/transactions', params: clean(args) }),
      transformResponse: (data: unknown): TransactionsPage => {
        const page = pageOf<Transaction>(data, ['transactions'], 50);
        const totals = isObject(data) && isObject(data.totals) ? data.totals : {};
        return {
          ...page,
          totals: {
            debit_total: num(totals.debit_total) ?? 0,
            debit_count: num(totals.debit_count) ?? 0,
            credit_total: num(totals.credit_total) ?? 0,
            credit_count: num(totals.credit_count) ?? 0,
          },
        };
      },
      providesTags: ['AdminMoney'],
    }),
    adminDeleteTransaction: build.mutation<ActionResult, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/transactions/${encodeURIComponent(id)}/delete`,
        method: 'DELETE',
        body: reason ? { reason } : undefined,
      }),
      invalidatesTags: ['AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminDeletedTransactions: build.query<DeletedTransaction[], { user_id?: string }>({
      query: (args) => ({ url: '/admin/deleted-transactions', params: clean(args) }),
      transformResponse: (data: unknown) => rowsOf<DeletedTransaction>(data, 'transactions'),
      providesTags: ['AdminMoney'],
    }),
    adminRefund: build.mutation<ActionResult, { user_id: string; amount: number; reason: string; trade_id: string | null }>({
      query: (body) => ({ url: '/admin/refund', method: 'POST', body }),
      invalidatesTags: ['AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminAdjustBalance: build.mutation<
      ActionResult,
      { user_id: string; amount: number; direction: 'credit' | 'debit'; reason: string; trade_id: string | null }
    >({
      query: (body) => ({ url: '/admin/adjust-balance', method: 'POST', body }),
      invalidatesTags: ['AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminLedgerCheck: build.query<{ ok?: boolean; problems?: string[]; total_balance?: number; total_held?: number; money_in?: number; money_out?: number; fees_kept?: number; members?: number }, void>({
      query: () => '/admin/ledger/check',
      providesTags: ['AdminMoney'],
    }),
    adminWithdrawals: build.query<Page<Withdrawal>, { status: string; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/withdrawals', params: { status, page, per_page: MONEY_PAGE_SIZE } }),
      transformResponse: (data: unknown) => pageOf<Withdrawal>(data, ['withdrawals'], MONEY_PAGE_SIZE),
      providesTags: ['AdminWithdrawal'],
    }),
    adminMarkWithdrawal: build.mutation<ActionResult, { id: string; outcome: 'paid' | 'failed'; admin_note?: string; reason?: string }>({
      query: ({ id, outcome, ...body }) => ({ url: `/admin/withdrawals/${encodeURIComponent(id)}/mark-${outcome}`, method: 'POST', body }),
      invalidatesTags: ['AdminWithdrawal', 'AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminManualDeposits: build.query<Page<ManualDeposit>, { status: string; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/manual-deposits', params: { status, page, per_page: MONEY_PAGE_SIZE } }),
      transformResponse: (data: unknown) => pageOf<ManualDeposit>(data, ['deposits', 'manual_deposits'], MONEY_PAGE_SIZE),
      providesTags: ['AdminDeposit'],
    }),
    adminSettleDeposit: build.mutation<ActionResult, { id: string; outcome: 'process' | 'reject'; admin_note?: string }>({
      query: ({ id, outcome, admin_note }) => ({
        url: `/admin/manual-deposits/${encodeURIComponent(id)}/${outcome}`,
        method: 'POST',
        body: admin_note ? { admin_note } : {},
      }),
      invalidatesTags: ['AdminDeposit', 'AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminDeletedAccounts: build.query<DeletedAccount[], DeletedAccountFilters>({
      query: (filters) => ({ url: '/admin/deleted-accounts', params: clean(filters) }),
      transformResponse: (data: unknown) => rowsOf<DeletedAccount>(data, 'accounts'),
      providesTags: ['AdminDeleted'],
    }),
    adminDeletedAccount: build.query<{ account: DeletedAccount | null; transactions: Transaction[] }, string>({
      query: (id) => `/admin/deleted-accounts/${encodeURIComponent(id)}`,
      transformResponse: (data: unknown) => {
        const source = isObject(data) ? data : {};
        const account = isObject(source.account) ? withId(source.account as unknown as DeletedAccount) : null;
        return { account, transactions: rowsOf<Transaction>(source.transactions ?? [], 'transactions') };
      },
      providesTags: ['AdminDeleted'],
    }),
    adminRefundDeletedAccount: build.mutation<ActionResult, { id: string; amount: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/deleted-accounts/${encodeURIComponent(id)}/refund`, method: 'POST', body }),
      invalidatesTags: ['AdminDeleted', 'AdminMoney'],
    }),

    // Settings
    adminSettings: build.query<Fees, void>({
      query: () => '/admin/settings',
      transformResponse: toFees,
      providesTags: ['AdminSettings'],
    }),
    adminSetFee: build.mutation<Fees, { which: 'trade-fee' | 'pickup-fee'; fee: number }>({
      query: ({ which, fee }) => ({ url: `/admin/settings/${which}`, method: 'PUT', body: { fee } }),
      transformResponse: toFees,
      invalidatesTags: ['AdminSettings', 'Settings'],
    }),

    // The administrator's own profile
    adminOwnProfile: build.query<AdminUser | null, void>({
      query: () => '/user/profile',
      transformResponse: (data: unknown) => {
        if (!isObject(data)) return null;
        const user = isObject(data.user) ? data.user : isObject(data.profile) ? data.profile : data;
        return withId(user as unknown as AdminUser);
      },
      providesTags: ['Profile'],
    }),
    adminUploadOwnProfileImage: build.mutation<ActionResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/user/profile/image', method: 'POST', body };
      },
      invalidatesTags: ['Profile'],
    }),

    // Overview
    adminActivity: build.query<DailyActivity, number>({
      query: (days) => ({ url: '/admin/activity', params: { days } }),
      transformResponse: (data: unknown): DailyActivity => {
        const d = isObject(data) ? data : {};
        const numbers = (v: unknown) => (Array.isArray(v) ? v.map((x) => num(x) ?? 0) : []);
        return {
          days: Array.isArray(d.days) ? d.days.map(String) : [],
          trades: numbers(d.trades),
          money: numbers(d.money),
          totalTrades: num(d.total_trades) ?? 0,
          totalMoney: num(d.total_money) ?? 0,
        };
      },
      providesTags: ['AdminTrade', 'AdminMoney'],
    }),
    /** The counts behind the tab badges and the overview. */
    adminOpenWork: build.query<{ pendingItems: number; openDisputes: number; pendingDeposits: number; pendingWithdrawals: number; disputesAvailable: boolean }, void>({
      queryFn: async (_arg, apiArgs, extra, baseQuery) => {
        const call = (url: string, params: QueryParams) => (baseQuery as AppBaseQuery)({ url, params }, apiArgs, extra as object);
        const [items, disputes, deposits, withdrawals] = await Promise.all([
          call('/admin/items', { status: 'pending', per_page: 1 }),
          call('/admin/disputes', { per_page: 1 }),
          call('/admin/manual-deposits', { status: 'pending', per_page: 1 }),
          call('/admin/withdrawals', { status: 'pending', per_page: 1 }),
        ]);
        if (items.error && deposits.error && withdrawals.error) return { error: items.error };
        const totalOf = (r: typeof items) => (r.error ? 0 : (num(isObject(r.data) ? r.data.total : undefined) ?? 0));
        const pendingItems = items.error
          ? 0
          : (num(isObject(items.data) && isObject(items.data.counts) ? items.data.counts.pending : undefined) ?? totalOf(items));
        const openDisputes = disputes.error
          ? 0
          : (num(isObject(disputes.data) ? disputes.data.open_count : undefined) ??
            listOf<Dispute>(disputes.data, 'disputes').filter((d) => ['open', 'new', 'pending'].includes(String(d.status ?? 'open').toLowerCase())).length);
        return {
          data: {
            pendingItems,
            openDisputes,
            pendingDeposits: totalOf(deposits),
            pendingWithdrawals: totalOf(withdrawals),
            disputesAvailable: !disputes.error,
          },
        };
      },
      providesTags: ['AdminItem', 'AdminDispute', 'AdminDeposit', 'AdminWithdrawal'],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserProfileQuery,
  useAdminUserItemsQuery,
  useAdminSetUserStatusMutation,
  useAdminDeleteUserMutation,
  useAdminMessageUserMutation,
  useAdminSearchUsersQuery,
  useAdminItemsQuery,
  useAdminFeaturedItemsQuery,
  useAdminItemQuery,
  useAdminSetItemStatusMutation,
  useAdminRemoveItemMutation,
  useAdminTradesQuery,
  useAdminPickupsQuery,
  useAdminTradeQuery,
  useAdminTradePerspectiveQuery,
  useAdminOverrideTradeMutation,
  useAdminFlagTradeMutation,
  useAdminForceCompleteTradeMutation,
  useAdminDeleteTradeMutation,
  useAdminDisputesQuery,
  useAdminDisputeQuery,
  useAdminResolveDisputeMutation,
  useAdminDisputeMessagesQuery,
  useAdminSendDisputeMessageMutation,
  useAdminCleanupDuplicateDisputesMutation,
  useAdminTransactionsQuery,
  useLazyAdminTransactionsQuery,
  useAdminDeleteTransactionMutation,
  useAdminDeletedTransactionsQuery,
  useAdminRefundMutation,
  useAdminAdjustBalanceMutation,
  useAdminLedgerCheckQuery,
  useAdminWithdrawalsQuery,
  useAdminMarkWithdrawalMutation,
  useAdminManualDepositsQuery,
  useAdminSettleDepositMutation,
  useAdminDeletedAccountsQuery,
  useAdminDeletedAccountQuery,
  useAdminRefundDeletedAccountMutation,
  useAdminSettingsQuery,
  useAdminSetFeeMutation,
  useAdminOwnProfileQuery,
  useAdminUploadOwnProfileImageMutation,
  useAdminActivityQuery,
  useAdminOpenWorkQuery,
} = adminApi;
