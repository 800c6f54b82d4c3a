import { DEFAULT_PICKUP_FEE, DEFAULT_TRADE_FEE } from '@/lib/fees';
import { useGetSettingsQuery } from '@/lib/memberApi';

/** The site's trade and pickup fees in dollars, or the defaults when the settings are unavailable. */
export function useFees(): { tradeFee: number; pickupFee: number } {
  const { data } = useGetSettingsQuery();
  return {
    tradeFee: typeof data?.trade_fee === 'number' ? data.trade_fee : DEFAULT_TRADE_FEE,
    pickupFee: typeof data?.pickup_fee === 'number' ? data.pickup_fee : DEFAULT_PICKUP_FEE,
  };
}
