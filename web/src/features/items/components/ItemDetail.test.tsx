import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountUser, bag } from '@/testing/fixtures';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { storeSession } from '@/testing/storeSession';

const item = bag(1, {
  owner_id: 'owner1',
  image_url: '/p/1.jpg',
  additional_images: ['/p/2.jpg', '/p/3.jpg'],
  material: 'Leather',
  color: 'Red',
});

function browseWith(items = [item]) {
  server.use(
    http.get('*/hats', () => HttpResponse.json({ items, page: 1, per_page: 12, total: items.length })),
    http.get('*/hats/:id', () => HttpResponse.json(items[0])),
  );
}

describe('bag details', () => {
  it('opens from a card with a gallery that wraps around, thumbnails and the counter', async () => {
    browseWith();
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Bag 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bag 1' });
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show photo 2' }));
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Bag 1, photo 2 of 3' })).toHaveAttribute('src', '/p/2.jpg');
    expect(within(dialog).getByText('Leather')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Request Trade' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("goes to the owner's closet", async () => {
    browseWith();
    const { user, router } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Bag 1' }));
    await user.click(await screen.findByRole('button', { name: "View Owner's Closet" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/closet/owner1'));
  });

  it('hands over to Request Trade, which asks a guest to log in', async () => {
    browseWith();
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Bag 1' }));
    await user.click(await screen.findByRole('button', { name: 'Request Trade' }));
    const request = await screen.findByRole('dialog', { name: 'Request Trade' });
    expect(request).toHaveTextContent('Please log in to request a trade');
  });

  it('offers Modify instead of Request Trade for your own bag', async () => {
    storeSession('tok', accountUser({ _id: 'owner1', name: 'Bea' }));
    server.use(http.get('*/user/profile', () => HttpResponse.json({ _id: 'owner1', name: 'Bea' })));
    browseWith();
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Bag 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bag 1' });
    expect(within(dialog).getByRole('button', { name: 'Modify' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Request Trade' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Item' })).toBeInTheDocument();
  });
});

describe('browse filters', () => {
  it('sends keyword, brand, size, condition and value range, kept in the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/hats', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [bag(1)], page: 1, per_page: 12, total: 1 });
      }),
    );
    const { user, router } = renderApp('/browse');
    await screen.findByText('1 purse found');
    await user.type(screen.getByRole('searchbox', { name: 'Search purses' }), 'quilted');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Brand'), 'Chanel');
    await user.selectOptions(screen.getByLabelText('Size'), 'Mini/Clutch');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.type(screen.getByLabelText('Min value ($)'), '100');
    await user.type(screen.getByLabelText('Max value ($)'), '900');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
        q: 'quilted',
        brand: 'Chanel',
        size: 'Mini/Clutch',
        condition: 'Good',
        min_value: '100',
        max_value: '900',
        page: '1',
      }),
    );
    expect(router.state.location.search).toContain('q=quilted');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches, with a way back', async () => {
    server.use(http.get('*/hats', () => HttpResponse.json({ items: [], page: 1, per_page: 12, total: 0 })));
    renderApp('/browse?q=unicorn');
    expect(await screen.findByRole('heading', { name: 'No purses match your search' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it("shows a signed-in member's own bags when the list is empty", async () => {
    storeSession('tok', accountUser({ _id: 'me1', name: 'Ana' }));
    server.use(
      http.get('*/user/profile', () => HttpResponse.json({ _id: 'me1', name: 'Ana' })),
      http.get('*/hats', () => HttpResponse.json({ items: [], page: 1, per_page: 12, total: 0 })),
      http.get('*/hats/my-hats', () => HttpResponse.json({ items: [bag(7, { owner_id: 'me1' })] })),
    );
    renderApp('/browse');
    expect(await screen.findByText('No purses listed yet, so here are your own bags.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bag 7' })).toBeInTheDocument();
  });
});
