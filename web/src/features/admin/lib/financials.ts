import type { Schema } from '../../../lib/apiTypes';
import { num } from '../../../lib/normalize';
import { ADMIN_MESSAGES } from '../messages';

/**
 * The financial display rules of the trade details:
 * accepted and completed trades show the snapshot frozen at acceptance;
 * completed ones fall back to the stored breakdown; pending trades are
 * computed from current figures: total due = site fee + delivery fees, and
 * ending balance = balance - due - hold.
 */

/** One member's figures frozen when the trade was accepted. */
export type SnapshotSide = Partial<Schema<'TradeUserFinancials'>>;

export interface FinancialSnapshot {
  accepted_at?: string;
  initiator?: SnapshotSide;
  receiver?: SnapshotSide;
}

/** A member's breakdown as the API stores it (or estimates it, with computed: true). */
export type Breakdown = Partial<Schema<'TradeBreakdown'>>;

/** The initiator is user1 (who requested the trade); the receiver is user2. */
export type TradeSide = 'initiator' | 'receiver';

export interface FinancialTrade {
  status?: string;
  delivery_method?: string;
  shipping_cost?: number;
  financial_snapshot?: FinancialSnapshot | null;
  financial_breakdown_initiator?: Breakdown | null;
  financial_breakdown_receiver?: Breakdown | null;
}

/** Current figures for a trade that is not accepted yet, when the API sent no estimate. */
export interface LiveFigures {
  tradeFee?: number;
  pickupFee?: number;
  /** Value of the partner's bag, held as security. */
  holdValue?: number;
  /** The member's current balance. */
  balance?: number;
}

export interface FinancialView {
  source: 'snapshot' | 'breakdown' | 'computed';
  siteFee: number;
  deliveryFees: number;
  /** Shipping and pickup parts of the delivery fees (snapshot only). */
  shippingFee?: number;
  pickupFee?: number;
  hold: number;
  /** Site fee + delivery fees. */
  totalDue: number;
  totalIncludingHold: number;
  /** Balance at acceptance (snapshot, breakdown) or now (computed). */
  balance: number;
  endingBalance: number;
}

export type FinancialResult = { ok: true; view: FinancialView } | { ok: false; error: string };

const SNAPSHOT_STATUSES = new Set(['accepted', 'active', 'completed', 'disputed']);
const PENDING_STATUSES = new Set(['pending', 'modified']);

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;
const sum = (...values: number[]) => dollars(values.reduce((total, v) => total + cents(v), 0));
const n0 = (value: unknown) => num(value) ?? 0;

function fromSnapshot(s: SnapshotSide): FinancialView {
  const siteFee = n0(s.platform_fee);
  const shippingFee = n0(s.shipping_fee);
  const pickupFee = n0(s.pickup_fee);
  const deliveryFees = sum(shippingFee, pickupFee);
  const hold = n0(s.hold_amount);
  const totalDue = num(s.total_due) ?? sum(siteFee, deliveryFees);
  return {
    source: 'snapshot',
    siteFee,
    deliveryFees,
    shippingFee,
    pickupFee,
    hold,
    totalDue,
    totalIncludingHold: num(s.total_including_hold) ?? sum(totalDue, hold),
    balance: n0(s.balance_at_acceptance),
    endingBalance: num(s.ending_balance) ?? sum(n0(s.balance_at_acceptance), -totalDue, -hold),
  };
}

function fromBreakdown(b: Breakdown): FinancialView {
  const siteFee = n0(b.site_fee);
  const deliveryFees = n0(b.delivery_fees);
  const hold = n0(b.other_item_value);
  const totalDue = sum(siteFee, deliveryFees);
  const balance = n0(b.original_balance);
  return {
    source: 'breakdown',
    siteFee,
    deliveryFees,
    hold,
    totalDue,
    totalIncludingHold: num(b.total_charge) ?? sum(totalDue, hold),
    balance,
    endingBalance: num(b.ending_balance) ?? sum(balance, -totalDue, -hold),
  };
}

/** The pending-trade rule: total due = site fee + delivery fees; ending balance = balance - due - hold. */
export function computeFinancials(input: { siteFee: number; deliveryFees: number; hold: number; balance: number }): FinancialView {
  const totalDue = sum(input.siteFee, input.deliveryFees);
  return {
    source: 'computed',
    siteFee: input.siteFee,
    deliveryFees: input.deliveryFees,
    hold: input.hold,
    totalDue,
    totalIncludingHold: sum(totalDue, input.hold),
    balance: input.balance,
    endingBalance: sum(input.balance, -totalDue, -input.hold),
  };
}

function computed(trade: FinancialTrade, breakdown: Breakdown | null | undefined, live: LiveFigures): FinancialView {
  const delivery =
    trade.delivery_method === 'shipping' ? n0(trade.shipping_cost) : trade.delivery_method === 'pickup' ? n0(live.pickupFee) : 0;
  return computeFinancials({
    siteFee: num(breakdown?.site_fee) ?? n0(live.tradeFee),
    deliveryFees: num(breakdown?.delivery_fees) ?? delivery,
    hold: num(breakdown?.other_item_value) ?? n0(live.holdValue),
    balance: num(live.balance) ?? n0(breakdown?.original_balance),
  });
}

/** What the trade details show for one member. */
export function tradeFinancials(trade: FinancialTrade, side: TradeSide, live: LiveFigures = {}): FinancialResult {
  const status = (trade.status ?? '').toLowerCase();
  const snapshot = trade.financial_snapshot?.[side];
  const breakdown = side === 'initiator' ? trade.financial_breakdown_initiator : trade.financial_breakdown_receiver;

  if (PENDING_STATUSES.has(status)) return { ok: true, view: computed(trade, breakdown, live) };
  if (snapshot) return { ok: true, view: fromSnapshot(snapshot) };
  if (status === 'completed') {
    if (breakdown && !breakdown.computed) return { ok: true, view: fromBreakdown(breakdown) };
    return { ok: false, error: ADMIN_MESSAGES.completedFinancialsUnavailable };
  }
  if (SNAPSHOT_STATUSES.has(status) && breakdown && !breakdown.computed) return { ok: true, view: fromBreakdown(breakdown) };
  return { ok: true, view: computed(trade, breakdown, live) };
}

export const FINANCIAL_SOURCE_LABELS: Record<FinancialView['source'], string> = {
  snapshot: 'Snapshot at acceptance',
  breakdown: 'Stored breakdown',
  computed: 'Computed from current figures',
};

/** A member's figures from the per-member perspective (a stored breakdown, or an estimate while pending). */
export function breakdownFinancials(breakdown: Breakdown | null | undefined, status?: string): FinancialResult {
  if (!breakdown) {
    return (status ?? '').toLowerCase() === 'completed'
      ? { ok: false, error: ADMIN_MESSAGES.completedFinancialsUnavailable }
      : { ok: false, error: 'No financial figures for this member yet' };
  }
  if (breakdown.computed) {
    return {
      ok: true,
      view: computeFinancials({
        siteFee: n0(breakdown.site_fee),
        deliveryFees: n0(breakdown.delivery_fees),
        hold: n0(breakdown.other_item_value),
        balance: n0(breakdown.original_balance),
      }),
    };
  }
  return { ok: true, view: fromBreakdown(breakdown) };
}
