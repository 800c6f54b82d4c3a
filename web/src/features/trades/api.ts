import { api } from '@/lib/api';
import type { Answer, Reply, RequestBody, Schema } from '@/lib/apiTypes';
import type { Trade } from '@/lib/trades';
import type {
  Dispute,
  PickupEligibility,
  ReviewEligibility,
  ReviewRecord,
  ShippingQuote,
  Tracking,
  TradeAction,
  TradeModification,
  TradeRequest,
} from './types';

/** How often open trade views and trade lists ask again, so the other member's actions appear. */
export const TRADE_POLL_MS = 5000;

/** Trades asked for per list. */
const LIST_SIZE = 100;

const ACTION_PATHS: Record<Exclude<TradeAction, 'modify'>, string> = {
  accept: 'accept',
  reject: 'reject',
  cancel: 'cancel',
  approve: 'approve',
  deny: 'deny',
  ack_received: 'ack/received',
  ack_returned: 'ack/returned',
};

const trades = (data: Schema<'TradePage'>): Trade[] => data.trades;

export const tradesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingTrades: build.query<Trade[], void>({
      query: () => ({ url: '/trades/pending', params: { per_page: LIST_SIZE } }),
      transformResponse: trades,
      providesTags: ['Trade'],
    }),
    getActiveTrades: build.query<Trade[], void>({
      query: () => ({ url: '/trades/active', params: { per_page: LIST_SIZE } }),
      transformResponse: trades,
      providesTags: ['Trade'],
    }),
    getTradeHistory: build.query<Trade[], void>({
      query: () => ({ url: '/trades/history', params: { per_page: LIST_SIZE } }),
      transformResponse: trades,
      providesTags: ['Trade'],
    }),
    getTrade: build.query<Schema<'TradeDetail'>, string>({
      query: (id) => `/trades/${id}`,
      providesTags: (_r, _e, id) => ['Trade', { type: 'Trade', id }],
    }),
    createTrade: build.mutation<Answer<'TradeAnswer'>, TradeRequest>({
      query: (body) => ({ url: '/trades', method: 'POST', body, idempotent: true }),
      invalidatesTags: ['Trade', 'Balance'],
    }),
    tradeAction: build.mutation<
      Answer<'TradeAnswer'>,
      { id: string; action: Exclude<TradeAction, 'modify'>; revision?: number; /** Confirmations: the uploaded condition photos. */ photo_ids?: string[] }
    >({
      query: ({ id, action, revision, photo_ids }) => ({
        url: `/trades/${id}/${ACTION_PATHS[action]}`,
        method: 'PUT',
        body: photo_ids ? { revision, photo_ids } : { revision },
        idempotent: true,
      }),
      invalidatesTags: ['Trade', 'Balance', 'MyItem', 'Item'],
    }),
    modifyTrade: build.mutation<Answer<'TradeAnswer'>, { id: string; changes: TradeModification; revision?: number }>({
      query: ({ id, changes, revision }) => ({ url: `/trades/${id}/modify`, method: 'PUT', body: { ...changes, revision }, idempotent: true }),
      invalidatesTags: ['Trade', 'Balance'],
    }),
    sendTradeMessage: build.mutation<Answer<'TradeMessageSent'>, { id: string; message: string }>({
      query: ({ id, message }) => ({ url: `/trades/${id}/messages`, method: 'POST', body: { message } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Trade', id }],
    }),
    getTradeLabel: build.mutation<Partial<Answer<'TradeLabelAnswer'>>, { id: string; kind: 'label' | 'return-label' }>({
      query: ({ id, kind }) => `/trades/${id}/${kind}`,
    }),
    regenerateLabels: build.mutation<Answer<'TradeAnswer'>, string>({
      query: (id) => ({ url: `/trades/${id}/regenerate-labels`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Trade', id }],
    }),
    getTracking: build.query<Tracking | null, string>({
      query: (id) => `/trades/${id}/tracking`,
      transformResponse: (data: Answer<'TradeTrackingAnswer'>): Tracking | null => data.tracking ?? null,
    }),
    /** A bag's booked days (with turnarounds), the days a trade's dates may not touch, and what requesting it costs. */
    bagCalendar: build.query<
      Reply<'/hats/{id}/calendar', 'get'>,
      { id: string; delivery: 'pickup' | 'shipping'; turnaroundDays?: number }
    >({
      query: ({ id, delivery, turnaroundDays }) => ({
        url: `/hats/${encodeURIComponent(id)}/calendar`,
        params: turnaroundDays === undefined ? { delivery_method: delivery } : { delivery_method: delivery, turnaround_days: turnaroundDays },
      }),
    }),
    checkPickup: build.mutation<PickupEligibility, { hat_id: string }>({
      query: (body) => ({ url: '/trades/pickup-eligible', method: 'POST', body }),
    }),
    calculateRates: build.mutation<ShippingQuote, RequestBody<'/shipping/calculate-rates', 'post'>>({
      query: (body) => ({ url: '/shipping/calculate-rates', method: 'POST', body }),
    }),
    canReview: build.mutation<ReviewEligibility, string>({
      query: (id) => `/trades/${id}/can-review`,
    }),
    createReview: build.mutation<Reply<'/reviews', 'post', 201>, RequestBody<'/reviews', 'post'>>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      invalidatesTags: ['Review', 'Trade'],
    }),
    getMyReviews: build.query<ReviewRecord[], void>({
      query: () => '/reviews/my-reviews',
      transformResponse: (data: Answer<'ReviewList'>) => data.reviews,
      providesTags: ['Review'],
    }),
    getReceivedReviews: build.query<ReviewRecord[], void>({
      query: () => '/reviews/received',
      transformResponse: (data: Answer<'ReviewList'>) => data.reviews,
      providesTags: ['Review'],
    }),
    getMyDisputes: build.query<Dispute[], void>({
      query: () => '/disputes/my-disputes',
      transformResponse: (data: Answer<'DisputeList'>) => data.disputes,
      providesTags: ['Dispute'],
    }),
    createDispute: build.mutation<Reply<'/disputes', 'post', 201>, FormData>({
      query: (body) => ({ url: '/disputes', method: 'POST', body }),
      invalidatesTags: ['Dispute', 'Trade'],
    }),
    /** The dispute's messages, oldest first. */
    getDisputeMessages: build.query<Schema<'DisputeMessage'>[], string>({
      query: (id) => `/disputes/${id}/messages`,
      transformResponse: (data: Reply<'/disputes/{id}/messages', 'get'>) => data.messages,
      providesTags: (_r, _e, id) => [{ type: 'Dispute', id }],
    }),
    sendDisputeMessage: build.mutation<Answer<'DisputeMessageSent'>, { id: string } & Schema<'DisputeMessageRequest'>>({
      query: ({ id, message }) => ({ url: `/disputes/${id}/messages`, method: 'POST', body: { message } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Dispute', id }],
    }),
  }),
});

export const {
  useBagCalendarQuery,
  useGetPendingTradesQuery,
  useGetActiveTradesQuery,
  useGetTradeHistoryQuery,
  useGetTradeQuery,
  useCreateTradeMutation,
  useTradeActionMutation,
  useModifyTradeMutation,
  useSendTradeMessageMutation,
  useGetTradeLabelMutation,
  useRegenerateLabelsMutation,
  useGetTrackingQuery,
  useCheckPickupMutation,
  useCalculateRatesMutation,
  useCanReviewMutation,
  useCreateReviewMutation,
  useGetMyReviewsQuery,
  useGetReceivedReviewsQuery,
  useGetMyDisputesQuery,
  useCreateDisputeMutation,
  useGetDisputeMessagesQuery,
  useSendDisputeMessageMutation,
} = tradesApi;
