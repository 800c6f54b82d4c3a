/** Calendar dates ("YYYY-MM-DD") and the time rules of the specification. */

const NY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in New York, where the trade date rules are judged. */
export function todayInNewYork(now: Date = new Date()): string {
  return NY_DAY.format(now);
}

function toUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, (m || 1) - 1, d || 1);
}

export function isCalendarDate(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toUtc(value));
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** A trade may start at the earliest this many days after today (New York). */
export const MIN_START_DAYS_AHEAD = 3;

export function earliestStartDate(now: Date = new Date()): string {
  return addDays(todayInNewYork(now), MIN_START_DAYS_AHEAD);
}

/** The date part of an RFC 3339 time or a calendar date. */
export function calendarPart(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const part = value.slice(0, 10);
  return isCalendarDate(part) ? part : undefined;
}

const CALENDAR = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 14, 2026" for a calendar date (or the date part of a time), without time-zone shifts. */
export function formatCalendarDate(value: string | undefined | null): string {
  const part = calendarPart(value);
  return part ? CALENDAR.format(new Date(toUtc(part))) : '—';
}

const WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** "Thu, Mar 14" for a calendar date: a day something happens on. */
export function formatWeekdayDate(value: string | undefined | null): string {
  const part = calendarPart(value);
  return part ? WEEKDAY_DATE.format(new Date(toUtc(part))) : '—';
}

/** Dashboard times are shown at a fixed offset of four hours behind UTC. */
export const DASHBOARD_UTC_OFFSET_HOURS = -4;

const DASHBOARD_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 14, 2026, 3:05 PM" at UTC-4, as the dashboard shows times. */
export function formatDashboardTime(value: string | undefined | null): string {
  if (!value) return '—';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return '—';
  return DASHBOARD_TIME.format(new Date(ms + DASHBOARD_UTC_OFFSET_HOURS * 3_600_000));
}

/** "Mar 14, 2026": a calendar date as written, or the dashboard's day (UTC-4) of a time. */
export function formatDashboardDate(value: string | undefined | null): string {
  if (!value) return '—';
  if (isCalendarDate(value)) return formatCalendarDate(value);
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '—' : CALENDAR.format(new Date(ms + DASHBOARD_UTC_OFFSET_HOURS * 3_600_000));
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** "March 2026" for member-since lines. */
export function formatMonthYear(value: string | undefined | null): string {
  if (!value) return '—';
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '—' : MONTH_YEAR.format(new Date(ms));
}
