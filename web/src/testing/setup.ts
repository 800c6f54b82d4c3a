import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Dialogs and the account panel load on demand; the first load in a test run takes a moment.
configure({ asyncUtilTimeout: 10000 });

beforeAll(() => {
  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = '';
});
