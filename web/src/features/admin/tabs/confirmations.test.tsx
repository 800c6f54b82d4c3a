import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reply } from '@/lib/apiTypes';
import { id24, renderAdmin, mockAdminApi } from '@/features/admin/testing/adminTestUtils';
import type { Dispute } from '@/features/admin/types';
import { adminItem, adminTrade, adminUser, deletedAccount, dispute, manualDeposit, transaction, withdrawal } from '@/features/admin/testing/fixtures';
import BalanceTab from './BalanceTab';
import DeletedAccountsTab from './DeletedAccountsTab';
import DepositsTab from './DepositsTab';
import DisputesTab from './DisputesTab';
import ItemsTab from './ItemsTab';
import ManagementTab from './ManagementTab';
import UsersTab from './UsersTab';
import WithdrawalsTab from './WithdrawalsTab';

type Setup = Awaited<ReturnType<typeof renderAdmin>>;

/** Clicks `open`, expects the confirmation `title`, cancels (nothing sent), then confirms with `confirm` (sent once). */
async function cancelThenConfirm(
  { user }: Pick<Setup, 'user'>,
  open: () => HTMLElement | Promise<HTMLElement>,
  title: string,
  confirm: string,
  sent: () => number,
) {
  await user.click(await open());
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  expect(sent()).toBe(0);

  await user.click(await open());
  await user.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: confirm }));
  await waitFor(() => expect(sent()).toBe(1));
}

const MEMBER = adminUser({ _id: id24('b1'), name: 'Sofia Alvarez', email: 'sofia@pursetrade.test', status: 'active', balance: 120, items_count: 3 });

