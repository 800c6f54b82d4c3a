import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/renderApp';
import { bag } from '@/testing/fixtures';
import { server } from '@/testing/server';
import type { Item } from '@/features/items/types';

/** A listed bag as the browse tests price and own it. */
const listed = (n: number, extra: Partial<Item> = {}) => bag(n, { value: 1200, owner_closet_name: 'Ana’s Closet', ...extra });

describe('browse page', () => {
  it('shows the empty state when the API answers 404', async () => {
    renderApp('/browse');
    expect(await screen.findByText('0 purses found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No purses listed yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Your Bag' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('lists bags with count, trade fee, brand value and pagination', async () => {
    const requests: URL[] = [];
    server.use(
      http.get('*/hats', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ items: Array.from({ length: 12 }, (_, i) => listed(i + 1)), page: 1, per_page: 12, total: 30 });
      }),
      http.get('*/settings', () => HttpResponse.json({ trade_fee: 7.5, pickup_fee: 5 })),
    );
    renderApp('/browse');

    expect(await screen.findByText('30 purses found')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-12 of 30 purses')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Bag 1' }).closest('article')!;
    expect(within(card).getByText('Gucci ($1,200.00)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ana’s Closet' })).toHaveAttribute('href', '/closet/owner1');
    await waitFor(() => expect(within(card).getByText('Borrow $7.50')).toBeInTheDocument());
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: '1',
      per_page: '12',
    });
  });

  it('shows the $5.00 default trade fee when settings are missing', async () => {
    server.use(http.get('*/hats', () => HttpResponse.json({ items: [listed(1)], page: 1, per_page: 12, total: 1 })));
    renderApp('/browse');
    expect(await screen.findByText('Borrow $5.00')).toBeInTheDocument();
    expect(screen.getByText('1 purse found')).toBeInTheDocument();
  });

  it('asks again with the chosen sort, order and page', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('*/hats', ({ request }) => {
        const search = new URL(request.url).searchParams;
        requests.push(search);
        const page = Number(search.get('page'));
        return HttpResponse.json({ items: [listed(page)], page, per_page: 12, total: 30 });
      }),
    );
    const { user, router } = renderApp('/browse');
    await screen.findByText('30 purses found');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Value');
    await user.click(screen.getByRole('button', { name: /Sort order: Descending/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Bag 2' });
    expect(router.state.location.search).toBe('?sort=value&order=asc&page=2');
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({ sort: 'value', order: 'asc', page: '2' });
    expect(screen.getByText('Showing 13-13 of 30 purses')).toBeInTheDocument();
  });

  it('shows a placeholder for a missing image', async () => {
    server.use(http.get('*/hats', () => HttpResponse.json({ items: [listed(1, { image_url: '', thumbnail_url: '', images: [], thumbnails: [] })], page: 1, per_page: 12, total: 1 })));
    renderApp('/browse');
    expect(await screen.findByRole('img', { name: 'Bag 1' })).toHaveTextContent('Photo unavailable');
  });
});

describe('featured items on the home page', () => {
  it('shows only ranks 1-3, in order', async () => {
    server.use(
      http.get('*/hats/featured', () =>
        HttpResponse.json({ items: [listed(4, { featured_rank: 4 }), listed(2, { featured_rank: 2 }), listed(1, { featured_rank: 1 })] }),
      ),
    );
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bag 1' });
    const names = screen.getAllByRole('heading', { level: 3, name: /^Bag/ }).map((h) => h.textContent);
    expect(names).toEqual(['Bag 1', 'Bag 2']);
  });

  it('shows the empty state when the API answers 404', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Featured purses are on their way' })).toBeInTheDocument();
  });
});
