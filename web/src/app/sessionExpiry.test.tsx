import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { memberApi } from '@/lib/memberApi';
import { TOKEN_KEY, USER_KEY } from '@/lib/session';
import { accountUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { storeSession } from '@/testing/storeSession';

it('shows the session-expired banner and forgets the login after five refused calls', async () => {
  storeSession('expired-token', accountUser({ _id: 'u1', name: 'Ana' }));
  server.use(http.get('*/settings', () => HttpResponse.json({ error: 'Invalid token', code: 'unauthorized' }, { status: 401 })));
  const { store } = renderApp('/contact');
  expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();

  for (let i = 0; i < 5; i++) {
    await store.dispatch(memberApi.endpoints.getSettings.initiate(undefined, { forceRefetch: true }));
  }

  expect(await screen.findByText('Your session has expired. Please sign in again')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
});
