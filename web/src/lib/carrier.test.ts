import { describe, expect, it } from 'vitest';
import { carrierStatusText, returnParcelLines } from './carrier';
import { formatDashboardTime } from './dates';

describe('carrier status text', () => {
  it('names the statuses as members read them', () => {
    expect(carrierStatusText({ status: 'transit' })).toBe('In transit');
    expect(carrierStatusText({ status: 'transit', substatus: 'out_for_delivery' })).toBe('Out for delivery');
    expect(carrierStatusText({ status: 'delivered' })).toBe('Delivered');
    expect(carrierStatusText({ status: 'failure' })).toBe('Delivery problem');
  });

  it('gives each return parcel of a shipping trade its latest scan, and nothing for pickup', () => {
    const trade = {
      delivery_method: 'shipping' as const,
      user1_name: 'Ana',
      user2_name: 'Bea',
      carrier_status: [
        { leg: 'user1_out' as const, status: 'delivered' as const, status_date: '2030-03-01T10:00:00Z' },
        { leg: 'user2_return' as const, status: 'transit' as const, status_date: '2030-03-09T10:00:00Z' },
      ],
    };
    expect(returnParcelLines(trade)).toEqual([
      'Return from Ana: no carrier scan yet',
      `Return from Bea: In transit, ${formatDashboardTime('2030-03-09T10:00:00Z')}`,
    ]);
    expect(returnParcelLines({ ...trade, delivery_method: 'pickup' })).toEqual([]);
  });
});
