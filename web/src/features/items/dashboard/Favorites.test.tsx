import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bag } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { ItemCard } from '@/features/items/components/ItemCard';
import { FavoritesTab } from './FavoritesTab';
import { MyBagsTab } from './MyBagsTab';
import { WatchesList } from './WatchesList';

describe('favorites', () => {
  it('lists the kept bags newest first with their next free dates and Request Trade', async () => {
    server.use(
      http.get('*/user/favorites', () =>
        HttpResponse.json({
          favorites: [
            { item: bag(2, { name: 'Newer Love' }), added_at: '2030-03-02T10:00:00Z', next_free: { start: '2030-03-14' } },
            { item: bag(1, { name: 'Older Love' }), added_at: '2030-03-01T10:00:00Z', next_free: { start: '2030-03-10', end: '2030-03-18' } },
          ],
          page: 1,
          per_page: 12,
          total: 2,
        }),
      ),
      http.get('*/user/favorites/ids', () => HttpResponse.json({ ids: [bag(2)._id, bag(1)._id] })),
    );
    renderUi(<FavoritesTab />, { user: ME });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Newer Love', 'Older Love']);
    expect(within(cards[0]).getByText('Free from Mar 14, 2030')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Free Mar 10, 2030 – Mar 18, 2030')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Request Trade for Newer Love' })).toBeInTheDocument();
  });

  it('says how to add favorites when there are none', async () => {
    server.use(http.get('*/user/favorites', () => HttpResponse.json({ favorites: [], page: 1, per_page: 12, total: 0 })));
    renderUi(<FavoritesTab />, { user: ME });
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Purses' })).toHaveAttribute('href', '/browse');
  });

  it('turns a heart on and off, for members only and never on their own bag', async () => {
    const calls: string[] = [];
    let ids: string[] = [];
    server.use(
      http.get('*/user/favorites/ids', () => HttpResponse.json({ ids })),
      http.put('*/hats/:id/favorite', ({ params }) => {
        calls.push(`PUT ${params.id}`);
        ids = [String(params.id)];
        return HttpResponse.json({ favorite: true, message: 'Saved to your favorites' });
      }),
      http.delete('*/hats/:id/favorite', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        ids = [];
        return HttpResponse.json({ favorite: false, message: 'Removed from your favorites' });
      }),
    );
    const theirs = bag(7, { name: 'Their Tote', owner_id: 'someone' });
    const { user } = renderUi(<ItemCard item={theirs} tradeFee={5} />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Save Their Tote to favorites' }));
    const saved = await screen.findByRole('button', { name: 'Remove Their Tote from favorites' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(saved);
    await screen.findByRole('button', { name: 'Save Their Tote to favorites' });
    expect(calls).toEqual([`PUT ${theirs._id}`, `DELETE ${theirs._id}`]);
  });

  it('shows no heart to a guest or on the member’s own bag', () => {
    renderUi(<ItemCard item={bag(7, { name: 'Their Tote', owner_id: 'someone' })} tradeFee={5} />);
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });

  it('tells owners how many members keep each bag', async () => {
    server.use(
      http.get('*/hats/my-hats', () => HttpResponse.json({ items: [bag(1, { name: 'Mine', owner_id: ME._id })] })),
      http.get('*/user/favorite-counts', () => HttpResponse.json({ counts: { [bag(1)._id]: 3 } })),
    );
    renderUi(<MyBagsTab />, { user: ME });
    await waitFor(() => expect(screen.getByText('Kept by 3 members')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });

  it('lists the bags the member waits for, told or waiting, each with Stop', async () => {
    const stopped: string[] = [];
    server.use(
      http.get('*/user/watches', () =>
        HttpResponse.json({
          watches: [
            { _id: 'w2', item: bag(2, { name: 'Dated' }), start: '2030-03-10', end: '2030-03-12', created_at: '2030-03-02T10:00:00Z', notified_at: null },
            { _id: 'w1', item: bag(1, { name: 'Any Day' }), created_at: '2030-03-01T10:00:00Z', notified_at: '2030-03-03T14:00:00Z' },
          ],
          page: 1,
          per_page: 50,
          total: 2,
        }),
      ),
      http.delete('*/watches/:id', ({ params }) => {
        stopped.push(String(params.id));
        return HttpResponse.json({ message: 'Watch stopped' });
      }),
    );
    const { user } = renderUi(<WatchesList />, { user: ME });
    const list = await screen.findByRole('region', { name: 'Waiting for' });
    expect(list).toHaveTextContent('Mar 10, 2030 – Mar 12, 2030 · Waiting');
    expect(list).toHaveTextContent(/Its next free days · Free! Told Mar 3, 2030/);
    await user.click(screen.getByRole('button', { name: 'Stop waiting for Dated' }));
    await waitFor(() => expect(stopped).toEqual(['w2']));
  });
});
