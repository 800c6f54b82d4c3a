import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/renderApp';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { storeSession } from '@/testing/storeSession';
import { ADD_FUNDS_FLAG_KEY } from '@/features/money/messages';
import { BalanceTab, redirect } from './BalanceTab';
import { ManualDepositModal } from './ManualDepositModal';
import { WithdrawModal } from './WithdrawModal';

function balance() {
  server.use(
    http.get('*/user/balance', () => HttpResponse.json({ balance: 120, available_balance: 70, held: 50, active_fees: 10 })),
    http.get('*/user/balance/transactions', () =>
      HttpResponse.json({
        transactions: Array.from({ length: 12 }, (_, i) => ({
          _id: `t${i}`,
          amount: 5 + i,
          type: i % 2 ? 'fee_charge' : 'deposit',
          direction: i % 2 ? 'debit' : 'credit',
          created_at: '2030-01-01T12:00:00Z',
        })),
      }),
    ),
    http.get('*/user/manual-deposits', () =>
      HttpResponse.json({ deposits: [{ _id: 'd1', amount: 40, payment_method: 'zelle', status: 'pending', reference_number: 'MD-ABCD1234' }] }),
    ),
    http.get('*/user/withdrawals', () => HttpResponse.json({ withdrawals: [{ _id: 'w1', amount: 15, method: 'cashapp', status: 'pending' }] })),
  );
}

