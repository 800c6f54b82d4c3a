import type { Schema } from '@/lib/apiTypes';

export type Transaction = Schema<'MoneyTransaction'>;
export type ManualDeposit = Schema<'MoneyManualDeposit'>;
export type Withdrawal = Schema<'MoneyWithdrawal'>;
/** How a member sends or receives money by hand. */
export type PaymentMethod = ManualDeposit['payment_method'];

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cashapp: 'Cash App',
  zelle: 'Zelle',
  card: 'Debit card',
  manual: 'Manual',
};
