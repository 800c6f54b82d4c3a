import type { Schema } from '@/lib/apiTypes';
import { formatDashboardTime } from '@/lib/dates';

type Trade = Schema<'Trade'>;
type CarrierStatus = Schema<'TradeCarrierStatus'>;

const STATUS_TEXT: Record<CarrierStatus['status'], string> = {
  pre_transit: 'Label created',
  transit: 'In transit',
  delivered: 'Delivered',
  returned: 'Returned to sender',
  failure: 'Delivery problem',
};

/** What the carrier last said of a parcel, as members read it ("Out for delivery"). */
export function carrierStatusText(s: Pick<CarrierStatus, 'status' | 'substatus'>): string {
  if (s.status === 'transit' && s.substatus === 'out_for_delivery') return 'Out for delivery';
  return STATUS_TEXT[s.status] ?? s.status;
}

/** The carrier's latest word on one of the trade's parcels, or undefined before its first scan. */
export function latestScan(trade: Pick<Trade, 'carrier_status'>, leg: CarrierStatus['leg']): CarrierStatus | undefined {
  return trade.carrier_status?.find((s) => s.leg === leg);
}

/**
 * Each return parcel's carrier status for the admins' overdue queue:
 * "Return from Ana: In transit, Dec 2, 3:15 PM" or "no carrier scan yet".
 */
export function returnParcelLines(trade: Pick<Trade, 'carrier_status' | 'user1_name' | 'user2_name' | 'delivery_method'>): string[] {
  if (trade.delivery_method !== 'shipping') return [];
  const line = (leg: CarrierStatus['leg'], name: string | undefined) => {
    const scan = latestScan(trade, leg);
    const from = `Return from ${name || 'member'}`;
    return scan ? `${from}: ${carrierStatusText(scan)}, ${formatDashboardTime(scan.status_date)}` : `${from}: no carrier scan yet`;
  };
  return [line('user1_return', trade.user1_name), line('user2_return', trade.user2_name)];
}
