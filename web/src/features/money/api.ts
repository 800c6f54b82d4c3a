import { api } from '@/lib/api';
import type { Reply, RequestBody } from '@/lib/apiTypes';
import type { ManualDeposit, Transaction, Withdrawal } from './types';

export type PaymentInfo = Reply<'/deposits/manual/payment-info', 'get'>;

export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<Transaction[], void>({
      query: () => '/user/balance/transactions',
      transformResponse: (data: Reply<'/user/balance/transactions', 'get'>) => data.transactions,
      providesTags: ['Balance'],
    }),
    getWithdrawals: build.query<Withdrawal[], void>({
      query: () => '/user/withdrawals',
      transformResponse: (data: Reply<'/user/withdrawals', 'get'>) => data.withdrawals,
      providesTags: ['Balance'],
    }),
    getManualDeposits: build.query<ManualDeposit[], void>({
      query: () => '/user/manual-deposits',
      transformResponse: (data: Reply<'/user/manual-deposits', 'get'>) => data.deposits,
      providesTags: ['Balance'],
    }),
    getPaymentInfo: build.query<PaymentInfo, void>({
      query: () => '/deposits/manual/payment-info',
    }),
    withdraw: build.mutation<Reply<'/user/balance/withdraw', 'post', 201>, RequestBody<'/user/balance/withdraw', 'post'>>({
      query: (body) => ({ url: '/user/balance/withdraw', method: 'POST', body, idempotent: true }),
      invalidatesTags: ['Balance'],
    }),
    createManualDeposit: build.mutation<Reply<'/deposits/manual', 'post', 201>, RequestBody<'/deposits/manual', 'post'>>({
      query: (body) => ({ url: '/deposits/manual', method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
    createCheckoutSession: build.mutation<
      Reply<'/payments/create-checkout-session', 'post'>,
      RequestBody<'/payments/create-checkout-session', 'post'>
    >({
      query: (body) => ({ url: '/payments/create-checkout-session', method: 'POST', body }),
    }),
    verifyPaymentSession: build.mutation<Reply<'/payments/verify-session', 'post'>, RequestBody<'/payments/verify-session', 'post'>>({
      query: (body) => ({ url: '/payments/verify-session', method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
  }),
});

export const {
  useGetTransactionsQuery,
  useGetWithdrawalsQuery,
  useGetManualDepositsQuery,
  useGetPaymentInfoQuery,
  useWithdrawMutation,
  useCreateManualDepositMutation,
  useCreateCheckoutSessionMutation,
  useVerifyPaymentSessionMutation,
} = moneyApi;
