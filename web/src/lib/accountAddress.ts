import { ACCOUNT_TABS, type AccountTab } from './appEvents';

/**
 * The account panel's address: a query parameter on whatever page is under
 * it, as ?add_funds= is (the specification's routes stay as they are):
 * ?account=<tab>, and &trade=<id> while a trade's details are open.
 */
export const ACCOUNT_PARAM = 'account';
export const TRADE_PARAM = 'trade';

export function accountTabOf(search: URLSearchParams): AccountTab | null {
  const tab = search.get(ACCOUNT_PARAM);
  return ACCOUNT_TABS.find((t) => t === tab) ?? null;
}

/** The query with some parameters set or (null) removed, as "?..." or "". */
export function searchWith(search: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** How many history entries the panel pushed up to this one (kept in each entry's state). */
export function accountDepthOf(state: unknown): number {
  const depth = (state as { accountDepth?: unknown } | null)?.accountDepth;
  return typeof depth === 'number' ? depth : 0;
}

/** The state of an entry pushed on top of one with `state`. */
export const deeperState = (state: unknown) => ({ accountDepth: accountDepthOf(state) + 1 });
