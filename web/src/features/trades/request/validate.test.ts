import { describe, expect, it } from 'vitest';
import { addDays, earliestStartDate, todayInNewYork } from '@/lib/dates';
import { validateDates } from '@/lib/tradeDates';
import { validateRequest, validateZips } from './validate';

describe('New York date rules', () => {
  it('judges "today" in New York', () => {
    // 03:30 UTC on March 10 is still March 9 in New York.
    expect(todayInNewYork(new Date('2030-03-10T03:30:00Z'))).toBe('2030-03-09');
    expect(earliestStartDate(new Date('2030-03-10T03:30:00Z'))).toBe('2030-03-12');
    expect(earliestStartDate(new Date('2030-03-10T05:30:00Z'))).toBe('2030-03-13');
  });

  it('needs the start at least 3 days ahead and the end after it, within the limit', () => {
    const now = new Date('2030-03-10T15:00:00Z');
    expect(validateDates('2030-03-12', '2030-03-15', 30, now)).toBe('Start date must be at least 3 days from today (New York time)');
    expect(validateDates('2030-03-13', '2030-03-13', 30, now)).toBe('End date must be after start date');
    expect(validateDates('2030-03-13', '2030-04-13', 30, now)).toBe('Trade duration cannot exceed 30 days');
    expect(validateDates('2030-03-13', '2030-04-12', 30, now)).toBeNull();
    expect(validateDates('2030-03-13', '2030-04-14', 31, now)).toBe('Trade duration cannot exceed 1 month (31 days)');
    expect(validateDates('2030-03-13', '2030-04-13', 31, now)).toBeNull();
  });
});

describe('request rules', () => {
  const ok = { myItemId: 'm', startDate: addDays(earliestStartDate(), 1), endDate: addDays(earliestStartDate(), 8), delivery: 'pickup' as const, pickupEligible: true, shippingCost: null };
  it('go item, dates, delivery, pickup check, shipping rate', () => {
    expect(validateRequest({ ...ok, myItemId: null })).toBe('Please select an item to trade');
    expect(validateRequest({ ...ok, delivery: null })).toBe('Please select a delivery method');
    expect(validateRequest({ ...ok, pickupEligible: null })).toBe('Please check pickup eligibility first');
    expect(validateRequest({ ...ok, pickupEligible: false })).toBe('Pickup not eligible: both users must be within 50 miles of 33017.');
    expect(validateRequest({ ...ok, delivery: 'shipping' })).toBe('Please calculate shipping rates first');
    expect(validateRequest({ ...ok, delivery: 'shipping', shippingCost: 20 })).toBeNull();
    expect(validateRequest(ok)).toBeNull();
  });

  it('zip codes are both given and 5 digits', () => {
    expect(validateZips('', '33012')).toBe('Please enter both from and to zip codes.');
    expect(validateZips('3301', '33012')).toBe('Please enter valid 5-digit zip codes.');
    expect(validateZips('33012', '1000a')).toBe('Please enter valid 5-digit zip codes.');
    expect(validateZips('33012', '10001')).toBeNull();
  });
});
