import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import TABS from '@/testing/adminTabs.json';
import { server } from '@/testing/server';
import AdminPanel from './AdminPanel';
import { saver } from './lib/download';
import { DisputeMessagingModal } from './modals/DisputeMessagingModal';
import { FeaturePositionModal } from './modals/FeaturePositionModal';
import { ItemDetailsModal } from './modals/ItemDetailsModal';
import { SendMessageModal } from './modals/SendMessageModal';
import { UserProfileModal } from './modals/UserProfileModal';
import BalanceTab from './tabs/BalanceTab';
import FeaturedTab from './tabs/FeaturedTab';
import { firstPage, id24, renderAdmin, mockAdminApi } from './testing/adminTestUtils';
import { adminItem, adminTransaction, adminUser, dispute, disputeMessage, manualDeposit, memberItem, transaction, withdrawal } from './testing/fixtures';
import type { Reply } from '@/lib/apiTypes';

describe('the admin panel', () => {
  it('keeps the Manual Deposits queue live, and its sidebar count in step with the list', async () => {
    let deposits = [manualDeposit({ _id: id24('e1'), reference_number: 'MD-AAAA1111' })];
    mockAdminApi({
      'GET /admin/manual-deposits': () => ({ deposits, page: 1, per_page: 25, total: deposits.length }) satisfies Reply<'/admin/manual-deposits', 'get'>,
    });
    const { user } = renderAdmin(<AdminPanel onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Admin Panel' });
    const tab = within(dialog).getByRole('tab', { name: /^Manual Deposits/ });
    await waitFor(() => expect(tab).toHaveTextContent(/1 pending$/));
    await user.click(tab);
    expect(await within(dialog).findByText('MD-AAAA1111')).toBeInTheDocument();

    // A member submits another deposit: it shows without Refresh, and the count follows at once.
    deposits = [...deposits, manualDeposit({ _id: id24('e2'), reference_number: 'MD-BBBB2222' })];
    expect(await within(dialog).findByText('MD-BBBB2222', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(tab).toHaveTextContent(/2 pending$/));
  }, 15_000);

  it('keeps the Withdrawals queue live too, with its sidebar count', async () => {
    let withdrawals = [withdrawal({ _id: id24('w1'), note: 'zelle: ana@example.com' })];
    mockAdminApi({
      'GET /admin/withdrawals': () =>
        ({ withdrawals, page: 1, per_page: 25, total: withdrawals.length }) satisfies Reply<'/admin/withdrawals', 'get'>,
    });
    const { user } = renderAdmin(<AdminPanel onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Admin Panel' });
    const tab = within(dialog).getByRole('tab', { name: /^Withdrawals/ });
    await waitFor(() => expect(tab).toHaveTextContent(/1 pending$/));
    await user.click(tab);
    expect(await within(dialog).findByText('zelle: ana@example.com')).toBeInTheDocument();

    withdrawals = [...withdrawals, withdrawal({ _id: id24('w2'), note: 'cashapp: $bea' })];
    expect(await within(dialog).findByText('cashapp: $bea', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(tab).toHaveTextContent(/2 pending$/));
  }, 15_000);

  it('is a dialog with every tab, the open-work badges, Logout and close', async () => {
    mockAdminApi({
      'GET /admin/items': (request: Request) =>
        new URL(request.url).searchParams.get('status') === 'pending'
          ? ({ items: [], page: 1, per_page: 1, total: 3, counts: { pending: 3, active: 10 } } satisfies Reply<'/admin/items', 'get'>)
          : ({ items: [], page: 1, per_page: 50, total: 0, counts: { pending: 3 } } satisfies Reply<'/admin/items', 'get'>),
      'GET /admin/disputes': {
        disputes: [dispute({ _id: id24(1), status: 'open' }), dispute({ _id: id24(2), status: 'resolved' }), dispute({ _id: id24(3), status: 'new' })],
        open_count: 2,
        ...firstPage(50),
        total: 3,
      } satisfies Reply<'/admin/disputes', 'get'>,
      'GET /admin/manual-deposits': { deposits: [], page: 1, per_page: 1, total: 4 } satisfies Reply<'/admin/manual-deposits', 'get'>,
      'GET /admin/withdrawals': { withdrawals: [], page: 1, per_page: 1, total: 1 } satisfies Reply<'/admin/withdrawals', 'get'>,
    });
    const onClose = vi.fn();
    const onLogout = vi.fn();
    const { user } = renderAdmin(<AdminPanel onClose={onClose} onLogout={onLogout} />);
    const dialog = screen.getByRole('dialog', { name: 'Admin Panel' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/\d+.*$/, '').trim())).toEqual(TABS);
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: /^Items/ })).toHaveTextContent(/^Items\s*3 pending$/));
    expect(within(dialog).getByRole('tab', { name: /^Disputes/ })).toHaveTextContent(/^Disputes\s*2 open$/);
    expect(within(dialog).getByRole('tab', { name: /^Manual Deposits/ })).toHaveTextContent(/^Manual Deposits\s*4 pending$/);
    expect(within(dialog).getByRole('tab', { name: /^Withdrawals/ })).toHaveTextContent(/^Withdrawals\s*1 pending$/);
    expect(within(dialog).getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

    // The overview: open work and the 30-day chart.
    const overview = within(dialog).getByRole('region', { name: 'Overview' });
    expect(within(overview).getByRole('button', { name: /3\s*Items to approve/ })).toBeInTheDocument();
    expect(await within(overview).findByTestId('activity-chart')).toBeInTheDocument();
    await user.click(within(overview).getByRole('button', { name: /4\s*Pending deposits/ }));
    expect(within(dialog).getByRole('tab', { name: /^Manual Deposits/ })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('heading', { name: 'Manual Deposits' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('loads each tab on demand', async () => {
    mockAdminApi();
    const { user } = renderAdmin(<AdminPanel onClose={() => {}} onLogout={() => {}} />);
    for (const name of ['Settings', 'Disputes', 'Balance']) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
      expect(await screen.findByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
  });
});

describe('settings', () => {
  it('changes the trade fee (number, min 0, step 0.01) and falls back to the message', async () => {
    const api = mockAdminApi({
      'PUT /admin/settings/trade-fee': { trade_fee: 6.5, pickup_fee: 5 } satisfies Reply<'/admin/settings/trade-fee', 'put'>,
      'PUT /admin/settings/pickup-fee': () => new HttpResponse(null, { status: 500 }),
    });
    const { user } = renderAdmin(<AdminPanel onClose={() => {}} onLogout={() => {}} initialTab="settings" />);
    const trade = await screen.findByLabelText('Trade fee (USD)');
    await waitFor(() => expect(trade).toHaveValue(5));
    expect(trade).toHaveAttribute('type', 'number');
    expect(trade).toHaveAttribute('min', '0');
    expect(trade).toHaveAttribute('step', '0.01');
    await user.clear(trade);
    await user.type(trade, '6.5');
    await user.click(within(screen.getByRole('form', { name: 'Trade fee' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trade fee set to $6.50')).toBeInTheDocument();
    expect(api.of('PUT', '/admin/settings/trade-fee')[0].body).toEqual({ fee: 6.5 });

    const pickup = screen.getByLabelText('Pickup fee (USD)');
    await user.clear(pickup);
    await user.type(pickup, '7');
    await user.click(within(screen.getByRole('form', { name: 'Pickup fee' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update pickup fee')).toBeInTheDocument();
  });
});

describe('sub-modals', () => {
  it('Send Message refuses an empty message and names the member on success', async () => {
    const api = mockAdminApi({
      'POST /admin/users/:id/message': { success: true, message: 'Message sent to Sofia Alvarez successfully' } satisfies Reply<'/admin/users/{id}/message', 'post'>,
    });
    const onSent = vi.fn();
    const { user } = renderAdmin(<SendMessageModal user={{ _id: id24(9), name: 'Sofia Alvarez' }} onClose={() => {}} onSent={onSent} />);
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/^Message/), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/^Message/), 'Please update your bag photos.');
    await user.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Message sent to Sofia Alvarez successfully'));
    expect(api.of('POST', `/admin/users/${id24(9)}/message`)[0].body).toEqual({ message: 'Please update your bag photos.' });
  });

  it('Dispute Messaging: a 400 px box, Enter sends, Shift+Enter adds a line, blank cannot be sent', async () => {
    const id = id24('dd');
    const api = mockAdminApi({
      [`GET /disputes/${id}/messages`]: {
        messages: [
          disputeMessage({ user_name: 'Sofia Alvarez', message: 'The strap was torn.', created_at: '2026-11-20T10:00:00Z' }),
          disputeMessage({ sender: 'admin', is_admin: true, user_name: 'Admin', message: 'We are looking into it.', created_at: '2026-11-20T11:00:00Z' }),
        ],
        dispute_id: id,
        status: 'open',
        can_message: true,
      } satisfies Reply<'/disputes/{id}/messages', 'get'>,
      [`POST /admin/disputes/${id}/messages`]: {
        success: true,
        message: 'Message sent successfully',
        dispute_message: disputeMessage({ sender: 'admin', is_admin: true }),
      } satisfies Reply<'/admin/disputes/{id}/messages', 'post', 201>,
    });
    const { user } = renderAdmin(<DisputeMessagingModal dispute={{ _id: id, status: 'open' }} onClose={() => {}} />);
    const box = screen.getByTestId('dispute-message-box');
    expect(box).toHaveStyle({ height: '400px' });
    expect(await within(box).findByText('The strap was torn.')).toBeInTheDocument();
    expect(within(box).getByText(/Sofia Alvarez ·/)).toBeInTheDocument();
    const input = screen.getByLabelText('Message to both members');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('Line one\nline two');
    expect(api.of('POST', `/admin/disputes/${id}/messages`)).toHaveLength(0);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(api.of('POST', `/admin/disputes/${id}/messages`)).toHaveLength(1));
    expect(api.of('POST', `/admin/disputes/${id}/messages`)[0].body).toEqual({ message: 'Line one\nline two' });
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('Dispute Messaging falls back to the member route and says when loading fails', async () => {
    const id = id24('de');
    const api = mockAdminApi({
      [`GET /disputes/${id}/messages`]: () => new HttpResponse(null, { status: 500 }),
      [`POST /admin/disputes/${id}/messages`]: () => HttpResponse.json({ error: 'Not found', code: 'not_found' }, { status: 404 }),
      [`POST /disputes/${id}/messages`]: { success: true },
    });
    const { user } = renderAdmin(<DisputeMessagingModal dispute={{ _id: id, status: 'open' }} onClose={() => {}} />);
    expect(await screen.findByText('Failed to load dispute messages')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message to both members'), 'Hello{Enter}');
    await waitFor(() => expect(api.of('POST', `/disputes/${id}/messages`)).toHaveLength(1));
  });

  it('Dispute Messaging is closed on a resolved dispute', () => {
    mockAdminApi({ [`GET /disputes/${id24('df')}/messages`]: { messages: [] } });
    renderAdmin(<DisputeMessagingModal dispute={{ _id: id24('df'), status: 'resolved' }} onClose={() => {}} />);
    expect(screen.queryByLabelText('Message to both members')).not.toBeInTheDocument();
  });

  it('Feature Position offers 1 to 4 and sends the chosen rank', async () => {
    const onChoose = vi.fn();
    mockAdminApi();
    const item = memberItem({ _id: id24('it'), name: 'Classic Flap Bag', featured_rank: 4 });
    const { user } = renderAdmin(
      <FeaturePositionModal item={item} occupants={{ 1: memberItem({ _id: id24('x1'), name: 'Birkin' }), 4: item }} onChoose={onChoose} onClose={() => {}} />,
    );
    const options = within(screen.getByRole('radiogroup', { name: 'Featured position' })).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['1Home pageBirkin', '2Home pageEmpty', '3Home pageEmpty', '4BackupCurrent']);
    expect(screen.getByRole('button', { name: 'Set Position 4' })).toBeDisabled();
    await user.click(options[1]);
    await user.click(screen.getByRole('button', { name: 'Set Position 2' }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('Featured Items reorders with feature_rank and reports the position', async () => {
    const a = adminItem({ _id: id24('f1'), name: 'Birkin', status: 'active', featured_rank: 1 });
    const b = adminItem({ _id: id24('f2'), name: 'Flap Bag', status: 'active', featured_rank: 4 });
    const api = mockAdminApi({
      'GET /admin/items': {
        items: [a, b, adminItem({ _id: id24('f3'), name: 'Other', status: 'active' })],
        page: 1,
        per_page: 100,
        total: 3,
        counts: {},
      } satisfies Reply<'/admin/items', 'get'>,
      'PUT /admin/items/:id/status': { message: 'Item featured in position 3' } satisfies Reply<'/admin/items/{id}/status', 'put'>,
    });
    const { user } = renderAdmin(<FeaturedTab />);
    const slot4 = await screen.findByRole('region', { name: 'Position 4' });
    expect(within(slot4).getByText('Flap Bag')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Position 2' })).getByText('Empty')).toBeInTheDocument();
    await user.click(within(slot4).getByRole('button', { name: 'Move Flap Bag up' }));
    expect(await screen.findByText('Item featured in position 3')).toBeInTheDocument();
    expect(api.of('PUT', `/admin/items/${b._id}/status`)[0].body).toEqual({ status: 'feature_rank', rank: 3 });
  });

  it('Item Details offers Retry Loading when the item cannot be read', async () => {
    let fail = true;
    const item = memberItem({ _id: id24('ab'), name: 'Classic Flap Bag', brand: 'Chanel', value: 4800, status: 'active' });
    const api = mockAdminApi({ [`GET /hats/${item._id}`]: () => (fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(item)) });
    const { user } = renderAdmin(<ItemDetailsModal itemId={item._id} onClose={() => {}} />);
    expect(await screen.findByText('Item details not available')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Loading' }));
    expect(await screen.findByRole('heading', { name: 'Classic Flap Bag' })).toBeInTheDocument();
    expect(screen.getByText('$4,800.00')).toBeInTheDocument();
    expect(api.of('GET', `/hats/${item._id}`)).toHaveLength(2);
  });

  it('User Profile shows stats, stars to one decimal and recent transactions', async () => {
    const id = id24('u7');
    mockAdminApi({
      [`GET /api/admin/users/${id}/profile`]: {
        profile: adminUser({ _id: id, name: 'Sofia Alvarez', email: 'sofia@pursetrade.test', status: 'restricted', balance: 1234.5, held: 100 }),
        stats: { items_count: 3, trades_count: 7, trades_completed: 5, open_disputes: 1, average_rating: 4.25, rating_count: 4 },
        recent_transactions: [
          {
            ...transaction({ _id: id24('t1'), type: 'fee_charge', transaction_type: 'fee_charge', direction: 'debit', amount: 5, balance: 1234.5, trade_id: id24('abc123') }),
            user_id: id,
          },
        ],
      } satisfies Reply<'/api/admin/users/{id}/profile', 'get'>,
    });
    renderAdmin(<UserProfileModal userId={id} onClose={() => {}} />);
    expect((await screen.findAllByText('$1,234.50')).length).toBeGreaterThan(0);
    expect(screen.getByText('4.3 / 5.0 · 4 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Site fee')).toBeInTheDocument();
    expect(screen.getByText('#abc123')).toBeInTheDocument();
    expect(screen.getByText('−$5.00')).toBeInTheDocument();
  });

  it('User Profile shows the member\'s balance figures and credits that member without a lookup', async () => {
    const id = id24('c9');
    const api = mockAdminApi({
      [`GET /api/admin/users/${id}/profile`]: {
        profile: adminUser({ _id: id, name: 'Sofia Alvarez', email: 'sofia@pursetrade.test', balance: 150, available_balance: 110, held: 40 }),
        stats: { items_count: 0, trades_count: 0, trades_completed: 0, open_disputes: 0, average_rating: 0, rating_count: 0 },
        recent_transactions: [],
      } satisfies Reply<'/api/admin/users/{id}/profile', 'get'>,
      'POST /admin/adjust-balance': { success: true, message: '$12.50 credited to Sofia Alvarez', balance: 162.5 } satisfies Reply<'/admin/adjust-balance', 'post'>,
    });
    const { user } = renderAdmin(<UserProfileModal userId={id} onClose={() => {}} />);
    expect(await screen.findByRole('group', { name: 'Balance' })).toHaveTextContent('$150.00');
    expect(screen.getByRole('group', { name: 'Available' })).toHaveTextContent('$110.00');
    expect(screen.getByRole('group', { name: 'Held as security' })).toHaveTextContent('$40.00');
    expect(screen.queryByRole('group', { name: 'Active fees' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Credit' }));
    const form = screen.getByRole('form', { name: 'Credit' });
    expect(within(form).getByRole('combobox', { name: /Member/ })).toHaveValue(id);
    await user.type(within(form).getByLabelText(/Amount/), '12.50');
    await user.click(within(form).getByRole('button', { name: 'Credit Funds' }));
    expect(await within(form).findByText('$12.50 credited to Sofia Alvarez')).toBeInTheDocument();
    expect(api.of('POST', '/admin/adjust-balance').map((c) => c.body)).toEqual([{ user_id: id, amount: 12.5, reason: '', trade_id: null, direction: 'credit' }]);
  });

  it('User Profile falls back to "Failed to load user profile"', async () => {
    const id = id24('u8');
    mockAdminApi({
      [`GET /api/admin/users/${id}/profile`]: () => new HttpResponse(null, { status: 500 }),
    });
    renderAdmin(<UserProfileModal userId={id} onClose={() => {}} />);
    expect(await screen.findByText('Failed to load user profile')).toBeInTheDocument();
    expect(screen.getByText('User details not available')).toBeInTheDocument();
  });
});

describe('the ledger', () => {
  it('loads more 20 at a time and exports CSV with the bearer token', async () => {
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => adminTransaction({ _id: id24(`1${from + i}`), type: 'fee_charge', transaction_type: 'fee_charge', direction: 'debit', amount: 5, balance: 10 }));
    const api = mockAdminApi({
      'GET /admin/transactions': (request: Request) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const per = Number(url.searchParams.get('per_page'));
        return {
          transactions: rows((page - 1) * per, Math.min(per, 75 - (page - 1) * per)),
          page,
          per_page: per,
          total: 75,
          totals: { debit_total: 375, debit_count: 75, credit_total: 0, credit_count: 0 },
        } satisfies Reply<'/admin/transactions', 'get'>;
      },
    });
    let auth: string | null = null;
    server.use(
      http.get('*/admin/transactions/export', ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('id,amount\n1,5.00\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="transactions-20261122.csv"' } });
      }),
    );
    const save = vi.spyOn(saver, 'save').mockImplementation(() => {});
    const { user } = renderAdmin(<BalanceTab />);
    expect(await screen.findByText('Showing 50 of 75')).toBeInTheDocument();
    expect(api.of('GET', '/admin/transactions').find((c) => c.search.get('page') === '1' && c.search.get('per_page') === '50')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 60 of 75')).toBeInTheDocument();
    const more = api.of('GET', '/admin/transactions').filter((c) => c.search.get('per_page') === '20');
    expect(more.map((c) => c.search.get('page'))).toEqual(['3']);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 75 of 75')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported transactions-20261122.csv')).toBeInTheDocument();
    expect(auth).toBe('Bearer admin-token');
    expect(save).toHaveBeenCalledWith(expect.anything(), 'transactions-20261122.csv');
    expect(await (save.mock.calls[0][0] as Blob).text()).toBe('id,amount\n1,5.00\n');
  });

  it('says "Failed to export CSV" and "Failed to load more transactions"', async () => {
    let page1 = true;
    mockAdminApi({
      'GET /admin/transactions': () => {
        if (!page1) return new HttpResponse(null, { status: 500 });
        page1 = false;
        return {
          transactions: [adminTransaction({ _id: id24(1), type: 'refund', transaction_type: 'refund', direction: 'credit', amount: 5 })],
          page: 1,
          per_page: 50,
          total: 2,
          totals: { debit_total: 0, debit_count: 0, credit_total: 5, credit_count: 1 },
        } satisfies Reply<'/admin/transactions', 'get'>;
      },
    });
    server.use(http.get('*/admin/transactions/export', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdmin(<BalanceTab />);
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Failed to load more transactions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export CSV')).toBeInTheDocument();
  });
});

describe('a tab that fails', () => {
  it('is contained in the tab with a way to reload', async () => {
    const { TabErrorBoundary } = await import('./components/TabErrorBoundary');
    const Broken = () => {
      throw new Error('chunk failed to load');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi();
    renderAdmin(
      <TabErrorBoundary>
        <Broken />
      </TabErrorBoundary>,
    );
    expect(screen.getByText('This section could not be loaded. Reload the page to try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
