import { useFees } from '@/hooks/useFees';
import { useGetSettingsQuery } from '@/lib/memberApi';
import { DEFAULT_BRANDS, DEFAULT_CONDITIONS, DEFAULT_SIZES } from './constants';

/** The settings with the specification's defaults filled in (trade and pickup fee $5). */
export function useSettings() {
  const { data } = useGetSettingsQuery();
  const list = (value: string[] | undefined, fallback: string[]) => (value && value.length > 0 ? value : fallback);
  return {
    ...useFees(),
    brands: list(data?.brands, DEFAULT_BRANDS),
    conditions: list(data?.conditions, DEFAULT_CONDITIONS),
    sizes: list(data?.sizes, DEFAULT_SIZES),
  };
}
