import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bag, disputeJson, disputeList, memberMessage, memberMessagePage, review, reviewList, tradeDetail, tradeJson } from '@/testing/fixtures';
import { ME } from '@/testing/renderUi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { storeSession } from '@/testing/storeSession';

function signedIn() {
  storeSession('tok', ME);
  server.use(http.get('*/user/profile', () => HttpResponse.json(ME)));
}

async function openPanel(path = '/') {
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: 'My Account' }));
  await screen.findByRole('tab', { name: 'Overview' });
  return { ...view, dialog: screen.getByRole('dialog', { name: 'My Account' }) };
}

describe('account panel', () => {
  it('has every tab of the specification, with badges for what needs attention', async () => {
    signedIn();
    server.use(
      http.get('*/trades/pending', () => HttpResponse.json({ trades: [tradeJson({ _id: 'p1' }), tradeJson({ _id: 'p2', status: 'modified' })] })),
      http.get('*/trades/active', () => HttpResponse.json({ trades: [tradeJson({ _id: 'a1', status: 'accepted' })] })),
      http.get('*/disputes/my-disputes', () =>
        HttpResponse.json(
          disputeList([
            disputeJson({ _id: 'd1', trade_id: 'a1', reason: 'other' }),
            disputeJson({ _id: 'd2', trade_id: 'x', reason: 'other', status: 'resolved' }),
          ]),
        ),
      ),
      http.get('*/hats/admin-messages', () =>
        HttpResponse.json(memberMessagePage([memberMessage(1, { subject: 'Hi' }), memberMessage(2, { subject: 'Old', read: true })])),
      ),
    );
    const { dialog, user } = await openPanel();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/\s*\d.*$|\s+$/, ''))).toEqual([
      'Overview',
      'My Bags',
      'Favorites',
      'Upload Item',
      'Trades',
      'Active',
      'Trade History',
      'Disputes',
      'Reviews',
      'Messages',
      'Balance',
      'Profile',
    ]);
    const tab = (name: string) => within(dialog).getByRole('tab', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(tab('Trades')).toHaveTextContent('Trades 2 pending'));
    await waitFor(() => expect(tab('Active')).toHaveTextContent('Active 1 active'));
    await waitFor(() => expect(tab('Disputes')).toHaveTextContent('Disputes 1 open'));
    await waitFor(() => expect(tab('Messages')).toHaveTextContent('Messages 1 unread'));

    // Arrow keys move between tabs.
    within(dialog).getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('tab', { name: 'My Bags' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('My Bags');
  });

  it('opens with focus on its first section, not on Logout (Enter by habit must not sign out)', async () => {
    signedIn();
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole('tab', { name: /Overview/ })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).not.toHaveFocus();
  });

  it('opens on the tab that was asked for (Upload Your Bag, My Trades)', async () => {
    signedIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Upload Your Bag' }));
    expect(await screen.findByRole('tab', { name: 'Upload Item', selected: true })).toBeInTheDocument();
  });

  it('shows the overview cards, the current active trade, recent activity and notifications', async () => {
    signedIn();
    server.use(
      http.get('*/user/balance', () => HttpResponse.json({ balance: 300, available_balance: 245.5, held: 54.5, active_fees: 10 })),
      http.get('*/hats/my-hats', () => HttpResponse.json({ items: [{ _id: 'i1', name: 'A' }, { _id: 'i2', name: 'B' }] })),
      http.get('*/trades/pending', () => HttpResponse.json({ trades: [tradeJson({ _id: 'p1' })] })),
      http.get('*/trades/active', () =>
        HttpResponse.json({
          trades: [
            tradeJson({ _id: 'a1', status: 'accepted', accepted_at: '2030-03-02T00:00:00Z', requested_hat: bag(1, { _id: 'x', name: 'Older Bag' }) }),
            tradeJson({ _id: 'a2', status: 'accepted', accepted_at: '2030-03-05T00:00:00Z', requested_hat: bag(1, { _id: 'y', name: 'Newest Bag' }), user1_received_at: '2030-03-06T00:00:00Z' }),
          ],
        }),
      ),
      http.get('*/trades/history', () => HttpResponse.json({ trades: [tradeJson({ _id: 'h1', status: 'completed' })] })),
      http.get('*/reviews/my-reviews', () => HttpResponse.json(reviewList([review(1)]))),
      http.get('*/reviews/received', () => HttpResponse.json(reviewList([review(3, { rating: 4 }), review(2)]))),
      http.get('*/user/balance/transactions', () =>
        HttpResponse.json({ transactions: Array.from({ length: 8 }, (_, i) => ({ _id: `t${i}`, amount: 1, type: 'deposit', direction: 'credit' })) }),
      ),
      http.get('*/hats/admin-messages', () =>
        HttpResponse.json(
          memberMessagePage([
            memberMessage(3, { subject: 'Welcome', content: 'A'.repeat(80) }),
            memberMessage(2, { subject: 'Second', content: 'short' }),
            memberMessage(1, { subject: 'Third', content: 'hidden' }),
          ]),
        ),
      ),
    );
    const { dialog } = await openPanel();
    const card = (name: string) => within(dialog).getByRole('group', { name });
    await waitFor(() => expect(card('Available balance')).toHaveTextContent('$245.50'));
    await waitFor(() => expect(card('Active trades')).toHaveTextContent('2'));
    await waitFor(() => expect(card('Pending trades')).toHaveTextContent('1'));
    await waitFor(() => expect(card('My items')).toHaveTextContent('2'));
    await waitFor(() => expect(card('Trade history')).toHaveTextContent('1'));
    await waitFor(() => expect(card('Reviews given')).toHaveTextContent('1'));
    await waitFor(() => expect(card('My rating')).toHaveTextContent('4.5'));
    expect(card('My rating')).toHaveTextContent('2 reviews');

    const current = within(dialog).getByRole('region', { name: 'Current active trade' });
    expect(within(current).getByRole('heading', { name: /Newest Bag/ })).toBeInTheDocument();
    expect(within(current).getByRole('progressbar', { name: 'Trade progress' })).toHaveAttribute('aria-valuenow', '40');

    const activity = within(dialog).getByRole('region', { name: 'Recent activity' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(5));
    const notes = within(dialog).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(2));
    expect(within(notes).getByText(`${'A'.repeat(50)}…`)).toBeInTheDocument();
    expect(within(notes).queryByText('Third')).not.toBeInTheDocument();
  });

  it('says "No Active Trades", "Unable to Load Trade Data" and "Failed to load dashboard data"', async () => {
    signedIn();
    server.use(http.get('*/trades/active', () => HttpResponse.json({ trades: [] })));
    const first = await openPanel();
    expect(await within(first.dialog).findByRole('heading', { name: 'No Active Trades' })).toBeInTheDocument();
    first.unmount();

    // Every call fails (the default 404s), the profile included.
    storeSession('tok', ME);
    server.use(http.get('*/user/profile', () => HttpResponse.json({ error: 'x' }, { status: 404 })));
    server.use(http.get('*/trades/active', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const second = await openPanel();
    expect(await within(second.dialog).findByRole('heading', { name: 'Unable to Load Trade Data' })).toBeInTheDocument();
    expect(await within(second.dialog).findByText('Failed to load dashboard data')).toBeInTheDocument();
  });
});

