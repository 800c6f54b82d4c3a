import { api } from '../../lib/api';
import { idOf, isObject, listOf, num } from '../../lib/normalize';
import type { Balance, ManualDeposit, PaymentMethod, Transaction, Withdrawal } from './types';

function toBalance(data: unknown): Balance {
  const source = isObject(data) ? (isObject(data.balance) ? data.balance : data) : {};
  const balance = num(source.balance) ?? 0;
  const held = num(source.held) ?? num(source.held_balance) ?? 0;
  return {
    balance,
    held,
    available_balance: num(source.available_balance) ?? balance - held,
    active_fees: num(source.active_fees) ?? 0,
  };
}

function withIds<T extends { _id: string }>(records: T[]): T[] {
  return records.map((r) => ({ ...r, _id: idOf(r) }));
}

export interface PaymentInfo {
  [field: string]: unknown;
}

export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Balance, void>({
      query: () => '/user/balance',
      transformResponse: toBalance,
      providesTags: ['Balance'],
    }),
    getTransactions: build.query<Transaction[], void>({
      query: () => '/user/balance/transactions',
      transformResponse: (data: unknown) => withIds(listOf<Transaction>(data, 'transactions')),
      providesTags: ['Balance'],
    }),
    getWithdrawals: build.query<Withdrawal[], void>({
      query: () => '/user/withdrawals',
      transformResponse: (data: unknown) => withIds(listOf<Withdrawal>(data, 'withdrawals')),
      providesTags: ['Balance'],
    }),
    getManualDeposits: build.query<ManualDeposit[], void>({
      query: () => '/user/manual-deposits',
      transformResponse: (data: unknown) => withIds(listOf<ManualDeposit>(data, 'deposits', 'manual_deposits')),
      providesTags: ['Balance'],
    }),
    getPaymentInfo: build.query<PaymentInfo, void>({
      query: () => '/deposits/manual/payment-info',
    }),
    withdraw: build.mutation<{ message?: string; withdrawal_id?: string }, { amount: number; note: string; method: PaymentMethod }>({
      query: (body) => ({ url: '/user/balance/withdraw', method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
    createManualDeposit: build.mutation<
      { message?: string; reference_number?: string; deposit?: ManualDeposit },
      { amount: number; payment_method: PaymentMethod; reference_note: string }
    >({
      query: (body) => ({ url: '/deposits/manual', method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
    createCheckoutSession: build.mutation<{ url?: string; session_id?: string }, { amount: number; return_url: string }>({
      query: (body) => ({ url: '/payments/create-checkout-session', method: 'POST', body }),
    }),
    verifyPaymentSession: build.mutation<{ success?: boolean; message?: string; balance?: number }, { session_id: string }>({
      query: (body) => ({ url: '/payments/verify-session', method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useGetTransactionsQuery,
  useGetWithdrawalsQuery,
  useGetManualDepositsQuery,
  useGetPaymentInfoQuery,
  useWithdrawMutation,
  useCreateManualDepositMutation,
  useCreateCheckoutSessionMutation,
  useVerifyPaymentSessionMutation,
} = moneyApi;
