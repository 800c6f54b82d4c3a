import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What happened to the last card payment, shown on the Balance tab. */
export interface PaymentNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

interface PaymentState {
  verifying: boolean;
  notice: PaymentNotice | null;
}

const initialState: PaymentState = { verifying: false, notice: null };

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    paymentVerifying(state) {
      state.verifying = true;
      state.notice = { tone: 'info', text: 'Confirming your payment…' };
    },
    paymentNoticeSet(state, action: PayloadAction<PaymentNotice | null>) {
      state.verifying = false;
      state.notice = action.payload;
    },
  },
});

export const { paymentVerifying, paymentNoticeSet } = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;
export const selectPayment = (state: { payment: PaymentState }) => state.payment;
