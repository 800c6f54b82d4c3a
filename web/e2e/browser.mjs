import { after, before } from 'node:test';
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
 * One browser for a test file: launched before its tests and closed after
 * them. Call it at the file's top level; the getter it returns gives the
 * browser inside the tests.
 */
export function fileBrowser() {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

const inflight = new WeakMap();

/**
 * Follows a page's requests, leaving out the member's live event stream
 * (GET /events stays open for as long as the member is signed in, so the
 * page is never "network idle" in Playwright's sense).
 */
export function track(page) {
  if (inflight.has(page)) return;
  const pending = new Set();
  inflight.set(page, pending);
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.endsWith('/events')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** Waits until no request but the live stream has been in flight for 500 ms. */
export async function quiet(page, timeout = 20_000) {
  track(page);
  const pending = inflight.get(page);
  const end = Date.now() + timeout;
  let since = Date.now();
  while (Date.now() < end) {
    if (pending.size > 0) since = Date.now();
    else if (Date.now() - since >= 500) return;
    await page.waitForTimeout(50);
  }
}

/** Navigates and waits until the page has loaded and gone quiet. */
export async function visit(page, url) {
  track(page);
  await page.goto(url.startsWith('http') ? url : `${BASE_URL}${url}`, { waitUntil: 'load' });
  await quiet(page);
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
  await visit(page, path);
  return { page, errors, close: () => context.close() };
}
