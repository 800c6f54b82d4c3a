import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AdminPanel from '@/features/admin/AdminPanel';
import { ADMIN, firstPage, id24, mockAdminApi, renderAdmin } from '@/features/admin/testing/adminTestUtils';
import type { MoneyApproval } from '@/features/admin/types';
import type { Reply } from '@/lib/apiTypes';
import { ApprovalQueue } from './ApprovalQueue';

function approval(over: Partial<MoneyApproval>): MoneyApproval {
  return {
    _id: id24('ap'),
    kind: 'credit',
    amount: 600,
    reason: 'Lost parcel',
    trade_id: null,
    user_id: id24('mia'),
    user_name: 'Mia',
    user_email: 'mia@test.example',
    requested_by: id24('other'),
    requested_by_name: 'Second Admin',
    status: 'pending',
    decided_by: null,
    decided_by_name: '',
    decided_at: null,
    decision_note: '',
    transaction_id: null,
    created_at: '2026-12-01T15:00:00Z',
    ...over,
  };
}

describe('the approval queue', () => {
  it('offers Approve and Reject on other administrators’ requests and Cancel on one’s own', async () => {
    const theirs = approval({ _id: id24('a1') });
    const mine = approval({ _id: id24('a2'), kind: 'debit', amount: 800, requested_by: ADMIN._id, requested_by_name: ADMIN.name });
    const api = mockAdminApi({
      'GET /admin/money-approvals': { approvals: [theirs, mine], ...firstPage(50), total: 2 } satisfies Reply<'/admin/money-approvals', 'get'>,
      'POST /admin/money-approvals/:id/approve': { success: true, message: '$600.00 credited to Mia', approval: { ...theirs, status: 'approved' } },
      'POST /admin/money-approvals/:id/reject': { success: true, message: 'Request cancelled', approval: { ...mine, status: 'cancelled' } },
    });
    const notices: string[] = [];
    const { user } = renderAdmin(<ApprovalQueue onNotice={(n) => notices.push(n.text)} />);
    const section = await screen.findByRole('region', { name: 'Waiting for approval' });
    const [, theirRow, myRow] = await within(section).findAllByRole('row');
    expect(within(theirRow).getByText('Second Admin')).toBeInTheDocument();
    expect(within(theirRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject']);
    expect(within(myRow).getByText('You')).toBeInTheDocument();
    expect(within(myRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel']);

    await user.click(within(theirRow).getByRole('button', { name: 'Approve' }));
    const prompt = await screen.findByRole('dialog', { name: 'Approve request' });
    expect(within(prompt).getByText('Approve the credit of $600.00 to Mia? The money moves now.')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Approve' }));
    await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(api.of('POST', `/admin/money-approvals/${theirs._id}/approve`)).toHaveLength(1);
    await user.click(within(myRow).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel request' })).getByRole('button', { name: 'Cancel Request' }));
    expect(api.of('POST', `/admin/money-approvals/${mine._id}/reject`)).toHaveLength(1);
    expect(notices).toEqual(['$600.00 credited to Mia', 'Request cancelled']);
  });

  it('the panel asks an administrator without two-factor to turn it on, with a way to do it', async () => {
    const refusal = () =>
      HttpResponse.json({ error: 'Turn on two-factor authentication to use the admin panel.', code: 'admin_2fa_required' }, { status: 403 });
    mockAdminApi({
      'GET /admin/items': refusal,
      'GET /admin/disputes': refusal,
      'GET /admin/manual-deposits': refusal,
      'GET /admin/withdrawals': refusal,
      'GET /admin/users': refusal,
      'GET /user/profile': { ...ADMIN, two_factor_enabled: false },
    });
    const { user } = renderAdmin(
      <AdminPanel onClose={() => undefined} twoFactorSetup={(onClose) => <button onClick={onClose}>Two-factor setup</button>} />,
    );
    // The panel says it once with the way out; the open tab's own refusal may say it too.
    const settings = await screen.findByRole('button', { name: 'Two-factor settings' });
    expect(settings.closest('[role="alert"]')).toHaveTextContent('Turn on two-factor authentication to use the admin panel.');
    await user.click(settings);
    const box = await screen.findByRole('group', { name: 'Two-factor authentication' });
    await user.click(within(box).getByRole('button', { name: 'Enable 2FA' }));
    await user.click(screen.getByRole('button', { name: 'Two-factor setup' }));
    expect(screen.queryByRole('button', { name: 'Two-factor setup' })).not.toBeInTheDocument();
  });
});
