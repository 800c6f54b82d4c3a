import type { Schema } from './apiTypes';
import { MONEY_WORDS as W, deliveryFeeLabel } from './moneyWords';

/** One member's money in a trade, as the API sends it (financial_breakdown*, a perspective's financials). */
export type TradeBreakdown = Schema<'TradeBreakdown'>;

interface MoneyLine {
  label: string;
  value: number;
  /** A few words under the label: what the amount is not, or when it comes back. */
  hint?: string;
  /** The line sums the ones above it. */
  total?: boolean;
}

interface TradeMoneyView {
  basis: TradeBreakdown['basis'];
  /** What the figures are: an estimate, frozen at acceptance, or nothing charged. */
  note: string;
  lines: MoneyLine[];
}

const TRADE_MONEY_NOTES: Record<TradeBreakdown['basis'], string> = {
  estimate: 'Estimate at today’s fees: the fees are paid only if the trade is accepted; the hold comes back when it completes.',
  accepted: 'The fees were paid when the trade was accepted; the hold comes back when the trade completes.',
  not_charged: 'This request ended without being accepted: nothing was charged and any hold was released.',
  cancelled: 'Cancelled after acceptance: the hold was released. Net cost is what the trade finally cost (a minus is money received).',
};

/**
 * The one reading of a member's trade money for every screen (member and
 * admin): the API's figures as sent, never recomputed. Total is the API's
 * total_charge: site fee + delivery fees + the other bag's value, once.
 */
export function tradeMoney(b: TradeBreakdown, deliveryMethod: string | undefined): TradeMoneyView {
  const basis = b.basis;
  if (basis === 'not_charged') {
    return { basis, note: TRADE_MONEY_NOTES.not_charged, lines: [{ label: 'Charged', value: 0, total: true }] };
  }
  const deliveryLabel = deliveryFeeLabel(deliveryMethod);
  if (basis === 'cancelled') {
    const lines: MoneyLine[] = [
      { label: W.siteFee, value: b.site_fee },
      { label: deliveryLabel, value: b.delivery_fees },
    ];
    // What came back reduces the cost; a penalty paid adds to it.
    if (b.fees_refunded) lines.push({ label: 'Fees refunded', value: -b.fees_refunded });
    if (b.penalty_paid) lines.push({ label: 'Cancellation penalty paid', value: b.penalty_paid });
    if (b.penalty_received) lines.push({ label: 'Cancellation penalty received', value: -b.penalty_received });
    lines.push({ label: 'Net cost', value: b.total_charge, total: true });
    return { basis, note: TRADE_MONEY_NOTES.cancelled, lines };
  }
  const lines: MoneyLine[] = [
    { label: W.siteFee, value: b.site_fee },
    { label: deliveryLabel, value: b.delivery_fees },
    { label: W.hold, hint: W.holdHint, value: b.other_item_value },
    { label: W.total, hint: W.totalHint, value: b.total_charge, total: true },
  ];
  if (b.original_balance !== undefined) {
    lines.push({ label: basis === 'estimate' ? W.balanceNow : W.balanceAtAcceptance, value: b.original_balance });
  }
  if (b.ending_balance !== undefined) lines.push({ label: W.availableAfter, hint: W.availableAfterHint, value: b.ending_balance });
  return { basis, note: TRADE_MONEY_NOTES[basis], lines };
}
