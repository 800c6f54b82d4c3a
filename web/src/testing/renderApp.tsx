import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouter } from '@/app/AppRouter';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';

/** Renders the whole app at `path`, with a fresh store read from the current localStorage. */
export function renderApp(path = '/') {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider store={store}>
      <AppRouter router={router} />
    </AppProvider>,
  );
  return { ...view, store, router, user };
}
