import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountUser, bag, review, reviewList } from '@/testing/fixtures';
import { storeSession } from '@/testing/storeSession';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

const OWNER = '65a1b2c3d4e5f6a7b8c9d0e1';

function closet(total = 14, page = 1) {
  server.use(
    http.get(`*/users/${OWNER}/closet`, ({ request }) => {
      const p = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const count = p === 1 ? 12 : total - 12;
      return HttpResponse.json({
        profile: { _id: OWNER, name: 'Bea', closet_name: "Bea's Bags", created_at: '2029-03-01T00:00:00Z', profile_image_url: '', zip_code: '33101' },
        stats: { average_rating: 4.5, rating_count: 8, total_items: total },
        items: Array.from({ length: count }, (_, i) => bag(i + 1 + (p - 1) * 12, { owner_id: OWNER, user_id: OWNER })),
        page: p,
        per_page: 12,
        total,
      });
    }),
    http.get(`*/reviews/user/${OWNER}`, () =>
      HttpResponse.json(reviewList(Array.from({ length: 8 }, (_, i) => review(8 - i, { rating: 5 - (i % 3) })))),
    ),
  );
  return page;
}

describe('closet page', () => {
  it('shows the profile, stats and a collapsible list of the first 5 reviews', async () => {
    closet();
    const { user } = renderApp(`/closet/${OWNER}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Bea's Bags" })).toBeInTheDocument();
    expect(screen.getByText('Member since March 2029')).toBeInTheDocument();
    expect(screen.getByText('14 items')).toBeInTheDocument();
    expect(screen.getByText(/4\.5 \(8 ratings\)/)).toBeInTheDocument();

    const toggle = await screen.findByRole('button', { name: 'Show Reviews (8)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const list = screen.getByRole('region', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Showing 5 of 8 reviews')).toBeInTheDocument();
    // Newest first.
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Review 8');
    await user.click(screen.getByRole('button', { name: 'Hide Reviews' }));
    expect(screen.getByRole('button', { name: /Show Reviews/ })).toBeInTheDocument();
  });

  it('pages the bags 12 at a time, each with Request Trade', async () => {
    closet();
    const { user, router } = renderApp(`/closet/${OWNER}`);
    expect(await screen.findByText('Showing 1-12 of 14 purses')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Request Trade for / })).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13-14 of 14 purses')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Request Trade for Bag 13' }));
    expect(await screen.findByRole('dialog', { name: 'Request Trade' })).toHaveTextContent('Please log in to request a trade');
  });

  it('offers no Request Trade on the member’s own closet', async () => {
    closet();
    server.use(http.get('*/user/profile', () => HttpResponse.json(accountUser({ _id: OWNER, name: 'Bea' }))));
    storeSession('tok', accountUser({ _id: OWNER, name: 'Bea' }));
    renderApp(`/closet/${OWNER}`);
    expect(await screen.findByText('Bag 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Request Trade for / })).not.toBeInTheDocument();
    expect(screen.getByText(/This is your closet as other members see it/)).toBeInTheDocument();
  });

  it('shows the server message, or "Failed to load closet"', async () => {
    server.use(http.get(`*/users/${OWNER}/closet`, () => HttpResponse.json({ error: 'Member not found' }, { status: 404 })));
    renderApp(`/closet/${OWNER}`);
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });

  it('falls back to "Failed to load closet"', async () => {
    server.use(http.get(`*/users/${OWNER}/closet`, () => new HttpResponse(null, { status: 500 })));
    renderApp(`/closet/${OWNER}`);
    expect(await screen.findByText('Failed to load closet')).toBeInTheDocument();
  });
});
