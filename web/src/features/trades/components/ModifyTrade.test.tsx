import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addDays, earliestStartDate } from '@/lib/dates';
import { bag, tradeJson } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { ModifyTradeModal } from './ModifyTradeModal';

const start = addDays(earliestStartDate(), 2);
const trade = tradeJson({ start_date: start, end_date: addDays(start, 7), user1_id: 'owner1', user2_id: ME._id, hold_user_id: 'owner1', offered_hat: bag(1, { _id: 'h1', name: 'Her Saddle' }), requested_hat: bag(1, { _id: 'h2', name: 'My Tote' }) });

describe('Modify Trade', () => {
  it('checks the dates and sends only what changed, with the message', async () => {
    let sent: unknown;
    server.use(
      http.get('*/hats/my-hats', () => HttpResponse.json({ items: [bag(2, { _id: 'h2', name: 'My Tote' }), bag(7, { _id: 'h7', name: 'My Wallet' })] })),
      http.get('*/hats', () => HttpResponse.json({ items: [bag(1, { _id: 'h1', name: 'Her Saddle' })], total: 1 })),
      http.put('*/trades/:id/modify', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderUi(<ModifyTradeModal trade={trade} onClose={onClose} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Modify Trade' });
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Send Modification' }));
    await send();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Change the dates or a bag before sending a modification');

    const end = within(dialog).getByLabelText('End date');
    await user.clear(end);
    await user.type(end, addDays(start, -1));
    await send();
    expect(end).toHaveAccessibleDescription('At most 31 days after the start End date must be after start date');
    expect(end).toHaveFocus();
    await user.clear(end);
    expect(end).not.toHaveAttribute('aria-invalid');
    await user.type(end, addDays(start, 32));
    await send();
    expect(end).toHaveAccessibleDescription(/Trade duration cannot exceed 1 month \(31 days\)$/);
    const begin = within(dialog).getByLabelText('Start date');
    await user.clear(begin);
    await user.type(begin, addDays(earliestStartDate(), -1));
    await send();
    expect(begin).toHaveAccessibleDescription(/Start date must be at least 3 days from today \(New York time\)$/);
    expect(begin).toHaveFocus();

    await user.clear(begin);
    await user.type(begin, start);
    await user.clear(end);
    await user.type(end, addDays(start, 5));
    await user.selectOptions(await within(dialog).findByLabelText('Your bag'), 'h7');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Shorter?');
    await send();
    expect(await screen.findByText('Trade modified successfully! The other user will be notified.')).toBeInTheDocument();
    // The member is the receiver (user2): their bag is hat2.
    expect(sent).toEqual({ end_date: addDays(start, 5), hat2_id: 'h7', mod_message: 'Shorter?', revision: trade.revision });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers an approved bag that another trade books on other dates, as the server allows, and not one awaiting approval', async () => {
    server.use(
      http.get('*/hats/my-hats', () =>
        HttpResponse.json({
          items: [
            bag(2, { _id: 'h2', name: 'My Tote' }),
            bag(8, { _id: 'h8', name: 'My Booked Clutch', in_trade: true }),
            bag(9, { _id: 'h9', name: 'My Pending Bag', status: 'pending' }),
          ],
        }),
      ),
      http.get('*/hats', () => HttpResponse.json({ items: [bag(1, { _id: 'h1', name: 'Her Saddle' })], total: 1 })),
    );
    renderUi(<ModifyTradeModal trade={trade} onClose={vi.fn()} />, { user: ME });
    const mine = await within(screen.getByRole('dialog', { name: 'Modify Trade' })).findByLabelText('Your bag');
    expect(await within(mine).findByRole('option', { name: /My Booked Clutch .* · booked on other dates/ })).toBeInTheDocument();
    expect(within(mine).queryByRole('option', { name: /My Pending Bag/ })).not.toBeInTheDocument();
  });

  it("offers a bag booked on other dates, shows its booked days and refuses dates that touch them with the server's message", async () => {
    const withGap = tradeJson({ start_date: start, end_date: addDays(start, 7), user1_id: 'owner1', user2_id: ME._id,
      hold_user_id: 'owner1', offered_hat: bag(1, { _id: 'h1', name: 'Her Saddle' }), requested_hat: bag(1, { _id: 'h2', name: 'My Tote' }), turnaround_days: 2 });
    let sent = false;
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/hats/my-hats', () =>
        HttpResponse.json({ items: [bag(2, { _id: 'h2', name: 'My Tote' }), bag(8, { _id: 'h8', name: 'My Clutch', in_trade: true })] }),
      ),
      http.get('*/hats', () => HttpResponse.json({ items: [bag(1, { _id: 'h1', name: 'Her Saddle' })], total: 1 })),
      http.get('*/hats/:id/calendar', ({ params, request }) => {
        asked.push(new URL(request.url).searchParams.get('turnaround_days'));
        // Counting the trade's two turnaround days, its dates may not reach start + 7.
        const h8 = params.id === 'h8';
        return HttpResponse.json({
          item_id: params.id,
          booked: h8 ? [{ start: addDays(start, 9), end: addDays(start, 15) }] : [],
          unavailable: h8 ? [{ start: addDays(start, 7), end: addDays(start, 15) }] : [],
          turnaround_days: 2,
          charges: null,
        });
      }),
      http.put('*/trades/:id/modify', () => {
        sent = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderUi(<ModifyTradeModal trade={withGap} onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Modify Trade' });
    await within(dialog).findByRole('option', { name: /My Clutch/ });
    await user.selectOptions(within(dialog).getByLabelText('Your bag'), 'h8');
    expect(await within(dialog).findByRole('list', { name: 'Your bag: booked days' })).toHaveTextContent('Booked');
    // The trade ends on start + 7 and keeps two more days: start + 9 is booked.
    await user.click(within(dialog).getByRole('button', { name: 'Send Modification' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This bag is already booked for those dates.');
    expect(new Set(asked)).toEqual(new Set(['2']));
    expect(sent).toBe(false);
    const end = within(dialog).getByLabelText('End date');
    await user.clear(end);
    await user.type(end, addDays(start, 6));
    await user.click(within(dialog).getByRole('button', { name: 'Send Modification' }));
    expect(await screen.findByText('Trade modified successfully! The other user will be notified.')).toBeInTheDocument();
    expect(sent).toBe(true);
  });

  it('shows "Failed to modify trade: {message}"', async () => {
    server.use(http.put('*/trades/:id/modify', () => HttpResponse.json({ error: 'This bag is already booked for those dates.' }, { status: 409 })));
    const { user } = renderUi(<ModifyTradeModal trade={trade} onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Modify Trade' });
    const end = within(dialog).getByLabelText('End date');
    await user.clear(end);
    await user.type(end, addDays(start, 3));
    await user.click(within(dialog).getByRole('button', { name: 'Send Modification' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to modify trade: This bag is already booked for those dates.');
  });
});
