import { useGetSettingsQuery } from './api';
import { DEFAULT_BRANDS, DEFAULT_CONDITIONS, DEFAULT_SIZES, DEFAULT_TRADE_FEE } from './constants';

const DEFAULT_PICKUP_FEE = 5;

/** The settings with the specification's defaults filled in (trade and pickup fee $5). */
export function useSettings() {
  const { data } = useGetSettingsQuery();
  const list = (value: string[] | undefined, fallback: string[]) => (value && value.length > 0 ? value : fallback);
  return {
    tradeFee: typeof data?.trade_fee === 'number' ? data.trade_fee : DEFAULT_TRADE_FEE,
    pickupFee: typeof data?.pickup_fee === 'number' ? data.pickup_fee : DEFAULT_PICKUP_FEE,
    brands: list(data?.brands, DEFAULT_BRANDS),
    conditions: list(data?.conditions, DEFAULT_CONDITIONS),
    sizes: list(data?.sizes, DEFAULT_SIZES),
  };
}
