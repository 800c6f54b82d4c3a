import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// Dialogs and the account panel load on demand; the first load in a test run takes a moment.
configure({ asyncUtilTimeout: 10000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  document.title = '';
});

afterAll(() => server.close());
