import { chromium } from 'playwright-core';

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:10000').replace(/\/+$/, '');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the system Chromium; playwright-core never downloads a browser. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens a page of the app at the given width and collects uncaught page errors.
 * Animations are reduced so screenshots are stable.
 */
export async function openPage(browser, path, width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}
