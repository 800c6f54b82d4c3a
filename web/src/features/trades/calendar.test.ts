import { describe, expect, it } from 'vitest';
import { holdsPickupDay, overlapsBooked } from './calendar';

describe('the booking rule the forms share with the server', () => {
  const booked = [{ start: '2027-03-10', end: '2027-03-15' }];

  it('refuses dates whose days or turnaround touch a booked range', () => {
    expect(overlapsBooked('2027-03-01', '2027-03-08', 1, booked)).toBe(false);
    expect(overlapsBooked('2027-03-01', '2027-03-08', 2, booked)).toBe(true);
    expect(overlapsBooked('2027-03-15', '2027-03-20', 0, booked)).toBe(true);
    expect(overlapsBooked('2027-03-16', '2027-03-20', 5, booked)).toBe(false);
    expect(overlapsBooked('', '2027-03-20', 5, booked)).toBe(false);
  });

  it('wants a Thursday or Sunday inside a pickup trade', () => {
    expect(holdsPickupDay('2027-03-01', '2027-03-03')).toBe(false); // Monday to Wednesday
    expect(holdsPickupDay('2027-03-01', '2027-03-04')).toBe(true); // to Thursday
    expect(holdsPickupDay('2027-03-06', '2027-03-07')).toBe(true); // Saturday to Sunday
  });
});
