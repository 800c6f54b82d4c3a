import { useGetBalanceQuery, useGetProfileQuery } from '@/lib/memberApi';
import { useCurrentUser } from './useCurrentUser';

/** The signed-in member's available balance in dollars; undefined for a guest or while loading. */
export function useAvailableBalance(): number | undefined {
  const { token } = useCurrentUser();
  const { data } = useGetBalanceQuery(undefined, { skip: !token });
  return data?.available_balance;
}

/** The signed-in member's ZIP code: the profile's, else the one stored at login. */
export function useMyZip(): string | undefined {
  const { token, user } = useCurrentUser();
  const { data } = useGetProfileQuery(undefined, { skip: !token });
  return data?.zip_code || user?.zip_code || undefined;
}