describe('Balance tab', () => {
  it('shows the figures, pending deposits, withdrawals and the 10 latest transactions', async () => {
    balance();
    renderUi(<BalanceTab />, { user: ME });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Available' })).toHaveTextContent('$70.00'));
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('$120.00');
    expect(screen.getByRole('group', { name: 'Held as security' })).toHaveTextContent('$50.00');
    expect(await screen.findByText(/Ref MD-ABCD1234/)).toBeInTheDocument();
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    await waitFor(() => expect(within(transactions).getAllByRole('listitem')).toHaveLength(10));
    expect(within(transactions).getAllByText('Deposit')[0]).toBeInTheDocument();
    expect(within(transactions).getAllByText(/^\+\$/)).toHaveLength(5);
  });

  it('sends card deposits of at least $5 to the checkout page', async () => {
    balance();
    const to = vi.spyOn(redirect, 'to').mockImplementation(() => {});
    let sent: unknown;
    server.use(
      http.post('*/payments/create-checkout-session', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ url: 'https://checkout.test/cs_1' });
      }),
    );
    const { user } = renderUi(<BalanceTab />, { user: ME });
    const card = screen.getByRole('button', { name: 'Add Funds' }).closest('form')!;
    await user.type(within(card).getByLabelText('Amount (USD)'), '4.99');
    await user.click(within(card).getByRole('button', { name: 'Add Funds' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please enter a valid amount of at least $5');
    expect(to).not.toHaveBeenCalled();

    await user.clear(within(card).getByLabelText('Amount (USD)'));
    await user.type(within(card).getByLabelText('Amount (USD)'), '25');
    await user.click(within(card).getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(sent).toEqual({ amount: 25, return_url: `${window.location.origin}/` });
  });

  it('explains a refused checkout', async () => {
    balance();
    server.use(http.post('*/payments/create-checkout-session', () => HttpResponse.json({ error: 'Card payments are unavailable' }, { status: 502 })));
    const { user } = renderUi(<BalanceTab />, { user: ME });
    const card = screen.getByRole('button', { name: 'Add Funds' }).closest('form')!;
    await user.type(within(card).getByLabelText('Amount (USD)'), '10');
    await user.click(within(card).getByRole('button', { name: 'Add Funds' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to create deposit: Card payments are unavailable');

    server.use(http.post('*/payments/create-checkout-session', () => new HttpResponse(null, { status: 500 })));
    await user.click(within(card).getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(/^Failed to create payment session$/));
  });
});

describe('Manual Deposit', () => {
  it('checks the amount, sends the deposit and shows the instructions with the reference number', async () => {
    let sent: unknown;
    server.use(
      http.get('*/deposits/manual/payment-info', () => HttpResponse.json({ cashapp_tag: '$PurseTrade', zelle_address: 'pay@pursetrade.test' })),
      http.post('*/deposits/manual', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ reference_number: 'MD-XY12AB34' }, { status: 201 });
      }),
    );
    const { user } = renderUi(<ManualDepositModal open onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Manual Deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveAccessibleDescription('Please enter a valid amount');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveFocus();
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveAttribute('min', '0.01');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveAttribute('step', '0.01');

    await user.type(within(dialog).getByLabelText('Amount (USD)'), '40');
    await user.click(within(dialog).getByRole('radio', { name: 'Zelle' }));
    await user.type(within(dialog).getByLabelText(/Reference note/), 'ana@bank');
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(dialog).findByText('MD-XY12AB34')).toBeInTheDocument();
    // Printed once, with a copy button.
    expect(within(dialog).getAllByText(/MD-XY12AB34/)).toHaveLength(1);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy reference number' }));
    expect(writeText).toHaveBeenCalledWith('MD-XY12AB34');
    expect(within(dialog).getByRole('button', { name: 'Copied reference number' })).toBeInTheDocument();
    expect(within(dialog).getByText('pay@pursetrade.test')).toBeInTheDocument();
    expect(within(dialog).queryByText('$PurseTrade')).not.toBeInTheDocument();
    expect(sent).toEqual({ amount: 40, payment_method: 'zelle', reference_note: 'ana@bank' });
  });

  it('shows the fallback error', async () => {
    server.use(http.post('*/deposits/manual', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderUi(<ManualDepositModal open onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Manual Deposit' });
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error submitting deposit request. Please try again.');
  });
});

describe('Withdrawal Request', () => {
  it('checks amount and payment details, then confirms', async () => {
    let sent: unknown;
    server.use(
      http.post('*/user/balance/withdraw', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ withdrawal_id: 'w9' }, { status: 201 });
      }),
    );
    const { user } = renderUi(<WithdrawModal open onClose={vi.fn()} available={70} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Withdrawal Request' });
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveAccessibleDescription('Please enter a valid amount');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveFocus();
    expect(within(dialog).getByLabelText(/Payment details/)).toHaveAccessibleDescription(/Please enter your payment details/);
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    expect(within(dialog).getByLabelText('Amount (USD)')).not.toHaveAttribute('aria-invalid');
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(within(dialog).getByLabelText(/Payment details/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/Payment details/), '$AnaL');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByText(/processed\s+within 24 hours/)).toBeInTheDocument();
    expect(sent).toEqual({ amount: 12.5, method: 'cashapp', note: 'Cash App: $AnaL' });
  });

  it('prefers the server message, else "Failed to submit withdrawal request"', async () => {
    server.use(http.post('*/user/balance/withdraw', () => HttpResponse.json({ error: 'Minimum withdrawal is $5.00' }, { status: 400 })));
    const { user } = renderUi(<WithdrawModal open onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Withdrawal Request' });
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '1');
    await user.type(within(dialog).getByLabelText(/Payment details/), '$AnaL');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Minimum withdrawal is $5.00');
    server.use(http.post('*/user/balance/withdraw', () => new HttpResponse(null, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to submit withdrawal request'));
  });
});

describe('return from the card checkout', () => {
  function signedIn() {
    storeSession('tok', ME);
    server.use(http.get('*/user/profile', () => HttpResponse.json(ME)));
    balance();
  }

  it('confirms the session, opens the Balance tab and cleans the address', async () => {
    signedIn();
    let session: unknown;
    server.use(
      http.post('*/payments/verify-session', async ({ request }) => {
        session = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { router } = renderApp('/?add_funds=success&session_id=cs_42');
    expect((await screen.findAllByText('Payment successful! Your balance has been updated.')).length).toBeGreaterThan(0);
    expect(session).toEqual({ session_id: 'cs_42' });
    expect(await screen.findByRole('tab', { name: 'Balance', selected: true })).toBeInTheDocument();
    // Cleaned of the checkout's parameters; the open panel's own address remains.
    await waitFor(() => expect(router.state.location.search).toBe('?account=balance'));
    expect(localStorage.getItem(ADD_FUNDS_FLAG_KEY)).toBeNull();
  });

  it('says credit cards are refused', async () => {
    signedIn();
    server.use(
      http.post('*/payments/verify-session', () =>
        HttpResponse.json({ error: 'x', error_type: 'credit_card_rejected' }, { status: 422 }),
      ),
    );
    renderApp('/?add_funds=success&session_id=cs_43');
    expect((await screen.findAllByText('Credit cards are not accepted. Please use a debit card.')).length).toBeGreaterThan(0);
  });

  it('says the verification failed otherwise', async () => {
    signedIn();
    server.use(http.post('*/payments/verify-session', () => HttpResponse.json({ error: 'nope' }, { status: 400 })));
    renderApp('/?add_funds=success&session_id=cs_44');
    expect((await screen.findAllByText('Payment verification failed. Please contact support if you were charged.')).length).toBeGreaterThan(0);
  });

  it('says a cancelled payment was cancelled', async () => {
    signedIn();
    const { router } = renderApp('/?add_funds=cancel');
    expect((await screen.findAllByText('Payment was cancelled.')).length).toBeGreaterThan(0);
    expect(localStorage.getItem(ADD_FUNDS_FLAG_KEY)).toBe('cancel');
    await waitFor(() => expect(router.state.location.search).toBe('?account=balance'));
  });
});
