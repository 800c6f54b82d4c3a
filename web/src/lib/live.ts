import { createSlice, type Dispatch } from '@reduxjs/toolkit';
import { config } from '@/config';
import { api, PRIVATE_TAGS } from './api';

/**
 * Live updates: the API streams the changes of the member's own trades,
 * chat, disputes, balance and messages as Server-Sent Events (GET /events);
 * each one refreshes the cached data it concerns. Polling stays only as a
 * slow fallback while the stream is down.
 */

interface LiveState {
  connected: boolean;
}

const liveSlice = createSlice({
  name: 'live',
  initialState: { connected: false } as LiveState,
  reducers: {
    liveConnected: (state, action: { payload: boolean }) => {
      state.connected = action.payload;
    },
  },
});

export const { liveConnected } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;
export const selectLiveConnected = (state: { live?: LiveState }) => state.live?.connected ?? false;

type Tags = Parameters<typeof api.util.invalidateTags>[0];

/** What each kind of change makes stale. */
export function tagsFor(kind: string, id: string | undefined): Tags {
  switch (kind) {
    case 'trade':
      return ['Trade', 'Balance'];
    case 'trade_message':
      return id ? [{ type: 'Trade', id }] : ['Trade'];
    case 'balance':
      return ['Balance'];
    case 'member_message':
      return ['Message'];
    case 'dispute':
      return ['Dispute', 'Trade'];
    default:
      return [...PRIVATE_TAGS];
  }
}

/** Splits a Server-Sent Events buffer into complete events and the rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      return { event, data: data.join('\n') };
    })
    .filter((e) => e.data !== '' || e.event !== 'message');
  return { events, rest };
}

function handle(dispatch: Dispatch, event: string, data: string) {
  if (event === 'ready') {
    dispatch(liveConnected(true));
    dispatch(api.util.invalidateTags([...PRIVATE_TAGS])); // catch up on what happened while away
    return;
  }
  if (event === 'resync') {
    dispatch(api.util.invalidateTags([...PRIVATE_TAGS]));
    return;
  }
  if (event !== 'change') return;
  try {
    const change = JSON.parse(data) as { kind?: string; id?: string };
    dispatch(api.util.invalidateTags(tagsFor(change.kind ?? '', change.id)));
  } catch {
    dispatch(api.util.invalidateTags([...PRIVATE_TAGS]));
  }
}

/**
 * Keeps the member's stream open until `signal` aborts, reconnecting with
 * back-off (fetch, not EventSource, so the token goes in a header).
 */
export async function runLiveStream(dispatch: Dispatch, token: string, signal: AbortSignal): Promise<void> {
  let wait = 1000;
  while (!signal.aborted) {
    try {
      const resp = await fetch(`${config.apiBase}/events`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal,
      });
      if (resp.status === 401 || resp.status === 403) return; // the session ended
      if (!resp.ok || !resp.body) throw new Error(`HTTP ${resp.status}`);
      const reader = resp.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event === 'ready') wait = 1000;
          handle(dispatch, e.event, e.data);
        }
      }
    } catch {
      // A network error or an abort; the loop decides.
    }
    dispatch(liveConnected(false));
    if (signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 30_000);
  }
}