describe('confirmations required by the specification', () => {
  it('deleting a user', async () => {
    const api = mockAdminApi({
      'GET /admin/users': { users: [MEMBER], page: 1, per_page: 50, total: 1 } satisfies Reply<'/admin/users', 'get'>,
      'DELETE /admin/users/:id': { success: true, message: 'User deleted' } satisfies Reply<'/admin/users/{id}', 'delete'>,
    });
    const view = renderAdmin(<UsersTab />);
    await cancelThenConfirm(
      view,
      () => screen.findByRole('button', { name: 'Delete' }),
      'Delete user?',
      'Delete User',
      () => api.of('DELETE', `/admin/users/${MEMBER._id}`).length,
    );
    expect(await screen.findByText('Sofia Alvarez deleted')).toBeInTheDocument();
  });

  it('removing an item', async () => {
    const item = adminItem({
      _id: id24('c1'),
      name: 'Classic Flap Bag',
      brand: 'Chanel',
      status: 'pending',
      value: 4800,
      owner: { id: id24('b1'), name: 'Sofia Alvarez', email: 'sofia@pursetrade.test', closet_name: '', status: 'active' },
    });
    const api = mockAdminApi({
      'GET /admin/items': { items: [item], page: 1, per_page: 50, total: 1, counts: { pending: 1 } } satisfies Reply<'/admin/items', 'get'>,
      'DELETE /admin/items/:id': { message: 'Item removed' } satisfies Reply<'/admin/items/{id}', 'delete'>,
    });
    const view = renderAdmin(<ItemsTab />);
    // Remove is not beside Approve: it is behind the row's More menu.
    const row = (await screen.findByRole('button', { name: 'Approve' })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const openRemove = async () => {
      await view.user.click(within(row).getByRole('button', { name: 'More actions for Classic Flap Bag' }));
      return within(row).getByRole('button', { name: 'Remove' });
    };
    await cancelThenConfirm(
      view,
      openRemove,
      'Remove item?',
      'Remove Item',
      () => api.of('DELETE', `/admin/items/${item._id}`).length,
    );
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
  });

  it('deleting a trade', async () => {
    const trade = adminTrade({ _id: id24('d1'), status: 'pending', user1_name: 'Sofia Alvarez', user2_name: 'Maya Thompson', delivery_method: 'pickup' });
    const api = mockAdminApi({
      'GET /admin/trades': { items: [trade], trades: [trade], page: 1, per_page: 50, total: 1 } satisfies Reply<'/admin/trades', 'get'>,
      'DELETE /admin/trades/:id/delete': { success: true, message: 'Trade deleted' },
    });
    const view = renderAdmin(<ManagementTab />);
    await cancelThenConfirm(
      view,
      () => screen.findByRole('button', { name: 'Delete' }),
      'Delete trade?',
      'Delete Trade',
      () => api.of('DELETE', `/admin/trades/${trade._id}/delete`).length,
    );
    expect(await screen.findByText('Trade deleted')).toBeInTheDocument();
    expect(api.of('GET', '/admin/trades')[0].search.get('per_page')).toBe('50');
  });

  it('deleting a transaction, offered exactly on the rows the server says it deletes', async () => {
    const types = ['deposit', 'withdraw', 'hold_reserve', 'hold_refund', 'hold_increase', 'hold_decrease', 'fee_charge'];
    const rows = types.map((type, i) => ({
      ...transaction({
        _id: id24(`e${i}`),
        type,
        transaction_type: type,
        direction: type === 'deposit' ? 'credit' : 'debit',
        amount: 10 + i,
        balance: 100,
        created_at: '2026-11-20T10:00:00Z',
      }),
      user_id: id24('b1'),
      user_name: 'Sofia Alvarez',
      user_email: 'sofia@pursetrade.test',
      user_b_id: null,
      hold_id: null,
      created_by: null,
      deletable: type === 'fee_charge',
    }));
    const api = mockAdminApi({
      'GET /admin/transactions': {
        transactions: rows,
        page: 1,
        per_page: 50,
        total: rows.length,
        totals: { debit_total: 36, debit_count: 3, credit_total: 10, credit_count: 1 },
      } satisfies Reply<'/admin/transactions', 'get'>,
      'DELETE /admin/transactions/:id/delete': { success: true, message: 'Transaction deleted and its effect reversed' },
    });
    const view = renderAdmin(<BalanceTab />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('button', { name: /Delete transaction/ })).toHaveLength(1);
    expect(within(table).getAllByText('Protected')).toHaveLength(6);
    await cancelThenConfirm(
      view,
      () => screen.findByRole('button', { name: /Delete transaction/ }),
      'Delete transaction?',
      'Delete Transaction',
      () => api.of('DELETE', `/admin/transactions/${rows[6]._id}/delete`).length,
    );
    expect(await screen.findByText('Transaction deleted and its effect reversed')).toBeInTheDocument();
  });

  it('rejecting a deposit (processing needs no confirmation)', async () => {
    const deposit = manualDeposit({ _id: id24('f1'), user_name: 'Sofia Alvarez', amount: 50, payment_method: 'zelle', reference_number: 'PT-123', status: 'pending' });
    const api = mockAdminApi({
      'GET /admin/manual-deposits': { deposits: [deposit], page: 1, per_page: 50, total: 1 } satisfies Reply<'/admin/manual-deposits', 'get'>,
      'POST /admin/manual-deposits/:id/reject': { success: true, message: 'Deposit rejected' },
      'POST /admin/manual-deposits/:id/process': { success: true, message: 'Deposit processed and credited' },
    });
    const view = renderAdmin(<DepositsTab />);
    await cancelThenConfirm(
      view,
      () => screen.findByRole('button', { name: 'Reject' }),
      'Reject deposit?',
      'Reject Deposit',
      () => api.of('POST', `/admin/manual-deposits/${deposit._id}/reject`).length,
    );
    expect(await screen.findByText('Deposit rejected')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Deposit processed and credited')).toBeInTheDocument();
    expect(api.of('POST', `/admin/manual-deposits/${deposit._id}/process`)).toHaveLength(1);
  });

  it('refunding a deleted account', async () => {
    const account = deletedAccount({ _id: id24('a1'), original_email: 'gone@pursetrade.test', original_user_id: id24('a2'), final_balance: 40, deletion_date: '2026-11-01T00:00:00Z' });
    const api = mockAdminApi({
      'GET /admin/deleted-accounts': { accounts: [account] } satisfies Reply<'/admin/deleted-accounts', 'get'>,
      'GET /admin/deleted-accounts/:id': { account, transactions: [] } satisfies Reply<'/admin/deleted-accounts/{id}', 'get'>,
      'POST /admin/deleted-accounts/:id/refund': { success: true, message: 'Refund of $40.00 recorded' },
    });
    const view = renderAdmin(<DeletedAccountsTab />);
    await view.user.click(await screen.findByRole('button', { name: /gone@pursetrade.test/ }));
    await view.user.type(await screen.findByLabelText('Refund amount (USD)'), '40');
    await cancelThenConfirm(
      view,
      () => screen.getByRole('button', { name: 'Refund' }),
      'Refund deleted account?',
      'Record Refund',
      () => api.of('POST', `/admin/deleted-accounts/${account._id}/refund`).length,
    );
    expect(api.of('POST', `/admin/deleted-accounts/${account._id}/refund`)[0].body).toEqual({ amount: 40, reason: '' });
    expect(await screen.findByText('Refund of $40.00 recorded')).toBeInTheDocument();
  });

  it('cleaning up duplicate disputes', async () => {
    const api = mockAdminApi({ 'POST /admin/cleanup-duplicate-disputes': { success: true, message: 'Merged 0 duplicate disputes' } });
    const view = renderAdmin(<DisputesTab />);
    await cancelThenConfirm(
      view,
      () => screen.findByRole('button', { name: 'Cleanup Duplicates' }),
      'Clean up duplicate disputes?',
      'Clean Up',
      () => api.of('POST', '/admin/cleanup-duplicate-disputes').length,
    );
    expect(await screen.findByText('Merged 0 duplicate disputes')).toBeInTheDocument();
  });
});

describe('withdrawals', () => {
  it('disables Mark Paid once paid and Mark Failed once failed', async () => {
    const rows = [
      withdrawal({ _id: id24('w1'), user_name: 'A', amount: 10, status: 'pending' }),
      withdrawal({ _id: id24('w2'), user_name: 'B', amount: 20, status: 'paid' }),
      withdrawal({ _id: id24('w3'), user_name: 'C', amount: 30, status: 'failed' }),
    ];
    const api = mockAdminApi({
      'GET /admin/withdrawals': { withdrawals: rows, page: 1, per_page: 50, total: 3 } satisfies Reply<'/admin/withdrawals', 'get'>,
      'POST /admin/withdrawals/:id/mark-failed': { success: true, message: 'Withdrawal marked as failed; the funds were returned to the member' },
    });
    const { user } = renderAdmin(<WithdrawalsTab />);
    const paid = await screen.findAllByRole('button', { name: 'Mark Paid' });
    const failed = screen.getAllByRole('button', { name: 'Mark Failed' });
    expect(paid.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, false]);
    expect(failed.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, false, true]);

    await user.click(failed[0]);
    const prompt = await screen.findByRole('dialog', { name: 'Mark withdrawal failed' });
    expect(within(prompt).getByRole('button', { name: 'Mark Failed' })).toBeDisabled();
    await user.type(within(prompt).getByLabelText(/Reason/), 'Wrong Zelle handle');
    await user.click(within(prompt).getByRole('button', { name: 'Mark Failed' }));
    expect(await screen.findByText('Withdrawal marked as failed; the funds were returned to the member')).toBeInTheDocument();
    expect(api.of('POST', `/admin/withdrawals/${rows[0]._id}/mark-failed`)[0].body).toEqual({ reason: 'Wrong Zelle handle' });
  });

  it('falls back to "Failed to load withdrawals"', async () => {
    const { HttpResponse } = await import('msw');
    mockAdminApi({ 'GET /admin/withdrawals': () => new HttpResponse(null, { status: 500 }) });
    renderAdmin(<WithdrawalsTab />);
    expect(await screen.findByText('Failed to load withdrawals')).toBeInTheDocument();
  });
});

