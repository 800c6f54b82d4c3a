export interface Balance {
  balance: number;
  available_balance: number;
  held: number;
  active_fees: number;
}

export interface Transaction {
  _id: string;
  amount: number;
  description?: string;
  type?: string;
  transaction_type?: string;
  direction?: 'credit' | 'debit' | string;
  trade_id?: string | null;
  created_at?: string;
  balance?: number;
}

export type PaymentMethod = 'cashapp' | 'zelle';

export interface ManualDeposit {
  _id: string;
  amount: number;
  payment_method?: string;
  reference_number?: string;
  reference_note?: string;
  status?: string;
  created_at?: string;
  admin_note?: string;
}

export interface Withdrawal {
  _id: string;
  amount: number;
  note?: string;
  method?: string;
  status?: string;
  created_at?: string;
  admin_note?: string;
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cashapp: 'Cash App',
  zelle: 'Zelle',
  card: 'Debit card',
  manual: 'Manual',
};
