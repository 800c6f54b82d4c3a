import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Dialogs and the account panel load on demand; the first load in a test run takes a moment.
configure({ asyncUtilTimeout: 10000 });

beforeAll(() => {
  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
});

// Test files share a worker (isolate: false): nothing a test changes may outlive it.
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
  document.title = '';
});
