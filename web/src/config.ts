/** Site-wide settings. Every value can be overridden at build time with a VITE_ variable. */
const env = import.meta.env;

export const config = {
  /** API origin; empty means the API is served from the same origin as the app. */
  apiBase: (env.VITE_API_BASE ?? '').replace(/\/+$/, ''),
  brandName: env.VITE_BRAND_NAME ?? 'PurseTrade',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@pursetrade.test',
  supportPhone: env.VITE_SUPPORT_PHONE ?? '(305) 555-0142',
  /** Address search (a Nominatim-compatible /search endpoint: q, format=json, limit). */
  geocoderUrl: env.VITE_GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/search',
} as const;
