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
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      [`^/(${API_PATHS.join('|')})(/|\\?|$)`]: { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30000,
  },
});
