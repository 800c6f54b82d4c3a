import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatCalendarDate, formatDashboardDate, formatDashboardTime, formatMonthYear } from './dates';
import { formatRating, shortId, truncate } from './format';

describe('dates', () => {
  it('adds and counts calendar days across months and leap days', () => {
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(daysBetween('2030-01-30', '2030-03-01')).toBe(30);
  });

  it('formats calendar dates without time-zone shifts', () => {
    expect(formatCalendarDate('2030-03-01')).toBe('Mar 1, 2030');
    expect(formatCalendarDate('2030-03-01T23:30:00Z')).toBe('Mar 1, 2030');
    expect(formatCalendarDate(undefined)).toBe('—');
  });

  it('shows dashboard times four hours behind UTC', () => {
    expect(formatDashboardTime('2030-03-01T02:15:00Z')).toBe('Feb 28, 2030, 10:15 PM');
    expect(formatDashboardTime('nonsense')).toBe('—');
    // Dates of times are the day members see (UTC-4); calendar dates stay as written.
    expect(formatDashboardDate('2030-03-01T02:15:00Z')).toBe('Feb 28, 2030');
    expect(formatDashboardDate('2030-03-01')).toBe('Mar 1, 2030');
  });

  it('formats member-since months', () => {
    expect(formatMonthYear('2029-11-05T00:00:00Z')).toBe('November 2029');
  });
});

describe('format', () => {
  it('cuts previews, shortens ids and formats ratings', () => {
    expect(truncate('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}…`);
    expect(truncate('short', 50)).toBe('short');
    expect(shortId('65a1b2c3d4e5f6a7b8c9d0e1')).toBe('c9d0e1');
    expect(shortId('65a1b2c3d4e5f6a7b8c9d0e1', 8)).toBe('b8c9d0e1');
    expect(formatRating(4.456)).toBe('4.5');
    expect(formatRating(4.456, 2)).toBe('4.46');
    expect(formatRating(undefined)).toBe('—');
  });
});
