import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FlashMessages } from '@/app/FlashMessages';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import type { SessionUser } from '@/lib/session';
import { accountUser } from './fixtures';
import { storeSession } from './storeSession';

export const ME: SessionUser = accountUser();

interface Options {
  path?: string;
  /** Signs in as this member (default: a guest). */
  user?: SessionUser | null;
}

/** Renders one piece of UI with the store, a router and the flash messages. */
export function renderUi(ui: ReactNode, { path = '/', user = null }: Options = {}) {
  if (user) storeSession('test-token', user);
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <FlashMessages />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const events = userEvent.setup();
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router, user: events };
}
