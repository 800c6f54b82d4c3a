import { describe, expect, it } from 'vitest';
import { holdsPickupDay, touchesUnavailable } from './calendar';

describe('the calendar rules the forms render', () => {
  const unavailable = [{ start: '2027-03-08', end: '2027-03-15' }];

  it('refuses dates that touch a day the calendar says they may not', () => {
    expect(touchesUnavailable('2027-03-01', '2027-03-07', unavailable)).toBe(false);
    expect(touchesUnavailable('2027-03-01', '2027-03-08', unavailable)).toBe(true);
    expect(touchesUnavailable('2027-03-15', '2027-03-20', unavailable)).toBe(true);
    expect(touchesUnavailable('2027-03-16', '2027-03-20', unavailable)).toBe(false);
    expect(touchesUnavailable('', '2027-03-20', unavailable)).toBe(false);
  });

  it('wants a Thursday or Sunday inside a pickup trade', () => {
    expect(holdsPickupDay('2027-03-01', '2027-03-03')).toBe(false); // Monday to Wednesday
    expect(holdsPickupDay('2027-03-01', '2027-03-04')).toBe(true); // to Thursday
    expect(holdsPickupDay('2027-03-06', '2027-03-07')).toBe(true); // Saturday to Sunday
  });
});