describe('manual deposits', () => {
  it('filters by status (pending, processed, rejected, all) and refreshes', async () => {
    const api = mockAdminApi();
    const { user } = renderAdmin(<DepositsTab />);
    const select = await screen.findByLabelText('Status');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pending', 'Processed', 'Rejected', 'All']);
    await waitFor(() => expect(api.of('GET', '/admin/manual-deposits')).toHaveLength(1));
    expect(api.of('GET', '/admin/manual-deposits')[0].search.get('status')).toBe('pending');
    await user.selectOptions(select, 'all');
    await waitFor(() => expect(api.of('GET', '/admin/manual-deposits').at(-1)?.search.get('status')).toBe('all'));
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    const before = api.of('GET', '/admin/manual-deposits').length;
    await user.click(refresh);
    await waitFor(() => expect(api.of('GET', '/admin/manual-deposits').length).toBe(before + 1));
  });
});

describe('disputes', () => {
  it('sorts open and new first, then pending, and hides resolved and closed unless Show Closed', async () => {
    const d = (n: string, status: Dispute['status'], created: string) =>
      dispute({ _id: id24(n), status, reason: 'item_damaged', reported_by: `R${n}`, trade_id: id24(`t${n}`), created_at: created, date: created });
    mockAdminApi({
      'GET /admin/disputes': {
        disputes: [d('1', 'resolved', '2026-11-10'), d('2', 'pending', '2026-11-12'), d('3', 'open', '2026-11-01'), d('4', 'closed', '2026-11-15'), d('5', 'new', '2026-11-05')],
        open_count: 3,
        page: 1,
        per_page: 50,
        total: 5,
      } satisfies Reply<'/admin/disputes', 'get'>,
    });
    const { user } = renderAdmin(<DisputesTab />);
    const table = await screen.findByRole('table');
    const refs = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => (r as HTMLTableRowElement).cells[0].textContent);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(refs()).toEqual([`#${id24('5').slice(-8)}`, `#${id24('3').slice(-8)}`, `#${id24('2').slice(-8)}`]);
    await user.click(screen.getByRole('checkbox', { name: 'Show Closed' }));
    await waitFor(() => expect(refs()).toHaveLength(5));
    expect(refs().slice(3)).toEqual([`#${id24('4').slice(-8)}`, `#${id24('1').slice(-8)}`]);
  });
});
