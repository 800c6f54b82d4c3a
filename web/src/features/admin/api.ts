import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import type { Reply } from '@/lib/apiTypes';
import type { ApiError, QueryParams, RequestArgs } from '@/lib/baseQuery';
import { DISPUTES_PAGE_SIZE, FEATURED_POSITIONS } from './lib/constants';
import { limitSuggestions, type LookupUser } from './lib/userLookup';
import type {
  AdminItem,
  AdminTrade,
  AdminUser,
  DeletedAccountFilters,
  Dispute,
  Fees,
  ItemsPage,
  MoneyApproval,
  ManualDeposit,
  MemberItem,
  Page,
  TradeDetail,
  TradePerspective,
  TransactionFilters,
  TransactionsPage,
  UserProfileResponse,
  Withdrawal,
} from './types';

/** Tags of the admin panel's data; every admin action invalidates what it changed, so lists reload. */
export const ADMIN_TAGS = [
  'AdminUser',
  'AdminItem',
  'AdminTrade',
  'AdminDispute',
  'AdminMoney',
  'AdminApproval',
  'AdminWithdrawal',
  'AdminDeposit',
  'AdminDeleted',
  'AdminSettings',
  /** The sidebar's counts of open work alone. */
  'AdminWork',
] as const;

type AppBaseQuery = BaseQueryFn<string | RequestArgs, unknown, ApiError>;

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

