import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// Every test file talks to the mock API only; a request it did not expect fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
