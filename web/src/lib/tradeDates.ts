import { daysBetween, earliestStartDate, isCalendarDate } from './dates';

/** Longest trade in the request form (days after the start) and in the dashboard check. */
export const MAX_REQUEST_DAYS = 30;
export const MAX_DASHBOARD_DAYS = 31;

/** The refusals of a trade's dates, as the server words them (the date search uses them too). */
export const DATE_MESSAGES = {
  datesRequired: 'Please choose a start and an end date',
  startTooSoon: 'Start date must be at least 3 days from today (New York time)',
  endAfterStart: 'End date must be after start date',
  requestTooLong: 'Trade duration cannot exceed 30 days',
  dashboardTooLong: 'Trade duration cannot exceed 1 month (31 days)',
} as const;

/** Start at least 3 days ahead (New York), end after start and at most `maxDays` after it. */
export function validateDates(start: string, end: string, maxDays: number, now = new Date()): string | null {
  if (!start || start < earliestStartDate(now)) return DATE_MESSAGES.startTooSoon;
  if (!end || end <= start) return DATE_MESSAGES.endAfterStart;
  if (daysBetween(start, end) > maxDays) return maxDays === MAX_DASHBOARD_DAYS ? DATE_MESSAGES.dashboardTooLong : DATE_MESSAGES.requestTooLong;
  return null;
}

/** The dates a member searches for (?start=&end= in the address). */
export interface DateRange {
  start: string;
  end: string;
}

/** The searched dates in the address, when both are calendar dates a request may ask for. */
export function readDateRange(search: URLSearchParams, now = new Date()): DateRange | undefined {
  const start = search.get('start') ?? '';
  const end = search.get('end') ?? '';
  if (!isCalendarDate(start) || !isCalendarDate(end) || validateDates(start, end, MAX_REQUEST_DAYS, now)) return undefined;
  return { start, end };
}

/** Why the dates in the address are not searched (null when there are none or they are fine). */
export function dateRangeProblem(search: URLSearchParams, now = new Date()): string | null {
  const start = search.get('start') ?? '';
  const end = search.get('end') ?? '';
  if (!start && !end) return null;
  if (!start || !end) return DATE_MESSAGES.datesRequired;
  return validateDates(start, end, MAX_REQUEST_DAYS, now);
}
