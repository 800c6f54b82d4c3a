// @vitest-environment jsdom
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { server } from '@/testing/server';
import {
  createBaseQuery,
  INVALID_JSON_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRY_THRESHOLD,
  type RequestArgs,
} from './baseQuery';

const API = 'http://api.test';

function queryApi(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: vi.fn(),
    dispatch: vi.fn(),
    getState: vi.fn(),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

let token: string | null;
let onSessionExpired: Mock<(api: BaseQueryApi) => void>;
let baseQuery: ReturnType<typeof createBaseQuery>;

function call(args: string | RequestArgs) {
  return baseQuery(args, queryApi(), {});
}

function answer(body: BodyInit | null, status: number, contentType = 'application/json') {
  server.use(http.all(`${API}/thing`, () => new HttpResponse(body, { status, headers: { 'Content-Type': contentType } })));
}

beforeEach(() => {
  token = null;
  onSessionExpired = vi.fn<(api: BaseQueryApi) => void>();
  baseQuery = createBaseQuery({ baseUrl: API, getToken: () => token, onSessionExpired });
});

describe('successful answers', () => {
  it('returns the parsed JSON body', async () => {
    answer(JSON.stringify({ items: [1, 2] }), 200);
    expect(await call('/thing')).toEqual({ data: { items: [1, 2] } });
  });

  it('returns null for an empty body', async () => {
    answer(null, 204);
    expect(await call('/thing')).toEqual({ data: null });
  });

  it('reports a body that is not valid JSON', async () => {
    answer('<html>oops</html>', 200, 'text/html');
    expect(await call('/thing')).toEqual({ error: { status: 'PARSING_ERROR', message: INVALID_JSON_MESSAGE } });
  });
});

describe('failed answers', () => {
  it('uses the error field, with code and error_type', async () => {
    answer(
      JSON.stringify({
        error: 'Credit cards are not accepted. Please use a debit card.',
        message: 'ignored',
        code: 'payment_refused',
        error_type: 'credit_card_rejected',
      }),
      422,
    );
    expect(await call('/thing')).toEqual({
      error: {
        status: 422,
        message: 'Credit cards are not accepted. Please use a debit card.',
        code: 'payment_refused',
        error_type: 'credit_card_rejected',
      },
    });
  });

  it('falls back to the message field', async () => {
    answer(JSON.stringify({ message: 'Trade not found' }), 404);
    expect(await call('/thing')).toEqual({ error: { status: 404, message: 'Trade not found' } });
  });

  it('skips an empty error field', async () => {
    answer(JSON.stringify({ error: '', message: 'Use this one' }), 400);
    expect(await call('/thing')).toEqual({ error: { status: 400, message: 'Use this one' } });
  });

  it('falls back to the raw body of a JSON answer without error or message', async () => {
    answer('{"detail":"nope"}', 400);
    expect(await call('/thing')).toEqual({ error: { status: 400, message: '{"detail":"nope"}' } });
  });

  it('falls back to the raw text body', async () => {
    answer('Bad Gateway from proxy', 502, 'text/plain');
    expect(await call('/thing')).toEqual({ error: { status: 502, message: 'Bad Gateway from proxy' } });
  });

  it('falls back to HTTP <status> for an empty body', async () => {
    answer(null, 503);
    expect(await call('/thing')).toEqual({ error: { status: 503, message: 'HTTP 503' } });
  });

  it('reports a network failure', async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.error()));
    expect(await call('/thing')).toEqual({ error: { status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE } });
  });
});