/** The rows of a page answer, under the name the list gives them on the wire. */
function pageOf<T>(rows: T[], { page, per_page, total }: { page: number; per_page: number; total: number }): Page<T> {
  return { rows, page, per_page, total };
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

const FEATURED_MAX_PAGES = 10;

/** Withdrawals and manual deposits per page. */
export const MONEY_PAGE_SIZE = 50;

const adminBase = api.enhanceEndpoints({ addTagTypes: [...ADMIN_TAGS] });

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    // Users
    adminUsers: build.query<Page<AdminUser>, ListUsersArgs>({
      query: (args) => ({ url: '/admin/users', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/users', 'get'>) => pageOf(data.users, data),
      providesTags: ['AdminUser'],
    }),
    adminUserProfile: build.query<UserProfileResponse, string>({
      // The specification's path, and the same call without the /api prefix where that is not routed.
      queryFn: async (id, apiArgs, extra, baseQuery) => {
        const path = `/admin/users/${encodeURIComponent(id)}/profile`;
        const result = await withFallbackPath(baseQuery as AppBaseQuery, { url: `/api${path}` }, { url: path }, apiArgs, extra);
        return result.error ? { error: result.error } : { data: result.data as UserProfileResponse };
      },
      providesTags: ['AdminUser', 'AdminMoney'],
    }),
    adminUserItems: build.query<MemberItem[], string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}/items`,
      transformResponse: (data: Reply<'/admin/users/{id}/items', 'get'>) => data.items,
      providesTags: ['AdminItem'],
    }),
    adminSetUserStatus: build.mutation<Reply<'/admin/users/{id}/status', 'put'>, { id: string; status: 'active' | 'disabled' | 'restricted'; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/users/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      invalidatesTags: ['AdminUser'],
    }),
    adminDeleteUser: build.mutation<Reply<'/admin/users/{id}', 'delete'>, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUser', 'AdminItem', 'AdminDeleted', 'AdminMoney', 'Item'],
    }),
    adminMessageUser: build.mutation<Reply<'/admin/users/{id}/message', 'post'>, { id: string; message: string; subject?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/users/${encodeURIComponent(id)}/message`, method: 'POST', body }),
    }),
    adminSearchUsers: build.query<LookupUser[], string>({
      query: (q) => ({ url: '/admin/users/search', params: { q } }),
      transformResponse: (data: Reply<'/admin/users/search', 'get'>) => limitSuggestions(data.users),
    }),

    // Items
    adminItems: build.query<ItemsPage, ListItemsArgs>({
      query: (args) => ({ url: '/admin/items', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/items', 'get'>): ItemsPage => ({ ...pageOf(data.items, data), counts: data.counts }),
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
          const { items, total } = result.data as Reply<'/admin/items', 'get'>;
          featured.push(...items.filter((it) => FEATURED_POSITIONS.includes(Number(it.featured_rank) as 1 | 2 | 3 | 4)));
          if (page * 100 >= total || items.length === 0) break;
        }
        featured.sort((a, b) => Number(a.featured_rank) - Number(b.featured_rank));
        return { data: featured };
      },
      providesTags: ['AdminItem'],
    }),
    adminItem: build.query<Reply<'/hats/{id}', 'get'>, string>({
      query: (id) => `/hats/${encodeURIComponent(id)}`,
      providesTags: ['AdminItem'],
    }),
    adminSetItemStatus: build.mutation<Reply<'/admin/items/{id}/status', 'put'>, { id: string; status: string; rank?: number; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/items/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      invalidatesTags: ['AdminItem', 'Item'],
    }),
    adminRemoveItem: build.mutation<Reply<'/admin/items/{id}', 'delete'>, string>({
      query: (id) => ({ url: `/admin/items/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminItem', 'Item'],
    }),

    // Trades
    adminTrades: build.query<Page<AdminTrade>, ListTradesArgs>({
      query: (args) => ({ url: '/admin/trades', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/trades', 'get'>) => pageOf(data.items, data),
      providesTags: ['AdminTrade'],
    }),
    adminPickups: build.query<Page<AdminTrade>, { page?: number; per_page?: number }>({
      query: (args) => ({ url: '/admin/pickups', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/pickups', 'get'>) => pageOf(data.items, data),
      providesTags: ['AdminTrade'],
    }),
    /** Accepted trades whose bags are not back RETURN_GRACE_DAYS after the end date. */
    adminOverdueReturns: build.query<Page<AdminTrade>, { page?: number; per_page?: number }>({
      query: (args) => ({ url: '/admin/overdue-returns', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/overdue-returns', 'get'>) => pageOf(data.items, data),
      providesTags: ['AdminTrade'],
    }),
    adminTrade: build.query<TradeDetail, string>({
      query: (id) => `/admin/trades/${encodeURIComponent(id)}`,
      providesTags: ['AdminTrade'],
    }),
    adminTradePerspective: build.query<TradePerspective, { tradeId: string; userId: string }>({
      query: ({ tradeId, userId }) => `/admin/trades/${encodeURIComponent(tradeId)}/users/${encodeURIComponent(userId)}`,
      providesTags: ['AdminTrade'],
    }),
    adminOverrideTrade: build.mutation<Reply<'/admin/trades/{id}/override-received', 'post'>, { id: string; kind: 'received' | 'returned'; user_id: string }>({
      query: ({ id, kind, user_id }) => ({ url: `/admin/trades/${encodeURIComponent(id)}/override-${kind}`, method: 'POST', body: { user_id } }),
      invalidatesTags: ['AdminTrade'],
    }),
    adminFlagTrade: build.mutation<Reply<'/admin/trades/{id}/flag', 'post'>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/trades/${encodeURIComponent(id)}/flag`, method: 'POST', body: { reason } }),
      invalidatesTags: ['AdminTrade'],
    }),
    adminForceCompleteTrade: build.mutation<
      Reply<'/admin/trades/{id}/force-complete', 'post'>,
      { id: string; action: 'complete' | 'cancel'; reason: string; user_id?: string }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/trades/${encodeURIComponent(id)}/force-complete`, method: 'POST', body }),
      invalidatesTags: ['AdminTrade', 'AdminMoney', 'AdminItem', 'Balance', 'Trade'],
    }),
    adminDeleteTrade: build.mutation<Reply<'/admin/trades/{id}/delete', 'delete'>, string>({
      query: (id) => ({ url: `/admin/trades/${encodeURIComponent(id)}/delete`, method: 'DELETE' }),
      invalidatesTags: ['AdminTrade', 'AdminMoney', 'AdminItem', 'Balance', 'Trade'],
    }),

    // Disputes
    adminDisputes: build.query<Page<Dispute> & { openCount: number }, { showClosed: boolean; page?: number }>({
      query: ({ showClosed, page = 1 }) => ({
        url: '/admin/disputes',
        params: { ...(showClosed ? { show_closed: true } : {}), page, per_page: DISPUTES_PAGE_SIZE },
      }),
      transformResponse: (data: Reply<'/admin/disputes', 'get'>) => ({ ...pageOf(data.disputes, data), openCount: data.open_count }),
      providesTags: ['AdminDispute'],
    }),
    adminDispute: build.query<Dispute, string>({
      query: (id) => `/admin/disputes/${encodeURIComponent(id)}`,
      transformResponse: (data: Reply<'/admin/disputes/{id}', 'get'>) => data.dispute,
      providesTags: ['AdminDispute'],
    }),
    adminResolveDispute: build.mutation<
      Reply<'/admin/disputes/{id}/resolve', 'put'>,
      { id: string; resolution: string; award?: { to_user_id: string; amount: number } }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/disputes/${encodeURIComponent(id)}/resolve`, method: 'PUT', body }),
      invalidatesTags: ['AdminDispute', 'AdminTrade', 'AdminMoney', 'Balance', 'Dispute', 'Trade'],
    }),
    adminDisputeMessages: build.query<Reply<'/disputes/{id}/messages', 'get'>['messages'], string>({
      query: (id) => `/disputes/${encodeURIComponent(id)}/messages`,
      transformResponse: (data: Reply<'/disputes/{id}/messages', 'get'>) => data.messages,
      providesTags: (_result, _error, id) => [{ type: 'AdminDispute', id: `messages-${id}` }],
    }),
    adminSendDisputeMessage: build.mutation<Reply<'/admin/disputes/{id}/messages', 'post', 201>, { id: string; message: string }>({
      queryFn: async ({ id, message }, apiArgs, extra, baseQuery) => {
        const body = { message };
        const result = await withFallbackPath(
          baseQuery as AppBaseQuery,
          { url: `/admin/disputes/${encodeURIComponent(id)}/messages`, method: 'POST', body },
          { url: `/disputes/${encodeURIComponent(id)}/messages`, method: 'POST', body },
          apiArgs,
          extra,
        );
        return result.error ? { error: result.error } : { data: result.data as Reply<'/admin/disputes/{id}/messages', 'post', 201> };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminDispute', id: `messages-${id}` }],
    }),
    adminCleanupDuplicateDisputes: build.mutation<Reply<'/admin/cleanup-duplicate-disputes', 'post'>, void>({
      query: () => ({ url: '/admin/cleanup-duplicate-disputes', method: 'POST' }),
      invalidatesTags: ['AdminDispute'],
    }),

    // Money
    adminTransactions: build.query<TransactionsPage, TransactionsArgs>({
      query: (args) => ({ url: '/admin/transactions', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/transactions', 'get'>): TransactionsPage => ({ ...pageOf(data.transactions, data), totals: data.totals }),
      providesTags: ['AdminMoney'],
    }),
    adminDeleteTransaction: build.mutation<Reply<'/admin/transactions/{id}/delete', 'delete'>, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/transactions/${encodeURIComponent(id)}/delete`,
        method: 'DELETE',
        body: reason ? { reason } : undefined,
      }),
      invalidatesTags: ['AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminDeletedTransactions: build.query<Reply<'/admin/deleted-transactions', 'get'>['transactions'], { user_id?: string }>({
      query: (args) => ({ url: '/admin/deleted-transactions', params: clean(args) }),
      transformResponse: (data: Reply<'/admin/deleted-transactions', 'get'>) => data.transactions,
      providesTags: ['AdminMoney'],
    }),
    // Above ADMIN_APPROVAL_CENTS the answer is 202: the request waits in the approval queue.
    adminRefund: build.mutation<
      Reply<'/admin/refund', 'post'> | Reply<'/admin/refund', 'post', 202>,
      { user_id: string; amount: number; reason: string; trade_id: string | null }
    >({
      query: (body) => ({ url: '/admin/refund', method: 'POST', body }),
      invalidatesTags: ['AdminMoney', 'AdminApproval', 'AdminUser', 'Balance'],
    }),
    adminAdjustBalance: build.mutation<
      Reply<'/admin/adjust-balance', 'post'> | Reply<'/admin/adjust-balance', 'post', 202>,
      { user_id: string; amount: number; direction: 'credit' | 'debit'; reason: string; trade_id: string | null }
    >({
      query: (body) => ({ url: '/admin/adjust-balance', method: 'POST', body }),
      invalidatesTags: ['AdminMoney', 'AdminApproval', 'AdminUser', 'Balance'],
    }),
    adminMoneyApprovals: build.query<Page<MoneyApproval>, { status: string; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/money-approvals', params: { status, page, per_page: MONEY_PAGE_SIZE } }),
      transformResponse: (data: Reply<'/admin/money-approvals', 'get'>) => pageOf(data.approvals, data),
      providesTags: ['AdminApproval'],
    }),
    adminDecideMoneyApproval: build.mutation<
      Reply<'/admin/money-approvals/{id}/reject', 'post'>,
      { id: string; outcome: 'approve' | 'reject'; admin_note?: string }
    >({
      query: ({ id, outcome, admin_note }) => ({
        url: `/admin/money-approvals/${encodeURIComponent(id)}/${outcome}`,
        method: 'POST',
        body: admin_note ? { admin_note } : {},
      }),
      invalidatesTags: ['AdminApproval', 'AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminLedgerCheck: build.query<Reply<'/admin/ledger/check', 'get'>, void>({
      query: () => '/admin/ledger/check',
      providesTags: ['AdminMoney'],
    }),
    adminWithdrawals: build.query<Page<Withdrawal>, { status: string; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/withdrawals', params: { status, page, per_page: MONEY_PAGE_SIZE } }),
      transformResponse: (data: Reply<'/admin/withdrawals', 'get'>) => pageOf(data.withdrawals, data),
      providesTags: ['AdminWithdrawal'],
    }),
    adminMarkWithdrawal: build.mutation<
      Reply<'/admin/withdrawals/{id}/mark-paid', 'post'>,
      { id: string; outcome: 'paid' | 'failed'; admin_note?: string; reason?: string }
    >({
      query: ({ id, outcome, ...body }) => ({ url: `/admin/withdrawals/${encodeURIComponent(id)}/mark-${outcome}`, method: 'POST', body }),
      invalidatesTags: ['AdminWithdrawal', 'AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminManualDeposits: build.query<Page<ManualDeposit>, { status: string; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/manual-deposits', params: { status, page, per_page: MONEY_PAGE_SIZE } }),
      transformResponse: (data: Reply<'/admin/manual-deposits', 'get'>) => pageOf(data.deposits, data),
      providesTags: ['AdminDeposit'],
    }),
    adminSettleDeposit: build.mutation<Reply<'/admin/manual-deposits/{id}/process', 'post'>, { id: string; outcome: 'process' | 'reject'; admin_note?: string }>({
      query: ({ id, outcome, admin_note }) => ({
        url: `/admin/manual-deposits/${encodeURIComponent(id)}/${outcome}`,
        method: 'POST',
        body: admin_note ? { admin_note } : {},
      }),
      invalidatesTags: ['AdminDeposit', 'AdminMoney', 'AdminUser', 'Balance'],
    }),
    adminDeletedAccounts: build.query<Reply<'/admin/deleted-accounts', 'get'>['accounts'], DeletedAccountFilters>({
      query: (filters) => ({ url: '/admin/deleted-accounts', params: clean(filters) }),
      transformResponse: (data: Reply<'/admin/deleted-accounts', 'get'>) => data.accounts,
      providesTags: ['AdminDeleted'],
    }),
    adminDeletedAccount: build.query<Reply<'/admin/deleted-accounts/{id}', 'get'>, string>({
      query: (id) => `/admin/deleted-accounts/${encodeURIComponent(id)}`,
      providesTags: ['AdminDeleted'],
    }),
    adminRefundDeletedAccount: build.mutation<Reply<'/admin/deleted-accounts/{id}/refund', 'post'>, { id: string; amount: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/deleted-accounts/${encodeURIComponent(id)}/refund`, method: 'POST', body }),
      invalidatesTags: ['AdminDeleted', 'AdminMoney'],
    }),

    // Settings
    adminSettings: build.query<Fees, void>({
      query: () => '/admin/settings',
      providesTags: ['AdminSettings'],
    }),
    adminSetFee: build.mutation<Fees, { which: 'trade-fee' | 'pickup-fee'; fee: number }>({
      query: ({ which, fee }) => ({ url: `/admin/settings/${which}`, method: 'PUT', body: { fee } }),
      invalidatesTags: ['AdminSettings', 'Settings'],
    }),

    // The administrator's own profile
    adminOwnProfile: build.query<Reply<'/user/profile', 'get'>, void>({
      query: () => '/user/profile',
      providesTags: ['Profile'],
    }),
    adminUploadOwnProfileImage: build.mutation<Reply<'/user/profile/image', 'post'>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/user/profile/image', method: 'POST', body };
      },
      invalidatesTags: ['Profile'],
    }),

    // Overview
    adminActivity: build.query<Reply<'/admin/activity', 'get'>, number>({
      query: (days) => ({ url: '/admin/activity', params: { days } }),
      providesTags: ['AdminTrade', 'AdminMoney'],
    }),
    /** The counts behind the tab badges and the overview. */
    adminOpenWork: build.query<{ pendingItems: number; openDisputes: number; pendingDeposits: number; pendingWithdrawals: number; disputesAvailable: boolean }, void>({
      queryFn: async (_arg, apiArgs, extra, baseQuery) => {
        const call = async <Body>(url: string, params: QueryParams) => {
          const result = await (baseQuery as AppBaseQuery)({ url, params }, apiArgs, extra as object);
          return result.error ? { error: result.error } : { data: result.data as Body };
        };
        const [items, disputes, deposits, withdrawals] = await Promise.all([
          call<Reply<'/admin/items', 'get'>>('/admin/items', { status: 'pending', per_page: 1 }),
          call<Reply<'/admin/disputes', 'get'>>('/admin/disputes', { per_page: 1 }),
          call<Reply<'/admin/manual-deposits', 'get'>>('/admin/manual-deposits', { status: 'pending', per_page: 1 }),
          call<Reply<'/admin/withdrawals', 'get'>>('/admin/withdrawals', { status: 'pending', per_page: 1 }),
        ]);
        if (items.error && deposits.error && withdrawals.error) return { error: items.error };
        return {
          data: {
            pendingItems: items.data?.counts.pending ?? 0,
            openDisputes: disputes.data?.open_count ?? 0,
            pendingDeposits: deposits.data?.total ?? 0,
            pendingWithdrawals: withdrawals.data?.total ?? 0,
            disputesAvailable: !disputes.error,
          },
        };
      },
      providesTags: ['AdminItem', 'AdminDispute', 'AdminDeposit', 'AdminWithdrawal', 'AdminWork'],
    }),
  }),
});

export const {
  useAdminOverdueReturnsQuery,
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
  useAdminMoneyApprovalsQuery,
  useAdminDecideMoneyApprovalMutation,
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
