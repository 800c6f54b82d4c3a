import { createContext, useContext, type ReactNode } from 'react';
import type { TradeItem } from './model';

/**
 * What the trade screens need from other parts of the app (the member's
 * bags, another member's bags, fees, balance and ZIP code). The app provides
 * these hooks, so this feature does not reach into the others.
 */
export interface TradeDeps {
  useMyItems(): { items: TradeItem[]; isLoading: boolean; isError: boolean };
  useOwnerItems(ownerId: string | undefined): { items: TradeItem[]; isLoading: boolean };
  useFees(): { tradeFee: number; pickupFee: number };
  useAvailableBalance(): number | undefined;
  useMyZip(): string | undefined;
}

const TradeDepsContext = createContext<TradeDeps | null>(null);

export function TradeDepsProvider({ value, children }: { value: TradeDeps; children: ReactNode }) {
  return <TradeDepsContext.Provider value={value}>{children}</TradeDepsContext.Provider>;
}

const EMPTY: TradeDeps = {
  useMyItems: () => ({ items: [], isLoading: false, isError: false }),
  useOwnerItems: () => ({ items: [], isLoading: false }),
  useFees: () => ({ tradeFee: 5, pickupFee: 5 }),
  useAvailableBalance: () => undefined,
  useMyZip: () => undefined,
};

export function useTradeDeps(): TradeDeps {
  return useContext(TradeDepsContext) ?? EMPTY;
}
