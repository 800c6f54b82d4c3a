import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bag, disputeJson, disputeList, tradeJson, breakdown, timelineEntry, tradeDetail } from '@/testing/fixtures';
import type { Trade } from '@/lib/trades';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { PendingTradesTab } from '@/features/trades/tabs/PendingTradesTab';
import { ActiveTradesTab } from '@/features/trades/tabs/ActiveTradesTab';
import { TradeHistoryTab } from '@/features/trades/tabs/TradeHistoryTab';
import { ConfirmationHost } from './ConfirmationHost';
import { TradeDetailModal } from './TradeDetailModal';

function pending(trades: unknown[]) {
  server.use(http.get('*/trades/pending', () => HttpResponse.json({ trades })));
}

describe('trade buttons come from the server', () => {
  it('shows what the member may do, and "waiting for response" for the one who asked', async () => {
    pending([
      tradeJson({ _id: 't-mine', actions: ['cancel'] }),
      tradeJson({
        _id: 't-theirs',
        user1_id: 'owner1',
        user2_id: ME._id,
        hold_user_id: 'owner1',
        user1_name: 'Bea Smith',
        offered_hat: bag(1, { _id: 'h3', name: 'Her Clutch' }),
        requested_hat: bag(1, { _id: 'h4', name: 'My Wallet' }),
        actions: ['accept', 'reject', 'modify'],
      }),
    ]);
    renderUi(<PendingTradesTab />, { user: ME });
    const mine = (await screen.findByRole('heading', { name: 'My Saddle ⇄ Her Tote' })).closest('article')!;
    expect(within(mine).getByText('Waiting for response')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Cancel Trade' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const theirs = screen.getByRole('heading', { name: 'My Wallet ⇄ Her Clutch' }).closest('article')!;
    for (const name of ['Accept', 'Reject', 'Modify']) expect(within(theirs).getByRole('button', { name })).toBeInTheDocument();
    expect(within(theirs).queryByText('Waiting for response')).not.toBeInTheDocument();
  });

  it('says "Modification sent, waiting for response" to the modifier, with Cancel Modified Trade', async () => {
    pending([tradeJson({ status: 'modified', last_modified_by: ME._id, hold_user_id: ME._id, actions: ['cancel'] })]);
    renderUi(<PendingTradesTab />, { user: ME });
    expect(await screen.findByText('Modification sent, waiting for response')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Modified Trade' })).toBeInTheDocument();
  });

  it('shows the owner the message, which bag is whose and what accepting costs, and asks before the money moves', async () => {
    const accepted = vi.fn();
    const estimate = breakdown({ basis: 'estimate', computed: true, site_fee: 5, delivery_fees: 5, other_item_value: 300, total_charge: 310, original_balance: 500, ending_balance: 190 });
    pending([
      tradeJson({
        user1_id: 'owner1',
        user2_id: ME._id,
        hold_user_id: 'owner1',
        user1_name: 'Bea Smith',
        notes: 'Would love it for a wedding!',
        offered_hat: bag(1, { _id: 'h1', name: 'Her Clutch', value: 300 }),
        requested_hat: bag(2, { _id: 'h2', name: 'My Tote', value: 450 }),
        financial_breakdown: estimate,
        financial_breakdown_receiver: estimate,
        financials: { total_fee_due_on_accept: 10, ending_balance: 190 },
        actions: ['accept', 'reject'],
      }),
    ]);
    server.use(
      http.put('*/trades/:id/accept', () => {
        accepted();
        return HttpResponse.json({ error: 'Insufficient current balance. You need $310.00 to accept. Please add funds.' }, { status: 422 });
      }),
    );
    const { user } = renderUi(<PendingTradesTab />, { user: ME });
    const card = (await screen.findByRole('heading', { name: 'My Tote ⇄ Her Clutch' })).closest('article')!;
    expect(card).toHaveTextContent('Bea Smith’s message“Would love it for a wedding!”');
    expect(card).toHaveTextContent('You lendMy ToteYou borrowHer Clutch');
    expect(card).toHaveTextContent('Accepting costs $10.00 in fees, plus a $300.00 hold that comes back when the trade completes.');

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByRole('dialog', { name: 'Accept this trade?' });
    expect(within(confirm).getByRole('group', { name: 'What accepting costs' })).toHaveTextContent('Total: fees + hold');
    expect(confirm).toHaveTextContent('Would love it for a wedding!');
    await user.click(within(confirm).getByRole('button', { name: 'Not yet' }));
    expect(accepted).not.toHaveBeenCalled();

    // The specification's refusal still reaches the member, with a way to add funds.
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept this trade?' })).getByRole('button', { name: 'Accept Trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to accept trade: Insufficient current balance. You need $310.00 to accept. Please add funds.',
    );
    expect(accepted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('after accepting, the card shows its new state before it leaves the list, and the toast leads to the trade', async () => {
    let accepted = false;
    const trade = tradeJson({ user1_id: 'owner1', user2_id: ME._id, hold_user_id: 'owner1', actions: ['accept', 'reject'] });
    server.use(
      http.get('*/trades/pending', () => HttpResponse.json({ trades: accepted ? [] : [trade] })),
      http.get('*/trades/active', () => HttpResponse.json({ trades: accepted ? [{ ...trade, status: 'accepted', actions: [] }] : [] })),
      http.put('*/trades/:id/accept', () => {
        accepted = true;
        const now = { ...trade, status: 'accepted' as const, actions: ['ack_received'] };
        return HttpResponse.json({ message: 'Trade accepted successfully', trade: now, detail: tradeDetail(now) });
      }),
      http.get('*/trades/:id', () => HttpResponse.json(tradeDetail({ ...trade, status: 'accepted', actions: [] }))),
      http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
    );
    const { user, store } = renderUi(
      <>
        <PendingTradesTab />
        <ActiveTradesTab />
      </>,
      { user: ME },
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept this trade?' })).getByRole('button', { name: 'Accept Trade' }));
    const toast = (await screen.findByText('Trade accepted successfully')).closest('div')!;
    // The pending list comes first; the active list shows the trade too once it has reloaded.
    const card = screen.getAllByRole('article', { name: 'Trade with Ana Lopez' })[0];
    await waitFor(() => expect(card).toHaveTextContent('Now active: moved to Active Trades'));
    expect(within(card).getByText('active', { exact: true })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await user.click(within(toast).getByRole('button', { name: 'View trade' }));
    // The details' address is the page's (&trade=<id>): both lists mounted here open it, the panel mounts one tab at a time.
    expect(await screen.findAllByRole('dialog', { name: 'Trade Details' })).not.toHaveLength(0);
    expect(store.getState().session).toMatchObject({ dialogOpen: true, dialogTab: 'active' });
    await waitFor(() => expect(card).not.toBeInTheDocument(), { timeout: 6000 });
    expect(screen.getAllByRole('article', { name: 'Trade with Ana Lopez' })).toHaveLength(1);
  });

  it('asks before rejecting or cancelling', async () => {
    const rejected = vi.fn();
    pending([tradeJson({ user1_id: 'owner1', user2_id: ME._id, hold_user_id: 'owner1', actions: ['reject'] })]);
    server.use(
      http.put('*/trades/:id/reject', () => {
        rejected();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderUi(<PendingTradesTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject this trade?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(rejected).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject this trade?' })).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Trade rejected successfully')).toBeInTheDocument();
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('opens "Confirmation Recorded" after an acknowledgement, even when the card goes away', async () => {
    let acked = false;
    server.use(
      http.get('*/trades/active', () =>
        HttpResponse.json({
          trades: acked ? [] : [tradeJson({ status: 'accepted', start_date: '2020-03-08', end_date: '2020-03-15', pickup_date: '2020-03-08', actions: ['ack_received'] })],
        }),
      ),
      http.put('*/trades/:id/ack/received', () => {
        acked = true;
        return HttpResponse.json({ message: 'Receipt acknowledged' });
      }),
    );
    const { user } = renderUi(
      <>
        <ActiveTradesTab />
        <ConfirmationHost />
      </>,
      { user: ME },
    );
    // From the handover day on, the card asks; the dialog offers photos and records the confirmation.
    expect(await screen.findByText('Have you got the bag? Confirm Received once it is in your hands.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Received' }));
    const asked = screen.getByRole('dialog', { name: 'Confirm you received the bag' });
    expect(within(asked).getByRole('group', { name: /Photos of the bag as it arrived/ })).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Confirm Received' }));
    const recorded = await screen.findByRole('dialog', { name: 'Confirmation Recorded' });
    await screen.findByRole('heading', { name: 'No Active Trades' });
    expect(recorded).toBeInTheDocument();
    await user.click(within(recorded).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Confirmation Recorded' })).not.toBeInTheDocument();
  });

  it('before the handover day, shows when and where, and warns before Confirm Received', async () => {
    const acked = vi.fn();
    server.use(
      http.get('*/trades/active', () =>
        HttpResponse.json({
          trades: [tradeJson({ status: 'accepted', start_date: '2099-03-08', end_date: '2099-03-15', pickup_date: '2099-03-08', return_pickup_date: '2099-03-15', actions: ['ack_received'] })],
        }),
      ),
      http.put('*/trades/:id/ack/received', () => {
        acked();
        return HttpResponse.json({ message: 'Receipt acknowledged' });
      }),
    );
    const { user } = renderUi(<ActiveTradesTab />, { user: ME });
    const card = await screen.findByRole('article', { name: 'Trade with Bea Smith' });
    expect(await within(card).findByText('Handover Sun, Mar 8 at the PurseTrade pickup point, ZIP 33017 · Return Sun, Mar 15, same place')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Have you got the bag?');
    await user.click(within(card).getByRole('button', { name: 'Confirm Received' }));
    const warning = screen.getByRole('dialog', { name: 'Confirm you received the bag' });
    expect(warning).toHaveTextContent('The handover is on Sun, Mar 8. Confirm now only if Her Tote is already in your hands');
    await user.click(within(warning).getByRole('button', { name: 'Not yet' }));
    expect(acked).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Confirm Received' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm you received the bag' })).getByRole('button', { name: 'Confirm Received' }));
    await waitFor(() => expect(acked).toHaveBeenCalledTimes(1));
  });

  it('says when acknowledging fails', async () => {
    server.use(
      http.get('*/trades/active', () => HttpResponse.json({ trades: [tradeJson({ status: 'accepted', actions: ['ack_returned'] })] })),
      http.put('*/trades/:id/ack/returned', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderUi(<ActiveTradesTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Confirm Returned' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm your bag is back' })).getByRole('button', { name: 'Confirm Returned' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to acknowledge return');
  });
});

describe('trade details', () => {
  const detail = (trade: Trade) =>
    tradeDetail(trade, {
      timeline: [timelineEntry({ id: '1', icon: '📝', user_id: ME._id, user_name: 'Ana Lopez', message: 'Hi!' })],
    });

  it('refreshes every 5 seconds, so the other member’s answer shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let accepted = false;
    server.use(
      http.get('*/trades/:id', () =>
        HttpResponse.json(detail(tradeJson({ status: accepted ? 'accepted' : 'pending', actions: accepted ? ['ack_received'] : ['cancel'] }))),
      ),
      http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
    );
    renderUi(<TradeDetailModal tradeId="trade00000000000000000001" onClose={vi.fn()} />, { user: ME });
    const dialog = await screen.findByRole('dialog', { name: 'Trade Details' });
    expect(await within(dialog).findByText('Waiting for response')).toBeInTheDocument();
    expect(within(dialog).getByText('“Hi!”')).toBeInTheDocument();
    accepted = true;
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(await within(dialog).findByRole('button', { name: 'Confirm Received' })).toBeInTheDocument();
    expect(within(dialog).getByText('active')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('disables acknowledgements while a dispute is open and links to the partner’s closet', async () => {
    server.use(
      http.get('*/trades/:id', () => HttpResponse.json(detail(tradeJson({ status: 'disputed', dispute_id: 'd1', actions: [] })))),
      http.get('*/disputes/my-disputes', () =>
        HttpResponse.json(disputeList([disputeJson({ _id: 'd1', trade_id: 'trade00000000000000000001' })])),
      ),
    );
    const { user, router } = renderUi(<TradeDetailModal tradeId="trade00000000000000000001" onClose={vi.fn()} />, { user: ME });
    const dialog = await screen.findByRole('dialog', { name: 'Trade Details' });
    expect(await within(dialog).findByText('Trade actions are disabled while dispute is active')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm Received' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Dispute Messages' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View Full Closet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/closet/owner1'));
  });

  it('sends a message and says so', async () => {
    let message: unknown;
    server.use(
      http.get('*/trades/:id', () => HttpResponse.json(detail(tradeJson({ actions: [] })))),
      http.post('*/trades/:id/messages', async ({ request }) => {
        message = await request.json();
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
    const { user } = renderUi(<TradeDetailModal tradeId="trade00000000000000000001" onClose={vi.fn()} />, { user: ME });
    const input = await screen.findByLabelText('Message to your trade partner');
    await user.type(input, 'See you Thursday!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(message).toEqual({ message: 'See you Thursday!' });

    server.use(http.post('*/trades/:id/messages', () => new HttpResponse(null, { status: 500 })));
    await user.type(input, 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });

  it('says a label is not ready yet, or could not be fetched', async () => {
    server.use(
      http.get('*/trades/:id', () =>
        HttpResponse.json(
          detail(
            tradeJson({
              status: 'accepted',
              delivery_method: 'shipping',
              shipping_cost: 22.5,
              actions: [],
              financial_breakdown: breakdown({ delivery_fees: 22.5, other_item_value: 150, total_charge: 177.5 }),
            }),
          ),
        ),
      ),
      http.get('*/trades/:id/label', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('*/trades/:id/return-label', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderUi(<TradeDetailModal tradeId="trade00000000000000000001" onClose={vi.fn()} />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Outbound Label' }));
    expect(await screen.findByText('Outbound label not available yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return Label' }));
    expect(await screen.findByText('Failed to retrieve return label')).toBeInTheDocument();
    expect(screen.getByText('Shipping (round trip)').nextElementSibling).toHaveTextContent('$22.50');
  });

  it('says "Failed to load trade details"', async () => {
    server.use(http.get('*/trades/:id', () => new HttpResponse(null, { status: 500 })));
    renderUi(<TradeDetailModal tradeId="x" onClose={vi.fn()} />, { user: ME });
    expect(await screen.findByText('Failed to load trade details')).toBeInTheDocument();
  });
});

describe('trade history and reviews', () => {
  const completed = tradeJson({ status: 'completed', completed_at: '2030-04-01T00:00:00Z', actions: [] });

  it('asks the server whether the member may review, then sends the rating', async () => {
    let review: unknown;
    server.use(
      http.get('*/trades/history', () => HttpResponse.json({ trades: [completed] })),
      http.get('*/trades/:id/can-review', () => HttpResponse.json({ can_review: true, reviewed_user_id: 'owner1' })),
      http.post('*/reviews', async ({ request }) => {
        review = await request.json();
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
    const { user } = renderUi(<TradeHistoryTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Rate Trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Trade' });
    expect(within(dialog).getByRole('radio', { name: '5 – Excellent' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '2 – Fair' }));
    expect(within(dialog).getByText('Fair', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Late pickup');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(review).toEqual({ trade_id: completed._id, rating: 2, comment: 'Late pickup' });
  });

  it('explains when a review is not possible', async () => {
    server.use(
      http.get('*/trades/history', () => HttpResponse.json({ trades: [completed] })),
      http.get('*/trades/:id/can-review', () => HttpResponse.json({ can_review: false })),
    );
    const { user } = renderUi(<TradeHistoryTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Rate Trade' }));
    expect(await screen.findByText('Cannot review this trade')).toBeInTheDocument();

    server.use(http.get('*/trades/:id/can-review', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Rate Trade' }));
    expect(await screen.findByText('Failed to check review eligibility')).toBeInTheDocument();
  });

  it('reports a failed review', async () => {
    server.use(
      http.get('*/trades/history', () => HttpResponse.json({ trades: [completed] })),
      http.get('*/trades/:id/can-review', () => HttpResponse.json({ can_review: true })),
      http.post('*/reviews', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderUi(<TradeHistoryTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Rate Trade' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rate Trade' })).getByRole('button', { name: 'Submit Review' }));
    const failed = await screen.findByText('Failed to submit review');
    expect(failed).toHaveAttribute('role', 'alert');
    // Said where the member pressed submit, not at the top of the form.
    expect(failed.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Submit Review' }));
  });

  it('sorts the history', async () => {
    server.use(
      http.get('*/trades/history', () =>
        HttpResponse.json({
          trades: [
            tradeJson({ _id: 'a', status: 'completed', user2_name: 'Zoe', user2_id: 'z', updated_at: '2030-01-01T00:00:00Z' }),
            tradeJson({ _id: 'b', status: 'rejected', user2_name: 'Ada', user2_id: 'y', updated_at: '2030-02-01T00:00:00Z' }),
          ],
        }),
      ),
    );
    const { user } = renderUi(<TradeHistoryTab />, { user: ME });
    const partners = async () => (await screen.findAllByText(/^With /)).map((p) => p.textContent!.split(' · ')[0]);
    expect(await partners()).toEqual(['With Ada', 'With Zoe']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'partner');
    await user.click(screen.getByRole('button', { name: /Sort order: Descending/ }));
    expect(await partners()).toEqual(['With Ada', 'With Zoe']);
    await user.click(screen.getByRole('button', { name: /Sort order: Ascending/ }));
    expect(await partners()).toEqual(['With Zoe', 'With Ada']);
  });
});
