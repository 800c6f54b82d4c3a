import type { Reply } from '@/lib/apiTypes';
import { addDays } from '@/lib/dates';
import { useBagCalendarQuery } from './api';

export type BookedRange = Reply<'/hats/{id}/calendar', 'get'>['booked'][number];

/**
 * Whether a trade from start to end touches a booked day, counting the
 * turnaround it keeps after its end date: the server's rule (a booking
 * already holds its own turnaround).
 */
export function overlapsBooked(start: string, end: string, turnaroundDays: number, ranges: readonly BookedRange[]): boolean {
  if (!start || !end) return false;
  const last = addDays(end, turnaroundDays);
  return ranges.some((r) => start <= r.end && r.start <= last);
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

/** The booked days of one bag (none while loading or without a bag) and the turnaround with its owner. */
export function useBagCalendar(id: string | undefined, delivery: 'pickup' | 'shipping' | null) {
  const query = useBagCalendarQuery({ id: id ?? '', delivery: delivery ?? 'pickup' }, { skip: !id });
  return { booked: query.data?.booked ?? NONE, turnaroundDays: query.data?.turnaround_days ?? 0, loading: query.isFetching };
}
