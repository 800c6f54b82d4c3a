import type { Schema } from '../../../lib/apiTypes';
import { ADMIN_MESSAGES } from '../messages';

/**
 * The financial display rules of the trade details:
 * accepted and completed trades show the snapshot frozen at acceptance;
 * completed ones fall back to the stored breakdown; pending trades are
 * computed from current figures: total due = site fee + delivery fees, and
 * ending balance = balance - due - hold.
 */

/** One member's figures frozen when the trade was accepted. */
type SnapshotSide = Schema<'TradeUserFinancials'>;

/** A member's breakdown as the API stores it (or estimates it, with computed: true). */
type Breakdown = Schema<'TradeBreakdown'>;

/** The initiator is user1 (who requested the trade); the receiver is user2. */
export type TradeSide = 'initiator' | 'receiver';

/** The fields of a trade the rules read. */
export type FinancialTrade = Partial<
  Pick<
    Schema<'Trade'>,
    'status' | 'delivery_method' | 'shipping_cost' | 'financial_snapshot' | 'financial_breakdown_initiator' | 'financial_breakdown_receiver'
  >
>;

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
function fromSnapshot(s: SnapshotSide): FinancialView {
  const balance = s.balance_at_acceptance ?? 0;
  return {
    source: 'snapshot',
    siteFee: s.platform_fee,
    deliveryFees: sum(s.shipping_fee, s.pickup_fee),
    shippingFee: s.shipping_fee,
    pickupFee: s.pickup_fee,
    hold: s.hold_amount,
    totalDue: s.total_due,
    totalIncludingHold: s.total_including_hold,
    balance,
    endingBalance: s.ending_balance ?? sum(balance, -s.total_due, -s.hold_amount),
  };
}

function fromBreakdown(b: Breakdown): FinancialView {
  const totalDue = sum(b.site_fee, b.delivery_fees);
  const balance = b.original_balance ?? 0;
  return {
    source: 'breakdown',
    siteFee: b.site_fee,
    deliveryFees: b.delivery_fees,
    hold: b.other_item_value,
    totalDue,
    totalIncludingHold: b.total_charge,
    balance,
    endingBalance: b.ending_balance ?? sum(balance, -totalDue, -b.other_item_value),
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
    trade.delivery_method === 'shipping' ? (trade.shipping_cost ?? 0) : trade.delivery_method === 'pickup' ? (live.pickupFee ?? 0) : 0;
  return computeFinancials({
    siteFee: breakdown?.site_fee ?? live.tradeFee ?? 0,
    deliveryFees: breakdown?.delivery_fees ?? delivery,
    hold: breakdown?.other_item_value ?? live.holdValue ?? 0,
    balance: live.balance ?? breakdown?.original_balance ?? 0,
  });
}

/** What the trade details show for one member. */
export function tradeFinancials(trade: FinancialTrade, side: TradeSide, live: LiveFigures = {}): FinancialResult {
  const status = trade.status ?? '';
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
        siteFee: breakdown.site_fee,
        deliveryFees: breakdown.delivery_fees,
        hold: breakdown.other_item_value,
        balance: breakdown.original_balance ?? 0,
      }),
    };
  }
  return { ok: true, view: fromBreakdown(breakdown) };
}
