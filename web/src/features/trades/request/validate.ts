import { addDays } from '@/lib/dates';
import { MAX_REQUEST_DAYS, validateDates } from '@/lib/tradeDates';
import { holdsPickupDay } from '@/features/trades/calendar';
import { TRADE_MESSAGES } from '@/features/trades/messages';


export interface RequestDraft {
  myItemId: string | null;
  startDate: string;
  endDate: string;
  delivery: 'pickup' | 'shipping' | null;
  pickupEligible: boolean | null;
  shippingCost: number | null;
  /** Either bag is booked on a day from the start to the end date plus the turnaround. */
  booked?: boolean;
}

/** The request form's rules, in the order the member meets them. */
export function validateRequest(draft: RequestDraft, now = new Date()): string | null {
  if (!draft.myItemId) return TRADE_MESSAGES.selectItem;
  const dates = validateDates(draft.startDate, draft.endDate, MAX_REQUEST_DAYS, now);
  if (dates) return dates;
  if (draft.booked) return TRADE_MESSAGES.booked;
  if (!draft.delivery) return TRADE_MESSAGES.selectDelivery;
  if (draft.delivery === 'pickup' && !holdsPickupDay(draft.startDate, draft.endDate)) return TRADE_MESSAGES.noPickupDay;
  if (draft.delivery === 'pickup') {
    if (draft.pickupEligible === null) return TRADE_MESSAGES.pickupFirst;
    if (!draft.pickupEligible) return TRADE_MESSAGES.pickupIneligible;
  }
  if (draft.delivery === 'shipping' && draft.shippingCost === null) return TRADE_MESSAGES.ratesFirst;
  return null;
}

/** End date for a duration in days. */
export function endFor(start: string, days: number): string {
  return addDays(start, days);
}

const ZIP = /^\d{5}$/;

/** ZIP codes for the rate step: both given, five digits each. */
export function validateZips(from: string, to: string): string | null {
  if (!from.trim() || !to.trim()) return TRADE_MESSAGES.zipBoth;
  if (!ZIP.test(from.trim()) || !ZIP.test(to.trim())) return TRADE_MESSAGES.zipValid;
  return null;
}

export type RequestField = 'myItem' | 'startDate' | 'endDate' | 'delivery';

const FIELD_OF: Record<string, RequestField> = {
  [TRADE_MESSAGES.selectItem]: 'myItem',
  [TRADE_MESSAGES.startTooSoon]: 'startDate',
  [TRADE_MESSAGES.booked]: 'startDate',
  [TRADE_MESSAGES.endAfterStart]: 'endDate',
  [TRADE_MESSAGES.requestTooLong]: 'endDate',
  [TRADE_MESSAGES.dashboardTooLong]: 'endDate',
};

/** The field a rule's message is said beside; the delivery group for the rest of the request's rules. */
export const fieldOf = (message: string): RequestField => FIELD_OF[message] ?? 'delivery';
