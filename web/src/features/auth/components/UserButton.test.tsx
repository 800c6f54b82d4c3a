import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_KEY, TOKEN_KEY } from '@/lib/session';
import { accountUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/renderApp';
import { storeSession } from '@/testing/storeSession';

describe('the navigation user button', () => {
  it('reads Login for a guest and opens the login dialog', async () => {
    const { user } = renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    // The dialog is its own chunk (fetched for guests once the page has loaded).
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    // The dialog starts on its first field, not on its close button.
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveFocus();
  });

  it('reads My Account for a stored member login', async () => {
    storeSession('token-1', accountUser({ _id: 'u1', name: 'Ana' }));
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it('reads Admin Panel for a stored administrator', async () => {
    storeSession('token-2', accountUser({ _id: 'a1', is_admin: true }));
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('ignores a stored user that is not valid JSON', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-3');
    localStorage.setItem(USER_KEY, '{not json');
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });
});
