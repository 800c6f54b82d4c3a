import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

// A navigation asking for it (flushSync: true) renders at once instead of as a transition.
const flush = (update: () => unknown) => void flushSync(update);

/** The app's RouterProvider, given ReactDOM's flushSync (what react-router/dom's own adds). */
export function AppRouter({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} flushSync={flush} />;
}
