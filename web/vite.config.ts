import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Paths served by the Go API. The app and the API share one origin in
 * production; in development these are forwarded to the API on :10000 and
 * every other path is the single-page app.
 */
const API_PATHS = [
  'hats',
  'settings',
  'login',
  'register',
  'password-reset',
  'change-password',
  '2fa',
  'user',
  'users',
  'trades',
  'disputes',
  'reviews',
  'deposits',
  'payments',
  'shipping',
  'admin',
  'uploads',
  'labels',
  'openapi.yaml',
];

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:10000';

export default defineConfig({
  plugins: [react()],
  // The manifest tells scripts/finish-build.mjs which files a page needs.
  build: { manifest: true },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      [`^/(${API_PATHS.join('|')})(/|\\?|$)`]: { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    // Vitest leaves one core free by default, which on a two-core machine runs every file in turn.
    maxWorkers: '100%',
    // Test files share their worker's modules instead of each loading its
    // own (45 s against 20 s here). The setup files undo what a test leaves
    // behind: the DOM, timers, localStorage, the title and the mock API's handlers.
    isolate: false,
    restoreMocks: true,
    testTimeout: 30000,
    projects: [
      {
        // Logic tests (.test.ts) need no page: a file that does says so with a `@vitest-environment jsdom` docblock.
        extends: true,
        test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'], setupFiles: ['./src/testing/setupServer.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'], setupFiles: ['./src/testing/setupServer.ts', './src/testing/setup.ts'] },
      },
    ],
  },
});
