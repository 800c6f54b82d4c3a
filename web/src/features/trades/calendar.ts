import type { Reply } from '@/lib/apiTypes';
import { addDays } from '@/lib/dates';
import { useBagCalendarQuery } from './api';

type BagCalendar = Reply<'/hats/{id}/calendar', 'get'>;
export type BookedRange = BagCalendar['booked'][number];
export type Charges = NonNullable<BagCalendar['charges']>;

/**
 * Whether a trade from start to end touches a day the calendar says its
 * dates may not (the server counts the turnaround into those days).
 */
export function touchesUnavailable(start: string, end: string, ranges: readonly BookedRange[]): boolean {
  if (!start || !end) return false;
  return ranges.some((r) => start <= r.end && r.start <= end);
}

/** Whether a pickup trade's first pickup day (Thursday or Sunday from the start) comes by its end date. */
export function holdsPickupDay(start: string, end: string): boolean {
  if (!start || !end) return true;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 4) return true;
  }
  return false;
}

const NONE: BookedRange[] = [];

/**
 * The booked days of one bag and the days a trade's dates may not touch
 * (none while loading or without a bag), the turnaround with its owner (or
 * turnaroundDays, when given), and what requesting the bag would cost.
 */
export function useBagCalendar(id: string | undefined, delivery: 'pickup' | 'shipping' | null, turnaroundDays?: number) {
  const query = useBagCalendarQuery({ id: id ?? '', delivery: delivery ?? 'pickup', turnaroundDays }, { skip: !id });
  return {
    booked: query.data?.booked ?? NONE,
    unavailable: query.data?.unavailable ?? NONE,
    turnaroundDays: query.data?.turnaround_days,
    charges: query.data?.charges ?? null,
    loading: query.isFetching,
  };
}
