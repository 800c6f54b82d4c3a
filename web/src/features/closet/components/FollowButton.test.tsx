import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { FollowButton } from './FollowButton';

describe('follow a closet', () => {
  it('shows the follower count and follows, then unfollows', async () => {
    const state = { followers: 4, following: false };
    const calls: string[] = [];
    server.use(
      http.get('*/users/:id/follow', () => HttpResponse.json(state)),
      http.put('*/users/:id/follow', ({ params }) => {
        calls.push(`PUT ${params.id}`);
        Object.assign(state, { followers: 5, following: true });
        return HttpResponse.json(state);
      }),
      http.delete('*/users/:id/follow', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        Object.assign(state, { followers: 4, following: false });
        return HttpResponse.json(state);
      }),
    );
    const { user } = renderUi(<FollowButton ownerId="owner1" />, { user: ME });
    expect(await screen.findByText('4 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('5 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Following' }));
    await waitFor(() => expect(calls).toEqual(['PUT owner1', 'DELETE owner1']));
  });

  it('shows only the count to a visitor and to the closet’s owner', async () => {
    server.use(http.get('*/users/:id/follow', () => HttpResponse.json({ followers: 1, following: false })));
    renderUi(<FollowButton ownerId="owner1" />);
    expect(await screen.findByText('1 follower')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
