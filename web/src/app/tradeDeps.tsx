import type { ReactNode } from 'react';
import { useGetProfileQuery } from '@/features/auth/api';
import { useGetItemsQuery, useGetMyItemsQuery } from '@/features/items/api';
import { useSettings } from '@/features/items/useSettings';
import { useGetBalanceQuery } from '@/features/money/api';
import { TradeDepsProvider, type TradeDeps } from '@/features/trades/deps';
import type { TradeItem } from '@/features/trades/model';
import { useCurrentUser } from '@/hooks/useCurrentUser';

/** Bags another member offers in the modify dialog: page 1, 50 per page. */
const MODIFY_LIST_SIZE = 50;

const deps: TradeDeps = {
  useMyItems() {
    const { token } = useCurrentUser();
    const q = useGetMyItemsQuery(undefined, { skip: !token });
    return { items: (q.data ?? []) as unknown as TradeItem[], isLoading: q.isLoading, isError: q.isError };
  },
  useOwnerItems(ownerId) {
    const q = useGetItemsQuery(
      { owner: ownerId, page: 1, per_page: MODIFY_LIST_SIZE, sort: 'created_at', order: 'desc' },
      { skip: !ownerId },
    );
    return { items: (q.data?.items ?? []) as unknown as TradeItem[], isLoading: q.isLoading };
  },
  useFees() {
    const { tradeFee, pickupFee } = useSettings();
    return { tradeFee, pickupFee };
  },
  useAvailableBalance() {
    const { token } = useCurrentUser();
    const { data } = useGetBalanceQuery(undefined, { skip: !token });
    return data?.available_balance;
  },
  useMyZip() {
    const { token, user } = useCurrentUser();
    const { data } = useGetProfileQuery(undefined, { skip: !token });
    return (data?.zip_code as string | undefined) || (user?.zip_code as string | undefined) || undefined;
  },
};

/** Gives the trade screens the member's bags, fees, balance and ZIP code from the other features. */
export function AppTradeDeps({ children }: { children: ReactNode }) {
  return <TradeDepsProvider value={deps}>{children}</TradeDepsProvider>;
}
