import { useGetSettingsQuery } from './api';
import { DEFAULT_TRADE_FEE } from './constants';

/** The site's trade fee in dollars, or the default when the settings are unavailable. */
export function useTradeFee(): number {
  const { data } = useGetSettingsQuery();
  return typeof data?.trade_fee === 'number' ? data.trade_fee : DEFAULT_TRADE_FEE;
}
