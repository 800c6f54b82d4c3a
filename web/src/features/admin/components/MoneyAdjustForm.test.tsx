import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Reply } from '@/lib/apiTypes';
import { id24, renderAdmin, mockAdminApi } from '@/features/admin/testing/adminTestUtils';
import { MoneyAdjustForm } from './MoneyAdjustForm';

type Suggestion = Reply<'/admin/users/search', 'get'>['users'][number];

const SOFIA: Suggestion = { _id: '6b030d19fc42f827eb7f9f9b', id: '6b030d19fc42f827eb7f9f9b', name: 'Sofia Alvarez', email: 'sofia@pursetrade.test' };
const members: Suggestion[] = Array.from({ length: 11 }, (_, i) => ({ _id: id24(i + 1), id: id24(i + 1), name: `Member ${i + 1}`, email: `m${i + 1}@pursetrade.test` }));

function setup(action: 'refund' | 'credit' | 'debit', overrides = {}) {
  const api = mockAdminApi({
    'GET /admin/users/search': (request: Request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return { users: q.toLowerCase().startsWith('so') ? [SOFIA, ...members] : [] } satisfies Reply<'/admin/users/search', 'get'>;
    },
    'POST /admin/refund': { success: true, message: '$12.50 refunded to Sofia Alvarez', balance: 112.5 } satisfies Reply<'/admin/refund', 'post'>,
    'POST /admin/adjust-balance': { success: true, message: '$12.50 credited to Sofia Alvarez', balance: 112.5 } satisfies Reply<'/admin/adjust-balance', 'post'>,
    ...overrides,
  });
  const view = renderAdmin(<MoneyAdjustForm action={action} />);
  const form = screen.getByRole('form', { name: action === 'refund' ? 'Refund' : action === 'credit' ? 'Credit' : 'Debit' });
  return { api, ...view, form };
}

describe('refund, credit and debit: the user lookup rules', () => {
  it('keeps the button disabled until a user and an amount are given', async () => {
    const { user, form } = setup('credit');
    const button = within(form).getByRole('button', { name: 'Credit Funds' });
    expect(button).toBeDisabled();
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), SOFIA._id);
    expect(button).toBeDisabled();
    await user.type(within(form).getByLabelText(/Amount/), '10');
    expect(button).toBeEnabled();
    expect(within(form).getByLabelText(/Amount/)).toHaveAttribute('min', '0');
    expect(within(form).getByLabelText(/Amount/)).toHaveAttribute('step', '0.01');
  });

  it('refuses a name that is not an id, a 6+ hex suffix, "ID: xxxxxx" or an exact email', async () => {
    const { user, form, api } = setup('refund', { 'GET /admin/users/search': { users: [] } });
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), 'Sofia');
    await user.type(within(form).getByLabelText(/Amount/), '5');
    await user.click(within(form).getByRole('button', { name: 'Issue Refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('User not found. Enter a valid 24-char ID or exact email.');
    expect(api.of('POST', '/admin/refund')).toHaveLength(0);

    await user.clear(within(form).getByRole('combobox', { name: /Member/ }));
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), 'f9f9b');
    await user.click(within(form).getByRole('button', { name: 'Issue Refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('User not found. Enter a valid 24-char ID or exact email.');
    expect(api.of('POST', '/admin/refund')).toHaveLength(0);
  });

  it('searches 300 ms after the last keystroke and shows at most 8 suggestions', async () => {
    const { user, form, api } = setup('credit');
    const started = Date.now();
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), 'sofia');
    expect(api.of('GET', '/admin/users/search')).toHaveLength(0);
    const list = await within(form).findByRole('listbox', { name: 'Matching members' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const searches = api.of('GET', '/admin/users/search');
    expect(searches).toHaveLength(1);
    expect(searches[0].search.get('q')).toBe('sofia');
    expect(within(list).getAllByRole('option')).toHaveLength(8);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Sofia Alvarez');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('ID: 7f9f9b');
  });

  it('sends the full id of a picked suggestion', async () => {
    const { user, form, api } = setup('credit');
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), 'so');
    await user.click(await within(form).findByRole('option', { name: /Sofia Alvarez/ }));
    expect(within(form).getByRole('combobox', { name: /Member/ })).toHaveValue(SOFIA._id);
    expect(within(form).getByText(/✓ Sofia Alvarez/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Amount/), '12.5');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Credit Funds' }));
    expect(await within(form).findByText('$12.50 credited to Sofia Alvarez')).toBeInTheDocument();
    expect(api.of('POST', '/admin/adjust-balance')[0].body).toEqual({
      user_id: SOFIA._id,
      amount: 12.5,
      direction: 'credit',
      reason: 'Goodwill',
      trade_id: null,
    });
  });

  it('resolves "ID: xxxxxx" and a hex suffix through the suggestions, and passes an email on', async () => {
    const { user, form, api } = setup('debit', {
      'GET /admin/users/search': (request: Request) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return { users: q.includes('7f9f9b') ? [SOFIA] : [] } satisfies Reply<'/admin/users/search', 'get'>;
      },
    });
    const box = within(form).getByRole('combobox', { name: /Member/ });
    await user.type(box, 'ID: 7f9f9b');
    expect(await within(form).findByText(/✓ Sofia Alvarez/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Amount/), '3');
    await user.click(within(form).getByRole('button', { name: 'Debit Funds' }));
    await waitFor(() => expect(api.of('POST', '/admin/adjust-balance')).toHaveLength(1));
    expect(api.of('POST', '/admin/adjust-balance')[0].body).toMatchObject({ user_id: SOFIA._id, direction: 'debit', amount: 3 });

    await user.clear(box);
    await user.type(box, 'maya@pursetrade.test');
    await user.type(within(form).getByLabelText(/Amount/), '4');
    await user.click(within(form).getByRole('button', { name: 'Debit Funds' }));
    await waitFor(() => expect(api.of('POST', '/admin/adjust-balance')).toHaveLength(2));
    expect(api.of('POST', '/admin/adjust-balance')[1].body).toMatchObject({ user_id: 'maya@pursetrade.test', amount: 4 });
  });

  it('shows the server refusal, or the fallback', async () => {
    const { user, form } = setup('refund', {
      'POST /admin/refund': () => HttpResponse.json({ error: 'User not found. Enter a valid 24-char ID or exact email.' }, { status: 404 }),
    });
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), 'nobody@pursetrade.test');
    await user.type(within(form).getByLabelText(/Amount/), '1');
    await user.click(within(form).getByRole('button', { name: 'Issue Refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('User not found. Enter a valid 24-char ID or exact email.');
  });

  it('falls back to "Failed to debit funds" when the server says nothing', async () => {
    const { user, form } = setup('debit', { 'POST /admin/adjust-balance': () => new HttpResponse(null, { status: 500 }) });
    await user.type(within(form).getByRole('combobox', { name: /Member/ }), SOFIA._id);
    await user.type(within(form).getByLabelText(/Amount/), '1');
    await user.click(within(form).getByRole('button', { name: 'Debit Funds' }));
    expect(await within(form).findByText('Failed to debit funds')).toBeInTheDocument();
  });
});
