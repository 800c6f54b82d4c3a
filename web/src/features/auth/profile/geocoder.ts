import { config } from '@/config';
import { api } from '@/lib/api';
import { isObject, str } from '@/lib/normalize';

export interface AddressSuggestion {
  label: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE',
  nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC',
  'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA',
  washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};

/** Suggestions shown at most. */
export const MAX_SUGGESTIONS = 5;

/** One geocoder result (Nominatim's shape with addressdetails) as an address. */
export function toSuggestion(result: unknown): AddressSuggestion | null {
  if (!isObject(result)) return null;
  const a = isObject(result.address) ? result.address : {};
  const street = [str(a.house_number), str(a.road) ?? str(a.pedestrian) ?? str(a.street)].filter(Boolean).join(' ');
  const city = str(a.city) ?? str(a.town) ?? str(a.village) ?? str(a.hamlet) ?? str(a.suburb) ?? '';
  const stateName = str(a.state) ?? '';
  const state = STATES[stateName.toLowerCase()] ?? stateName;
  const zip = (str(a.postcode) ?? '').slice(0, 5);
  const label = str(result.display_name) ?? [street, city, state, zip].filter(Boolean).join(', ');
  if (!label) return null;
  return { label, address: street || label.split(',')[0], city, state, zip };
}

/**
 * Address search against the configured geocoding service. Any failure
 * (offline, blocked, bad answer) reads as "unavailable" so the form falls
 * back to manual entry without an error.
 */
export const geocoderApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAddress: build.query<{ suggestions: AddressSuggestion[]; unavailable: boolean }, string>({
      async queryFn(q) {
        try {
          const url = new URL(config.geocoderUrl, window.location.origin);
          url.searchParams.set('q', q);
          url.searchParams.set('format', 'json');
          url.searchParams.set('limit', String(MAX_SUGGESTIONS));
          url.searchParams.set('addressdetails', '1');
          url.searchParams.set('countrycodes', 'us');
          const response = await fetch(url.href, { headers: { Accept: 'application/json' } });
          if (!response.ok) return { data: { suggestions: [], unavailable: true } };
          const body: unknown = await response.json();
          const list = Array.isArray(body) ? body : [];
          const suggestions = list.map(toSuggestion).filter((s): s is AddressSuggestion => s !== null).slice(0, MAX_SUGGESTIONS);
          return { data: { suggestions, unavailable: false } };
        } catch {
          return { data: { suggestions: [], unavailable: true } };
        }
      },
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchAddressQuery } = geocoderApi;
