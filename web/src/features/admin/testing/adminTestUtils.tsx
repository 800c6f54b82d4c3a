import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { server } from '@/testing/server';
import type { Reply } from '@/lib/apiTypes';
import { storeSession } from '@/testing/storeSession';
import { adminUser } from './fixtures';

export const ADMIN = adminUser({ _id: 'a'.repeat(24), name: 'Site Administrator', email: 'admin@pursetrade.test', is_admin: true, isAdmin: true });

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

/** The paging fields of an empty first page. */
export const firstPage = (perPage: number) => ({ page: 1, per_page: perPage, total: 0 });

/** Default answers of the admin API: empty lists and default fees. */
export function mockAdminApi(overrides: Record<string, Answer> = {}) {
  const rec = recorder();
  const defaults: Record<string, Answer> = {
    'GET /admin/users': { users: [], ...firstPage(50) } satisfies Reply<'/admin/users', 'get'>,
    'GET /admin/users/search': { users: [] } satisfies Reply<'/admin/users/search', 'get'>,
    'GET /admin/items': {
      items: [],
      ...firstPage(50),
      counts: { pending: 0, active: 0, flagged: 0, disabled: 0 },
    } satisfies Reply<'/admin/items', 'get'>,
    'GET /admin/trades': { items: [], trades: [], ...firstPage(100) } satisfies Reply<'/admin/trades', 'get'>,
    'GET /admin/pickups': { items: [], trades: [], ...firstPage(100) } satisfies Reply<'/admin/pickups', 'get'>,
    'GET /admin/overdue-returns': { items: [], trades: [], ...firstPage(100) } satisfies Reply<'/admin/overdue-returns', 'get'>,
    'GET /admin/disputes': { disputes: [], open_count: 0, ...firstPage(50) } satisfies Reply<'/admin/disputes', 'get'>,
    'GET /admin/transactions': {
      transactions: [],
      ...firstPage(50),
      totals: { debit_total: 0, debit_count: 0, credit_total: 0, credit_count: 0 },
    } satisfies Reply<'/admin/transactions', 'get'>,
    'GET /admin/deleted-transactions': { transactions: [], ...firstPage(50) } satisfies Reply<'/admin/deleted-transactions', 'get'>,
    'GET /admin/ledger/check': {
      ok: true,
      problems: [],
      members: 0,
      total_balance: 0,
      total_held: 0,
      money_in: 0,
      money_out: 0,
      fees_kept: 0,
      flows: {
        deposits: 0,
        admin_credits: 0,
        admin_refunds: 0,
        withdrawals: 0,
        withdrawal_refunds: 0,
        admin_debits: 0,
        fees_charged: 0,
        fees_refunded: 0,
        penalty_net: 0,
        award_net: 0,
      },
    } satisfies Reply<'/admin/ledger/check', 'get'>,
    'GET /admin/withdrawals': { withdrawals: [], ...firstPage(50) } satisfies Reply<'/admin/withdrawals', 'get'>,
    'GET /admin/money-approvals': { approvals: [], ...firstPage(50) } satisfies Reply<'/admin/money-approvals', 'get'>,
    'GET /admin/manual-deposits': { deposits: [], ...firstPage(50) } satisfies Reply<'/admin/manual-deposits', 'get'>,
    'GET /admin/deleted-accounts': { accounts: [] } satisfies Reply<'/admin/deleted-accounts', 'get'>,
    'GET /admin/settings': { trade_fee: 5, pickup_fee: 5 } satisfies Reply<'/admin/settings', 'get'>,
    'GET /admin/activity': { days: [], trades: [], money: [], total_trades: 0, total_money: 0 } satisfies Reply<'/admin/activity', 'get'>,
    'GET /user/profile': ADMIN satisfies Reply<'/user/profile', 'get'>,
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
