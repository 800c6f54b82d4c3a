import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { accountUser } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { storeSession } from '../../../testing/storeSession';

export const ADMIN = accountUser({ _id: 'a'.repeat(24), name: 'Site Administrator', email: 'admin@pursetrade.test', is_admin: true });

/** Renders admin UI with a fresh store, signed in as an administrator. */
export function renderAdmin(ui: ReactElement) {
  storeSession('admin-token', ADMIN);
  const store = makeStore();
  const user = userEvent.setup();
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { ...view, store, user };
}

export interface Recorded {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** Records every request the handlers below answer. */
export function recorder() {
  const calls: Recorded[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown = undefined;
    const text = await request.clone().text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
  };
  const of = (method: string, path: string | RegExp) =>
    calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  return { calls, record, of };
}

type Answer = JsonBodyType | ((request: Request) => JsonBodyType | Response | Promise<JsonBodyType | Response>);

/** Default answers of the admin API: empty lists and default fees. */
export function mockAdminApi(overrides: Record<string, Answer> = {}) {
  const rec = recorder();
  const defaults: Record<string, Answer> = {
    'GET /admin/users': { users: [], page: 1, per_page: 50, total: 0 },
    'GET /admin/users/search': { users: [] },
    'GET /admin/items': { items: [], page: 1, per_page: 50, total: 0, counts: { pending: 0, active: 0, flagged: 0, disabled: 0 } },
    'GET /admin/trades': { items: [], page: 1, per_page: 100, total: 0 },
    'GET /admin/pickups': { items: [], page: 1, per_page: 100, total: 0 },
    'GET /admin/disputes': { disputes: [] },
    'GET /admin/transactions': {
      transactions: [],
      page: 1,
      per_page: 50,
      total: 0,
      totals: { debit_total: 0, debit_count: 0, credit_total: 0, credit_count: 0 },
    },
    'GET /admin/deleted-transactions': { transactions: [] },
    'GET /admin/ledger/check': { ok: true, problems: [], members: 0, total_balance: 0, total_held: 0, fees_kept: 0 },
    'GET /admin/withdrawals': { withdrawals: [], page: 1, per_page: 50, total: 0 },
    'GET /admin/manual-deposits': { deposits: [], page: 1, per_page: 50, total: 0 },
    'GET /admin/deleted-accounts': { accounts: [] },
    'GET /admin/settings': { trade_fee: 5, pickup_fee: 5 },
    'GET /admin/activity': { days: [], trades: [], money: [], total_trades: 0, total_money: 0 },
    'GET /user/profile': ADMIN,
  };
  const table = { ...defaults, ...overrides };
  const handlers = Object.entries(table).map(([key, answer]) => {
    const [method, path] = key.split(' ');
    const route = `*${path}`;
    const resolver = async ({ request }: { request: Request }) => {
      await rec.record(request);
      const value = typeof answer === 'function' ? await answer(request) : answer;
      return value instanceof Response ? value : HttpResponse.json(value);
    };
    switch (method) {
      case 'POST':
        return http.post(route, resolver);
      case 'PUT':
        return http.put(route, resolver);
      case 'DELETE':
        return http.delete(route, resolver);
      default:
        return http.get(route, resolver);
    }
  });
  server.use(...handlers);
  return rec;
}

export const id24 = (n: number | string) => String(n).padStart(24, '0');
