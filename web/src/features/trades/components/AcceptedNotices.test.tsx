import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { tradeJson } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { AcceptedNotices } from './AcceptedNotices';

function lists(pending: unknown[], active: unknown[]) {
  server.use(
    http.get('*/trades/pending', () => HttpResponse.json({ trades: pending })),
    http.get('*/trades/active', () => HttpResponse.json({ trades: active })),
  );
}

describe('the requester hears when the owner accepts', () => {
  it('shows a notice when a request they wait on becomes active after a live change', async () => {
    const mine = tradeJson({ _id: 'tmine', actions: ['cancel'] });
    const theirs = tradeJson({ _id: 'ttheirs', user1_id: 'owner1', user2_id: ME._id, hold_user_id: 'owner1', actions: ['accept'] });
    lists([mine, theirs], []);
    const { store, user } = renderUi(<AcceptedNotices />, { user: ME });
    await waitFor(() => expect(store.getState().api.queries['getActiveTrades(undefined)']?.status).toBe('fulfilled'));

    // The owner accepts: the live stream marks trades stale.
    lists([theirs], [tradeJson({ _id: 'tmine', status: 'accepted' })]);
    act(() => {
      store.dispatch(api.util.invalidateTags(['Trade']));
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Bea Smith accepted your trade for Her Tote. It is now in Active Trades.');
    // The notice leads to the trade.
    await user.click(within(notice).getByRole('button', { name: 'View trade' }));
    expect(store.getState().overlays.tradeDetail).toBe('tmine');
    expect(store.getState().session).toMatchObject({ dialogOpen: true, dialogTab: 'active' });
  });

  it('says nothing when the member accepts a request themselves, or on the first load', async () => {
    const theirs = tradeJson({ _id: 'ttheirs', user1_id: 'owner1', user2_id: ME._id, hold_user_id: 'owner1', actions: ['accept'] });
    lists([theirs], [tradeJson({ _id: 'told', status: 'accepted' })]);
    const { store } = renderUi(<AcceptedNotices />, { user: ME });
    await waitFor(() => expect(store.getState().api.queries['getActiveTrades(undefined)']?.status).toBe('fulfilled'));
    lists([], [tradeJson({ _id: 'ttheirs', status: 'accepted', user1_id: 'owner1', user2_id: ME._id })]);
    act(() => {
      store.dispatch(api.util.invalidateTags(['Trade']));
    });
    await waitFor(() => expect(store.getState().api.queries['getPendingTrades(undefined)']?.data).toEqual([]));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
