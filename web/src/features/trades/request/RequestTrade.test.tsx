import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDays, earliestStartDate } from '@/lib/dates';
import { bag } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { MONEY_WORDS } from '@/lib/moneyWords';
import { RequestTradeModal } from './RequestTradeModal';

const target = bag(5, { owner_id: 'owner1', owner_zip: '33014', value: 450, name: 'Her Tote' });

function api() {
  server.use(
    http.get('*/hats/my-hats', () =>
      HttpResponse.json({
        items: [
          bag(1, { _id: 'mine1', name: 'My Saddle', owner_id: ME._id, value: 300 }),
          bag(2, { _id: 'mine2', name: 'My Pending', owner_id: ME._id, status: 'pending' }),
          bag(3, { _id: 'mine3', name: 'My Busy', owner_id: ME._id, in_trade: true }),
        ],
      }),
    ),
    http.get('*/settings', () => HttpResponse.json({ trade_fee: 5, pickup_fee: 7 })),
    http.get('*/user/balance', () => HttpResponse.json({ balance: 600, available_balance: 500, held: 100, active_fees: 0 })),
    http.get('*/user/profile', () => HttpResponse.json({ ...ME, zip_code: '33012' })),
    // The server's figures: a $5 site fee, the $7 pickup fee or a $22.50 round trip, and the $450 bag held.
    http.get('*/hats/:id/calendar', ({ params, request }) => {
      const shipping = new URL(request.url).searchParams.get('delivery_method') === 'shipping';
      const charges = shipping
        ? { site_fee: 5, delivery_fee: 22.5, hold: 450, total: 477.5 }
        : { site_fee: 5, delivery_fee: 7, hold: 450, total: 462 };
      return HttpResponse.json({ item_id: params.id, booked: [], unavailable: [], turnaround_days: 1, charges });
    }),
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Request Trade' });
const send = (user: ReturnType<typeof renderUi>['user']) => user.click(within(dialog()).getByRole('button', { name: 'Send Trade Request' }));

describe('Request Trade', () => {
  it('asks a guest to log in', () => {
    renderUi(<RequestTradeModal item={target} />);
    expect(dialog()).toHaveTextContent('Please log in to request a trade');
  });

  it("refuses a member's own bag", () => {
    renderUi(<RequestTradeModal item={{ ...target, owner_id: ME._id as string }} />, { user: ME });
    expect(dialog()).toHaveTextContent("You can't trade your own item.");
  });

  it('lists own bags (approved ones can be picked, booked ones too) and defaults to 7 days from the earliest date', async () => {
    api();
    renderUi(<RequestTradeModal item={target} />, { user: ME });
    expect(await within(dialog()).findByRole('radio', { name: /My Saddle/ })).toBeEnabled();
    expect(within(dialog()).getByRole('radio', { name: /My Pending/ })).toBeDisabled();
    expect(within(dialog()).getByRole('radio', { name: /My Busy/ })).toBeEnabled();
    expect(within(dialog()).getByRole('radio', { name: '7 days' })).toBeChecked();
    const options = within(within(dialog()).getByRole('radiogroup', { name: 'Duration' })).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')!.textContent)).toEqual(['1 day', '3 days', '7 days', '14 days', '30 days', 'Custom']);
    const start = within(dialog()).getByLabelText('Start date');
    expect(start).toHaveValue(earliestStartDate());
    expect(start).toHaveAttribute('min', earliestStartDate());
  });

  it('opens with the dates the member searched for (?start=&end=) filled in', async () => {
    api();
    const start = addDays(earliestStartDate(), 4);
    renderUi(<RequestTradeModal item={target} />, { user: ME, path: `/browse?start=${start}&end=${addDays(start, 7)}` });
    expect(await within(dialog()).findByRole('radio', { name: /My Saddle/ })).toBeEnabled();
    expect(within(dialog()).getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(within(dialog()).getByLabelText('Start date')).toHaveValue(start);
  });

  it('opens an uneven searched range as custom dates', async () => {
    api();
    const start = addDays(earliestStartDate(), 1);
    renderUi(<RequestTradeModal item={target} />, { user: ME, path: `/closet/owner1?start=${start}&end=${addDays(start, 5)}` });
    expect(await within(dialog()).findByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(dialog()).getByLabelText('Start date')).toHaveValue(start);
    expect(within(dialog()).getByLabelText('End date')).toHaveValue(addDays(start, 5));
  });

  it('offers to tell the member when the bag is free for dates it is booked on', async () => {
    api();
    const earliest = earliestStartDate();
    let asked: unknown = null;
    server.use(
      http.get('*/hats/:id/calendar', ({ params }) =>
        HttpResponse.json({
          item_id: params.id,
          booked: params.id === target._id ? [{ start: earliest, end: addDays(earliest, 20) }] : [],
          unavailable: params.id === target._id ? [{ start: addDays(earliest, -1), end: addDays(earliest, 20) }] : [],
          turnaround_days: 1,
          charges: null,
        }),
      ),
      http.put('*/hats/:id/watch', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ _id: 'w1', message: "We'll tell you when it's free." });
      }),
    );
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await user.click(await within(dialog()).findByRole('button', { name: "Tell me when it's free" }));
    expect(await within(dialog()).findByText(/We'll tell you when it's free/)).toHaveAttribute('role', 'status');
    expect(asked).toEqual({ start: earliest, end: addDays(earliest, 7) });
  });

  it("shows both bags' booked days and refuses dates that touch them, counting the turnaround, with the server's message", async () => {
    api();
    const earliest = earliestStartDate();
    const bookedFrom = addDays(earliest, 10);
    server.use(
      http.get('*/hats/:id/calendar', ({ params, request }) => {
        if (params.id !== 'mine3') return HttpResponse.json({ item_id: params.id, booked: [], unavailable: [], turnaround_days: 2, charges: null });
        // My bag's calendar counts the two turnaround days of a trade with the owner before its booking.
        const kept = new URL(request.url).searchParams.get('turnaround_days');
        return HttpResponse.json({
          item_id: 'mine3',
          booked: [{ start: bookedFrom, end: addDays(bookedFrom, 8) }],
          unavailable: kept === '2' ? [{ start: addDays(bookedFrom, -2), end: addDays(bookedFrom, 8) }] : [],
          turnaround_days: Number(kept ?? 1),
          charges: null,
        });
      }),
      http.post('*/trades/pickup-eligible', () => HttpResponse.json({ eligible: true, distances: {} })),
    );
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await user.click(await within(dialog()).findByRole('radio', { name: /My Busy/ }));
    expect(await within(dialog()).findByRole('list', { name: 'Your bag: booked days' })).toHaveTextContent('Booked');
    // Seven days from the earliest start end three days before the booking; two turnaround days still fit.
    await user.click(within(dialog()).getByRole('radio', { name: 'Pickup' }));
    const start = within(dialog()).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, addDays(earliest, 1));
    await send(user);
    expect(start).toHaveAccessibleDescription(/This bag is already booked for those dates\.$/);
    expect(start).toHaveFocus();
    await user.clear(start);
    expect(start).not.toHaveAttribute('aria-invalid');
    await user.type(start, earliest);
    await send(user);
    await waitFor(() => expect(within(dialog()).queryByText('This bag is already booked for those dates.')).not.toBeInTheDocument());
  });

  it('checks item, dates, delivery and pickup eligibility in turn', async () => {
    api();
    server.use(
      http.post('*/trades/pickup-eligible', () =>
        HttpResponse.json({ eligible: false, reason: 'Pickup not eligible: both users must be within 50 miles of 33017.', distances: {} }),
      ),
    );
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await within(dialog()).findByRole('radio', { name: /My Saddle/ });
    await send(user);
    expect(within(dialog()).getByRole('radiogroup', { name: 'Your bag to offer' })).toHaveAccessibleDescription('Please select an item to trade');
    expect(within(dialog()).getByRole('radiogroup', { name: 'Your bag to offer' })).toHaveFocus();

    await user.click(within(dialog()).getByRole('radio', { name: /My Saddle/ }));
    expect(within(dialog()).getByRole('radiogroup', { name: 'Your bag to offer' })).not.toHaveAttribute('aria-invalid');
    const start = within(dialog()).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, addDays(earliestStartDate(), -1));
    await send(user);
    expect(start).toHaveAccessibleDescription(/Start date must be at least 3 days from today \(New York time\)$/);
    expect(start).toHaveFocus();

    await user.clear(start);
    expect(start).not.toHaveAttribute('aria-invalid');
    await user.type(start, earliestStartDate());
    await user.click(within(dialog()).getByRole('radio', { name: 'Custom' }));
    const end = within(dialog()).getByLabelText('End date');
    await user.clear(end);
    await user.type(end, addDays(earliestStartDate(), 31));
    await send(user);
    expect(end).toHaveAccessibleDescription(/Trade duration cannot exceed 30 days$/);
    expect(end).toHaveFocus();
    await user.clear(end);
    expect(end).not.toHaveAttribute('aria-invalid');
    await user.type(end, addDays(earliestStartDate(), 30));
    await send(user);
    expect(within(dialog()).getByRole('radiogroup', { name: 'Delivery method' })).toHaveAccessibleDescription('Please select a delivery method');
    expect(within(dialog()).getByRole('radiogroup', { name: 'Delivery method' })).toHaveFocus();

    await user.click(within(dialog()).getByRole('radio', { name: 'Pickup' }));
    expect(await within(dialog()).findByText(/^Pickup not eligible: both users must be within 50 miles of 33017\.$/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('radiogroup', { name: 'Delivery method' })).not.toHaveAttribute('aria-invalid');
    await send(user);
    expect(within(dialog()).getByRole('radiogroup', { name: 'Delivery method' })).toHaveAccessibleDescription('Pickup not eligible: both users must be within 50 miles of 33017.');
  });

  it('reports a failed eligibility check', async () => {
    api();
    server.use(http.post('*/trades/pickup-eligible', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await user.click(await within(dialog()).findByRole('radio', { name: 'Pickup' }));
    expect(await within(dialog()).findByText('Failed to check pickup eligibility.')).toBeInTheDocument();
  });

  it('sends an eligible pickup request with the cost breakdown: site fee + pickup fee + hold', async () => {
    api();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/trades/pickup-eligible', () =>
        HttpResponse.json({ eligible: true, reason: '', distances: { initiator_to_33017: 4.1, owner_to_33017: 2.3 }, next_pickup_day: '2030-03-14' }),
      ),
      http.post('*/trades', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ trade: { _id: 't1' } }, { status: 201 });
      }),
    );
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await user.click(await within(dialog()).findByRole('radio', { name: /My Saddle/ }));
    await user.click(within(dialog()).getByRole('radio', { name: '3 days' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Pickup' }));
    expect(await within(dialog()).findByText(/Pickup is available/)).toHaveTextContent('Next pickup day: Mar 14, 2030.');
    const costs = within(dialog()).getByText(MONEY_WORDS.total).closest('dl')!;
    expect(costs).toHaveTextContent('Site fee$5.00');
    expect(costs).toHaveTextContent('Pickup fee$7.00');
    expect(costs).toHaveTextContent(`${MONEY_WORDS.hold}${MONEY_WORDS.holdHint}$450.00`);
    expect(costs).toHaveTextContent(`${MONEY_WORDS.total}${MONEY_WORDS.totalHint}$462.00`);
    await waitFor(() => expect(costs).toHaveTextContent(`${MONEY_WORDS.availableAfter}$38.00`));
    await user.type(within(dialog()).getByLabelText('Message to the owner (optional)'), 'Hi!');
    await send(user);
    expect(await screen.findByText('Trade request sent!')).toBeInTheDocument();
    expect(sent).toEqual({
      hat1_id: 'mine1',
      hat2_id: target._id,
      start_date: earliestStartDate(),
      end_date: addDays(earliestStartDate(), 3),
      delivery_method: 'pickup',
      message: 'Hi!',
      shipping_cost: 0,
      duration: 3,
    });
  });

  it('prices shipping first: zip checks, rates, and the round trip as the delivery fee', async () => {
    api();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/shipping/calculate-rates', async ({ request }) => {
        const body = (await request.json()) as { to_zip: string };
        if (body.to_zip === '99999') return HttpResponse.json({ error: 'No shipping rates available for this route.' }, { status: 422 });
        const rate = { amount: 11.25, estimated_days: 3, service: 'Ground', carrier: 'USPS', rate_id: 'r1' };
        return HttpResponse.json({ rates: [rate], cheapest_rate: rate, round_trip_cost: 22.5 });
      }),
      http.post('*/trades', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ trade: { _id: 't2' } }, { status: 201 });
      }),
    );
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await user.click(await within(dialog()).findByRole('radio', { name: /My Saddle/ }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Shipping' }));
    await send(user);
    expect(within(dialog()).getByRole('radiogroup', { name: 'Delivery method' })).toHaveAccessibleDescription('Please calculate shipping rates first');

    const from = within(dialog()).getByLabelText('From ZIP');
    const to = within(dialog()).getByLabelText('To ZIP');
    await waitFor(() => expect(from).toHaveValue('33012'));
    expect(to).toHaveValue('33014');
    await user.clear(to);
    await user.click(within(dialog()).getByRole('button', { name: 'Calculate Rates' }));
    expect(within(dialog()).getByText('Please enter both from and to zip codes.')).toBeInTheDocument();
    await user.type(to, '3301');
    await user.click(within(dialog()).getByRole('button', { name: 'Calculate Rates' }));
    expect(within(dialog()).getByText('Please enter valid 5-digit zip codes.')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '99999');
    await user.click(within(dialog()).getByRole('button', { name: 'Calculate Rates' }));
    expect(await within(dialog()).findByText('No shipping rates available for this route.')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '10001');
    await user.click(within(dialog()).getByRole('button', { name: 'Calculate Rates' }));
    expect(await within(dialog()).findByText('Round trip (cheapest, both ways)')).toBeInTheDocument();
    const costs = within(dialog()).getByText(MONEY_WORDS.total).closest('dl')!;
    expect(costs).toHaveTextContent('Shipping (round trip)$22.50');
    expect(costs).toHaveTextContent(`${MONEY_WORDS.total}${MONEY_WORDS.totalHint}$477.50`);
    await send(user);
    expect(await screen.findByText('Trade request sent!')).toBeInTheDocument();
    expect(sent).toMatchObject({ delivery_method: 'shipping', shipping_cost: 22.5, duration: 7 });
  });

  it('shows the server message, or the fallback, when the request is refused', async () => {
    api();
    server.use(
      http.post('*/trades/pickup-eligible', () => HttpResponse.json({ eligible: true, distances: {} })),
      http.post('*/trades', () =>
        HttpResponse.json({ error: 'Insufficient current balance. You need $462.00 to request this trade. Please add funds.' }, { status: 422 }),
      ),
    );
    const { user } = renderUi(<RequestTradeModal item={target} />, { user: ME });
    await user.click(await within(dialog()).findByRole('radio', { name: /My Saddle/ }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Pickup' }));
    await within(dialog()).findByText(/Pickup is available/);
    await send(user);
    expect(await within(dialog()).findByText(/Insufficient current balance/)).toBeInTheDocument();
    server.use(http.post('*/trades', () => new HttpResponse(null, { status: 500 })));
    await send(user);
    expect(await within(dialog()).findByText('Failed to submit trade request. Please try again.')).toBeInTheDocument();
  });
});
