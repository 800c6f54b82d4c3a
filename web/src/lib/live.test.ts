import { describe, expect, it } from 'vitest';
import { parseEvents, tagsFor } from './live';

describe('live updates', () => {
  it('splits a stream into complete events and keeps the partial rest', () => {
    const { events, rest } = parseEvents(
      'event: ready\ndata: {"retry_ms":2000}\n\n: ping\n\nevent: change\ndata: {"kind":"trade","id":"t1"}\n\nevent: cha',
    );
    expect(events).toEqual([
      { event: 'ready', data: '{"retry_ms":2000}' },
      { event: 'change', data: '{"kind":"trade","id":"t1"}' },
    ]);
    expect(rest).toBe('event: cha');
  });

  it('refreshes only what a change concerns', () => {
    expect(tagsFor('trade_message', 't1')).toEqual([{ type: 'Trade', id: 't1' }]);
    expect(tagsFor('balance', 'u1')).toEqual(['Balance']);
    expect(tagsFor('member_message', 'm1')).toEqual(['Message']);
    expect(tagsFor('trade', 't1')).toEqual(['Trade', 'Balance']);
    expect(tagsFor('something new', undefined)).toContain('Trade');
  });
});