describe('account panel addresses', () => {
  const selected = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`), selected: true });

  it('opens the tab a link names, steps back through tabs with Back, and closes with Back', async () => {
    signedIn();
    const { router, user } = renderApp('/browse?account=bags');
    expect(await selected('My Bags')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Trades/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?account=trades'));
    await user.click(screen.getByRole('tab', { name: /^Balance/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?account=balance'));

    await router.navigate(-1);
    expect(await selected('Trades')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await selected('My Bags')).toBeInTheDocument();
    // The link's own entry: closing leaves the page it was opened on.
    await user.click(within(screen.getByRole('dialog', { name: 'My Account' })).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/browse');
    expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('closes the panel with Back from the tab it opened on', async () => {
    signedIn();
    const { router } = await openPanel('/faq');
    await waitFor(() => expect(router.state.location.search).toBe('?account=overview'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('closes the panel with a Back quicker than the screen, which never showed the address the panel pushed', async () => {
    signedIn();
    const { router, user } = renderApp('/faq');
    const button = await screen.findByRole('button', { name: 'My Account' });
    // Back as soon as the router holds the panel's address: React renders only
    // the newest of the two moves, the page's entry again, under its old key.
    const stop = router.subscribe((state) => {
      if (state.location.search !== '?account=overview') return;
      stop();
      void router.navigate(-1);
    });
    await user.click(button);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('gives the panel an address when it opens, and Close goes back past the tabs it added', async () => {
    signedIn();
    const { router, user, dialog } = await openPanel('/browse');
    await waitFor(() => expect(router.state.location.search).toBe('?account=overview'));
    await user.click(within(dialog).getByRole('tab', { name: /^Reviews/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?account=reviews'));
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/browse');
    expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument();
    // Nothing of the panel is left behind to reopen it.
    await router.navigate(-1);
    expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('gives the trade details an address that reopens them, and Back closes them over the same tab', async () => {
    signedIn();
    const trade = tradeJson({ _id: '65f0a1b2c3d4e5f6a7b8c9d0' });
    server.use(
      http.get('*/trades/pending', () => HttpResponse.json({ trades: [trade] })),
      http.get('*/trades/:id', () => HttpResponse.json(tradeDetail(trade))),
    );
    const { router, user } = renderApp('/?account=trades');
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('dialog', { name: 'Trade Details' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?account=trades&trade=${trade._id}`);
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trade Details' })).not.toBeInTheDocument());
    expect(await selected('Trades')).toBeInTheDocument();

    await router.navigate(`/?account=trades&trade=${trade._id}`);
    expect(await screen.findByRole('dialog', { name: 'Trade Details' })).toBeInTheDocument();
  });
});
