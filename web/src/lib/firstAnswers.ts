/**
 * The public API answers the server wrote into the page for its first screen
 * (api/first_screen.go), keyed by request: path, then the query sorted by
 * key. A guest's first call for one takes it instead of asking the network;
 * each is taken once, and only while the page is new, so a later visit to the
 * same screen asks afresh.
 */
import { isRecord, tryParseJson } from './baseQuery';

const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  const block = document.getElementById('first-answers');
  block?.remove();
  const parsed = tryParseJson(block?.textContent || '{}');
  return new Map(isRecord(parsed) ? Object.entries(parsed) : []);
}

/** The answer the page came with for a GET of href, if any (once). */
export function takeFirstAnswer(href: string): unknown {
  if (typeof document === 'undefined' || performance.now() > FRESH_FOR_MS) return undefined;
  answers ??= read();
  if (answers.size === 0) return undefined;
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return undefined;
  url.searchParams.sort();
  const key = url.pathname + url.search;
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
