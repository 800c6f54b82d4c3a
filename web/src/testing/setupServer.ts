import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// Every test file talks to the mock API only. A request no handler answers
// fails as a network error (MSW's "error" strategy), and the test that made
// it fails too: MSW only logs it, which a test ignoring its error state hides.
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  const seen = unhandled.splice(0);
  if (seen.length > 0) throw new Error(`Requests no mock handler answered: ${seen.join(', ')}`);
});
afterAll(() => server.close());
