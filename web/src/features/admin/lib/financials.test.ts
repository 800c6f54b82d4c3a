import { describe, expect, it } from 'vitest';
import { breakdownFinancials, computeFinancials, tradeFinancials, type FinancialTrade } from './financials';

const snapshot = {
  accepted_at: '2026-11-22T15:41:50Z',
  initiator: {
    platform_fee: 5,
    shipping_fee: 18,
    pickup_fee: 0,
    hold_amount: 1450,
    total_due: 23,
    total_including_hold: 1473,
    balance_at_acceptance: 200,
    ending_balance: -1296,
  },
  receiver: {
    platform_fee: 5,
    shipping_fee: 18,
    pickup_fee: 0,
    hold_amount: 4800,
    total_due: 23,
    total_including_hold: 4823,
    balance_at_acceptance: 10000,
    ending_balance: 5177,
  },
};
const storedBreakdown = { site_fee: 4, delivery_fees: 5, other_item_value: 100, original_balance: 500, total_charge: 109, ending_balance: 391, computed: false };

describe('the trade financial display rules', () => {
  it('uses the snapshot for accepted trades, per member', () => {
    const trade: FinancialTrade = { status: 'accepted', financial_snapshot: snapshot, financial_breakdown_initiator: storedBreakdown };
    const initiator = tradeFinancials(trade, 'initiator');
    const receiver = tradeFinancials(trade, 'receiver');
    expect(initiator).toMatchObject({ ok: true, view: { source: 'snapshot', siteFee: 5, deliveryFees: 18, hold: 1450, totalDue: 23, balance: 200, endingBalance: -1296 } });
    expect(receiver).toMatchObject({ ok: true, view: { source: 'snapshot', hold: 4800, totalIncludingHold: 4823, balance: 10000, endingBalance: 5177 } });
  });

  it('uses the snapshot for completed trades', () => {
    expect(tradeFinancials({ status: 'completed', financial_snapshot: snapshot }, 'receiver')).toMatchObject({ ok: true, view: { source: 'snapshot', endingBalance: 5177 } });
  });

  it('falls back to the stored breakdown for a completed trade without a snapshot', () => {
    const result = tradeFinancials({ status: 'completed', financial_breakdown_initiator: storedBreakdown }, 'initiator');
    expect(result).toMatchObject({ ok: true, view: { source: 'breakdown', siteFee: 4, deliveryFees: 5, totalDue: 9, hold: 100, balance: 500, endingBalance: 391 } });
  });

  it('says so when a completed trade has neither', () => {
    expect(tradeFinancials({ status: 'completed' }, 'initiator')).toEqual({ ok: false, error: 'Error: Unable to load financial data for this completed trade' });
    expect(tradeFinancials({ status: 'completed', financial_breakdown_receiver: { ...storedBreakdown, computed: true } }, 'receiver')).toEqual({
      ok: false,
      error: 'Error: Unable to load financial data for this completed trade',
    });
  });

  it('computes pending trades: total due = site fee + delivery fees; ending balance = balance - due - hold', () => {
    const pending: FinancialTrade = {
      status: 'pending',
      delivery_method: 'shipping',
      shipping_cost: 18.5,
      financial_snapshot: snapshot, // ignored while pending
      financial_breakdown_initiator: { site_fee: 5, delivery_fees: 18.5, other_item_value: 1450, original_balance: 2000, total_charge: 0, ending_balance: 0, computed: true },
    };
    expect(tradeFinancials(pending, 'initiator')).toEqual({
      ok: true,
      view: { source: 'computed', siteFee: 5, deliveryFees: 18.5, hold: 1450, totalDue: 23.5, totalIncludingHold: 1473.5, balance: 2000, endingBalance: 526.5 },
    });
  });

  it('computes from live figures when the API sent no estimate', () => {
    const pickup: FinancialTrade = { status: 'modified', delivery_method: 'pickup' };
    expect(tradeFinancials(pickup, 'receiver', { tradeFee: 5, pickupFee: 5, holdValue: 300, balance: 100.1 })).toMatchObject({
      ok: true,
      view: { source: 'computed', totalDue: 10, hold: 300, endingBalance: -209.9 },
    });
    expect(computeFinancials({ siteFee: 0.1, deliveryFees: 0.2, hold: 0, balance: 0.3 })).toMatchObject({ totalDue: 0.3, endingBalance: 0 });
  });

  it('reads the per-member perspective breakdown the same way', () => {
    expect(breakdownFinancials({ ...storedBreakdown, computed: true })).toMatchObject({ ok: true, view: { source: 'computed', totalDue: 9, endingBalance: 391 } });
    expect(breakdownFinancials(storedBreakdown)).toMatchObject({ ok: true, view: { source: 'breakdown' } });
    expect(breakdownFinancials(null, 'completed')).toEqual({ ok: false, error: 'Error: Unable to load financial data for this completed trade' });
  });
});