describe('requests', () => {
  it('sends the stored token as a bearer token', async () => {
    token = 'abc.def';
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/thing`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await call('/thing');
    expect(authorization).toBe('Bearer abc.def');
  });

  it('sends no authorization header without a stored token', async () => {
    let hasAuthorization = true;
    server.use(
      http.get(`${API}/thing`, ({ request }) => {
        hasAuthorization = request.headers.has('Authorization');
        return HttpResponse.json({});
      }),
    );
    await call('/thing');
    expect(hasAuthorization).toBe(false);
  });

  it('sends query parameters, leaving out empty ones, and a JSON body', async () => {
    let seen: { url: URL; method: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.put(`${API}/thing`, async ({ request }) => {
        seen = {
          url: new URL(request.url),
          method: request.method,
          contentType: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    await call({ url: '/thing', method: 'PUT', params: { page: 2, q: '', owner: undefined, order: 'asc' }, body: { a: 1 } });
    expect(seen?.method).toBe('PUT');
    expect(Object.fromEntries(seen!.url.searchParams)).toEqual({ page: '2', order: 'asc' });
    expect(seen?.contentType).toBe('application/json');
    expect(seen?.body).toEqual({ a: 1 });
  });

  it('resolves paths against the page origin when the base is empty', async () => {
    const sameOrigin = createBaseQuery({ baseUrl: '', getToken: () => null, onSessionExpired });
    server.use(http.get(`${window.location.origin}/here`, () => HttpResponse.json({ here: true })));
    expect(await sameOrigin('/here', queryApi(), {})).toEqual({ data: { here: true } });
  });
});

describe('session expiry', () => {
  function answerStatuses(statuses: number[]) {
    let i = 0;
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ error: 'Unauthorized' }, { status: statuses[i++] })));
  }

  it(`fires after ${SESSION_EXPIRY_THRESHOLD} consecutive 401 answers to authenticated calls`, async () => {
    token = 'stale';
    answerStatuses([401, 401, 401, 401, 401]);
    for (let i = 1; i < SESSION_EXPIRY_THRESHOLD; i++) await call('/thing');
    expect(onSessionExpired).not.toHaveBeenCalled();
    const result = await call('/thing');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ error: { status: 401, message: 'Unauthorized' } });
  });

  it('starts counting again after any other answer', async () => {
    token = 'flaky';
    answerStatuses([401, 401, 401, 401, 200, 401, 401, 401, 401]);
    for (let i = 0; i < 9; i++) await call('/thing');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ignores 401 answers to calls sent without a token', async () => {
    answerStatuses([401, 401, 401, 401, 401, 401]);
    for (let i = 0; i < 6; i++) await call('/thing');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('idempotency keys', () => {
  function record(answers: Array<number | 'network'>) {
    const keys: Array<string | null> = [];
    server.use(
      http.all(`${API}/*`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const next = answers.shift() ?? 200;
        if (next === 'network') return HttpResponse.error();
        return HttpResponse.json({ done: keys.length }, { status: next });
      }),
    );
    return keys;
  }

  it('sends one key with every administrator action and keeps it for the retry of a lost answer', async () => {
    const keys = record(['network', 200]);
    expect(await call({ url: '/admin/trades/t1/flag', method: 'POST', body: { reason: 'x' } })).toEqual({ data: { done: 2 } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a gateway timeout once with the same key, and a new action gets a new key', async () => {
    const keys = record([504, 504, 200]);
    expect(await call({ url: '/admin/items/i1/status', method: 'PUT', body: { status: 'approve' } })).toEqual({
      error: { status: 504, message: '{"done":2}' },
    });
    expect(keys[1]).toBe(keys[0]);
    await call({ url: '/admin/items/i1/status', method: 'PUT', body: { status: 'approve' } });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a key with member calls that ask for one (trade requests and actions, withdrawals)', async () => {
    const keys = record(['network', 201]);
    expect(await call({ url: '/trades', method: 'POST', body: { hat1_id: 'a' }, idempotent: true })).toEqual({ data: { done: 2 } });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends no key with reads, member calls or a refusal it does not retry', async () => {
    const keys = record([200, 200, 409]);
    await call('/admin/trades');
    await call({ url: '/trades/t1/accept', method: 'PUT' });
    expect((await call({ url: '/admin/trades/t1/flag', method: 'POST', body: {} })).error?.status).toBe(409);
    expect(keys.slice(0, 2)).toEqual([null, null]);
    expect(keys).toHaveLength(3);
  });
});

describe('answers the page came with', () => {
  let asked: string[];
  let held: Map<string, unknown>;

  beforeEach(() => {
    asked = [];
    held = new Map([[`${API}/thing?b=2&a=1`, { items: ['held'] }]]);
    baseQuery = createBaseQuery({ baseUrl: API, getToken: () => token, onSessionExpired, firstAnswer: (href) => held.get(href) });
    server.use(
      http.all(`${API}/thing`, ({ request }) => {
        asked.push(`${request.method} ${request.url}`);
        return HttpResponse.json({ items: ['network'] });
      }),
    );
  });

  it("takes a guest's GET from the page instead of the network", async () => {
    expect(await call({ url: '/thing', params: { b: 2, a: 1 } })).toEqual({ data: { items: ['held'] } });
    expect(asked).toEqual([]);
  });

  it('asks the network for a member, for anything else, and for a write', async () => {
    expect(await call({ url: '/thing', params: { b: 2, a: 2 } })).toEqual({ data: { items: ['network'] } });
    expect(await call({ url: '/thing', method: 'POST', params: { b: 2, a: 1 }, body: {} })).toEqual({ data: { items: ['network'] } });
    token = 'member-token';
    expect(await call({ url: '/thing', params: { b: 2, a: 1 } })).toEqual({ data: { items: ['network'] } });
    expect(asked).toHaveLength(3);
  });
});
