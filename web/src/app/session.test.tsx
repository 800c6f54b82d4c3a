import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '@/lib/session';
import { accountUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { storeSession } from '@/testing/storeSession';

describe('the stored login', () => {
  it('shows a full-screen message while it is checked, then keeps it with the fresh user', async () => {
    // The answer waits until the check has reached the server: on a busy
    // machine the message can show before the request is sent.
    let asked: (answer: (value: Response) => void) => void = () => {};
    const checking = new Promise<(value: Response) => void>((resolve) => (asked = resolve));
    server.use(http.get('*/user/profile', () => new Promise<Response>((resolve) => asked(resolve))));
    storeSession('tok', accountUser({ _id: 'u1', name: 'Old Name' }));
    renderApp('/faq');
    expect(await screen.findByText('Checking your login…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const answer = await checking;
    answer(HttpResponse.json(accountUser({ _id: 'u1', name: 'New Name', email: 'a@b.c' })));
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ name: 'New Name' });
  });

  it('is forgotten when the server refuses it', async () => {
    server.use(http.get('*/user/profile', () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 })));
    storeSession('stale', accountUser({ _id: 'u1' }));
    renderApp('/faq');
    expect(await screen.findByText('Your session has expired. Please sign in again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is kept when the server cannot be reached', async () => {
    server.use(http.get('*/user/profile', () => HttpResponse.error()));
    storeSession('tok', accountUser({ _id: 'u1' }));
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
  });

  it('logs out from the account panel with "Logged out successfully!", revoking the token on the server', async () => {
    let revoked: string | null = null;
    server.use(
      http.get('*/user/profile', () => HttpResponse.json(accountUser({ _id: 'u1', name: 'Ana' }))),
      http.post('*/logout', ({ request }) => {
        revoked = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, message: 'Logged out successfully!' });
      }),
    );
    storeSession('tok', accountUser({ _id: 'u1', name: 'Ana' }));
    const { user } = renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(revoked).toBe('Bearer tok');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('still logs out when the server cannot be reached', async () => {
    server.use(
      http.get('*/user/profile', () => HttpResponse.json(accountUser({ _id: 'u1', name: 'Ana' }))),
      http.post('*/logout', () => HttpResponse.error()),
    );
    storeSession('tok', accountUser({ _id: 'u1', name: 'Ana' }));
    const { user } = renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('email verification link', () => {
  it('confirms the token with the server, says so and goes home', async () => {
    let token: unknown;
    server.use(
      http.post('*/verify-email/confirm', async ({ request }) => {
        token = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({ success: true });
      }),
    );
    const { router } = renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Email verified! You can now log in.')).toBeInTheDocument();
    expect(token).toBe('abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says why it failed, with the fallback text', async () => {
    server.use(http.post('*/verify-email/confirm', () => HttpResponse.json({ error: 'Invalid or expired link' }, { status: 400 })));
    renderApp('/verify-email?token=old');
    expect(await screen.findByText('Verification failed: Invalid or expired link')).toBeInTheDocument();
  });

  it('fails without a token', async () => {
    const { router } = renderApp('/verify-email');
    expect(await screen.findByText('Verification failed: Invalid or expired link')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
