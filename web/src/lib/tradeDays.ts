import { formatWeekdayDate, todayInNewYork } from './dates';
import { perspective, type Trade } from './trades';

/** Where pickup trades hand the bags over (the specification's pickup hub). */
export const PICKUP_PLACE = 'the PurseTrade pickup point, ZIP 33017';

/**
 * The days the bags change hands: pickup trades meet at the hub on their
 * pickup days; shipped bags are due by the start date and go back after the end date.
 */
export function handoverDays(trade: Trade): { handover: string; back: string; place?: string } {
  if (trade.delivery_method === 'shipping') return { handover: trade.start_date, back: trade.end_date };
  return { handover: trade.pickup_date || trade.start_date, back: trade.return_pickup_date || trade.end_date, place: PICKUP_PLACE };
}

/** "Handover Thu, Mar 14 at ..." : the trade's main date line. */
export function handoverText(trade: Trade): string {
  const { handover, place } = handoverDays(trade);
  return trade.delivery_method === 'shipping'
    ? `Arrives by ${formatWeekdayDate(handover)} (shipping)`
    : `Handover ${formatWeekdayDate(handover)} at ${place}`;
}

/** "Back Sun, Mar 24": when each bag goes home. */
export function backText(trade: Trade): string {
  const { back } = handoverDays(trade);
  return trade.delivery_method === 'shipping' ? `Ships back after ${formatWeekdayDate(back)}` : `Return ${formatWeekdayDate(back)}, same place`;
}

/** Whether the handover day has come (New York time, as the trade date rules). */
export function handoverReached(trade: Trade, now: Date = new Date()): boolean {
  return todayInNewYork(now) >= handoverDays(trade).handover;
}

/** What happens next in an active trade, from this member's side (display only; buttons come from actions). */
export function nextStepText(trade: Trade, me: string | undefined, now: Date = new Date()): string | null {
  if (trade.status !== 'accepted') return null;
  const v = perspective(trade, me);
  if (!v.received) return handoverReached(trade, now) ? 'Have you got the bag? Confirm Received once it is in your hands.' : `${handoverText(trade)}.`;
  if (!v.partnerReceived) return `Waiting for ${v.partner.name} to confirm receipt.`;
  if (!v.returned) return 'Confirm when your own bag comes home.';
  if (!v.partnerReturned) return `Waiting for ${v.partner.name} to confirm the return.`;
  return 'Both bags are home: the trade completes shortly.';
}
