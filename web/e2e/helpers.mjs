// Shared steps for the journey tests: API calls, logins, the account panel
// and screenshots at both widths.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expectNoSeriousViolations } from './axe.mjs';
import { deflateSync } from 'node:zlib';
import { BASE_URL, quiet, track, visit } from './browser.mjs';

export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
export const DESKTOP = 1280;
export const PHONE = 390;
export const MEMBER_PASSWORD = 'trade-demo-2026';
/** The demo administrator; its password is random, and run.sh passes it on. */
export const ADMIN = { email: 'admin@pursetrade.test', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
assert.ok(ADMIN.password, 'E2E_ADMIN_PASSWORD is not set: run the browser tests with web/e2e/run.sh');

/** Generous waits: the system under test runs workflows and a database on one machine. */
export const WAIT = 20_000;

/** The admin panel's tabs, in order (one list with the unit tests). */
export const ADMIN_TABS = createRequire(import.meta.url)('../src/testing/adminTabs.json');

export function member(name) {
  return { email: `${name}@pursetrade.test`, password: MEMBER_PASSWORD };
}

/** A unique suffix for names made by a test run. */
export function unique() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Calls the API directly; returns {status, body}. */
export async function api(method, path, { token, body } = {}, attempt = 0) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // Sign-up and sign-in are rate limited: wait as told and try again.
  if (response.status === 429 && attempt < 8) {
    const wait = Number(json?.retry_after ?? response.headers.get('Retry-After') ?? 2);
    await new Promise((resolve) => setTimeout(resolve, (wait + 0.5) * 1000));
    return api(method, path, { token, body }, attempt + 1);
  }
  return { status: response.status, body: json };
}

/** Like api() but fails the test, with the exact request and answer, unless the status is 2xx. */
export async function apiOk(method, path, options = {}) {
  const result = await api(method, path, options);
  assert.ok(
    result.status >= 200 && result.status < 300,
    `${method} ${path} ${options.body ? JSON.stringify(options.body) : ''} answered ${result.status} ${JSON.stringify(result.body)}`,
  );
  return result.body;
}

const logins = new Map();

/** Logs in through the API (once per member and test file). */
export async function apiLogin({ email, password }) {
  if (!logins.has(email)) {
    const body = await apiOk('POST', '/login', { body: { email, password } });
    assert.ok(body.token, `POST /login for ${email} gave no token`);
    logins.set(email, { token: body.token, user: body.user });
  }
  return logins.get(email);
}

/** A new member (through the API) with a pickup-eligible address; returns the credentials. */
export async function registerMember(prefix, zip = '33016') {
  const id = unique();
  const account = {
    name: `${prefix} Tester`,
    email: `${prefix.toLowerCase()}-${id}@example.test`,
    password: 'e2e-pass-2026',
    phone: '305-555-0199',
    address: '100 Test St',
    city: 'Hialeah',
    state: 'FL',
    zip_code: zip,
    closet_name: `${prefix} ${id.slice(-4)}`,
  };
  await apiOk('POST', '/register', { body: account });
  return account;
}

/** An approved bag of the member's (named `name`, worth `value` dollars). */
export async function listBag(session, name, value) {
  const photo = `data:image/png;base64,${png(96, 96, [90, 60, 140]).toString('base64')}`;
  const admin = await apiLogin(ADMIN);
  const created = await apiOk('POST', '/hats', {
    token: session.token,
    body: { name, description: 'A bag for a journey.', brand: 'Coach', size: 'Large/Tote', condition: 'Good', value, image: photo },
  });
  await apiOk('PUT', `/admin/items/${created.hat._id}/status`, { token: admin.token, body: { status: 'approve' } });
  return created.hat;
}

/** A new member with an approved bag and $1,000 for holds and fees. */
export async function memberWithBag(prefix, value) {
  const account = await registerMember(prefix);
  const session = await apiLogin(account);
  const bag = await listBag(session, `${prefix} Tote ${unique().slice(-4)}`, value);
  const admin = await apiLogin(ADMIN);
  await apiOk('POST', '/admin/adjust-balance', {
    token: admin.token,
    body: { user_id: session.user._id, amount: 1000, direction: 'credit', reason: 'E2E journey', trade_id: null },
  });
  return { account, session, bag };
}

/** A valid PNG of the given size and colour, for photo uploads. */
export function png(width = 64, height = 48, [r, g, b] = [163, 54, 105]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A browser context at a width, with page errors collected. */
export async function newPage(browser, width = DESKTOP) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  track(page);
  page.setDefaultTimeout(WAIT);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // React reports render errors on the console; failed requests are expected in some journeys.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { context, page, errors, close: () => context.close() };
}

/**
 * Runs `steps` with the page that `opening` (newPage or signedInPage) opens,
 * and closes the page however the steps end.
 */
export async function onPage(opening, steps) {
  const opened = await opening;
  try {
    await steps(opened);
  } finally {
    await opened.close();
  }
}

export async function goto(page, path) {
  await visit(page, path);
}

/** Logs in through the login dialog and waits for "Login successful!". */
export async function loginUI(page, { email, password }) {
  if (!page.url().startsWith(BASE_URL)) await goto(page, '/');
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
  await page.getByText('Login successful!').first().waitFor();
  await dismissFlash(page);
}

/** A desktop page signed in as `login` on the home page; closed again when signing in fails. */
export async function signedInPage(browser, login) {
  const opened = await newPage(browser);
  try {
    await goto(opened.page, '/');
    await loginUI(opened.page, login);
    return opened;
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/** Closes the confirmation toasts so they do not cover screenshots. */
export async function dismissFlash(page) {
  const toasts = page.locator('[class*="flash"] button[aria-label="Dismiss"]');
  for (let i = (await toasts.count()) - 1; i >= 0; i--) await toasts.nth(i).click().catch(() => {});
}

/** Opens the account panel (on a tab) and returns the dialog. */
export async function openAccount(page, tab) {
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  if (!(await dialog.isVisible().catch(() => false))) {
    await page.getByRole('button', { name: 'My Account' }).click();
    await dialog.waitFor();
  }
  if (tab) await selectTab(page, tab);
  return dialog;
}

export async function selectTab(page, tab) {
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  await dialog.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return dialog.getByRole('tabpanel');
}

/** Waits until nothing is loading (skeletons gone, network quiet). */
export async function settle(page) {
  await quiet(page);
  await page.waitForFunction(() => !document.querySelector('[class*="skeleton"]'), null, { timeout: WAIT }).catch(() => {});
}

/**
 * Sets the window to `width` px and waits until the page has laid itself out
 * at it (the resize has reached the page and two frames have painted, so
 * media-query listeners have re-rendered), then until nothing is loading.
 */
export async function atWidth(page, width) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((w) => window.innerWidth === w, width, { timeout: WAIT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page);
}

/** Waits until no CSS transition or animation is running, so a screenshot shows the screen at rest. */
export async function animationsDone(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: WAIT });
}

/**
 * Calls `check` until it returns something other than undefined and returns
 * that, or fails with `message` once `timeout` ms have passed.
 */
export async function eventually(check, message, { timeout = WAIT, every = 200 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/**
 * Screenshots the current screen at 1280 and 390 px (name-1280.png,
 * name-390.png) and checks nothing scrolls sideways, on the page or in an
 * open dialog. `fullPage` for pages; dialogs are shot as seen; `keepFlash`
 * leaves the toasts in the picture; `axe` also checks each width with axe;
 * `prepare(width)` runs after each resize (e.g. to scroll something into view).
 */
export async function shootBoth(page, name, { fullPage = false, keepFlash = false, axe = false, prepare } = {}) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of [DESKTOP, PHONE]) {
    await atWidth(page, width);
    if (!keepFlash) await dismissFlash(page);
    if (prepare) await prepare(width);
    const overflow = await page.evaluate(() => {
      const doc = document.documentElement.scrollWidth - window.innerWidth;
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => d.scrollWidth - d.clientWidth);
      return Math.max(doc, ...dialogs, 0);
    });
    assert.ok(overflow <= 1, `${name} scrolls sideways by ${overflow} px at ${width} px`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${width}.png`, fullPage });
    if (axe) await expectNoSeriousViolations(page, `${name} at ${width}`);
  }
  await page.setViewportSize(original);
}

export { BASE_URL };

/**
 * Waits for `success` to appear on the page; if an error banner shows up in
 * `scope` first, fails with its text (the server's message).
 */
export async function expectSuccess(page, scope, success) {
  const ok = typeof success === 'string' || success instanceof RegExp ? page.getByText(success).first() : success;
  const alert = scope.getByRole('alert').first();
  const winner = await Promise.race([
    ok.waitFor({ timeout: WAIT }).then(() => 'ok'),
    alert.waitFor({ timeout: WAIT }).then(() => 'alert'),
  ]).catch(() => 'timeout');
  if (winner === 'alert') assert.fail(`expected "${success}" but got: ${await alert.innerText()}`);
  if (winner === 'timeout') await ok.waitFor({ timeout: 1 });
}

/** Makes sure a member can cover `amount` more of holds and fees (an administrator's credit, test setup only). */
export async function ensureAvailable(userId, token, amount) {
  const balance = await apiOk('GET', '/user/balance', { token });
  const missing = Math.ceil(amount - Number(balance.available_balance ?? 0));
  if (missing <= 0) return;
  const admin = await apiLogin(ADMIN);
  await apiOk('POST', '/admin/adjust-balance', {
    token: admin.token,
    body: { user_id: userId, amount: missing + 50, direction: 'credit', reason: 'E2E test setup', trade_id: null },
  });
}

/** A calendar date `days` after today in New York (trade dates are judged there). */
export function nyDatePlus(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The member's cheapest listed bag that is not in a trade (skipping `except`). */
export async function freeBag(ownerId, except = []) {
  const page = await apiOk('GET', `/hats?owner=${ownerId}&sort=value&order=asc&per_page=50`);
  const bag = page.items.find((i) => !i.in_trade && !except.includes(i._id));
  assert.ok(bag, `member ${ownerId} has a free listed bag`);
  return bag;
}

/**
 * A trade set up through the API: `requester` offers a bag for one of
 * `owner`'s; `accept` has the owner accept it. Shipping trades are priced
 * with the rate calculator.
 */
export async function setUpTrade(requesterLogin, ownerLogin, { accept = false, delivery = 'pickup' } = {}) {
  const requester = await apiLogin(requesterLogin);
  const owner = await apiLogin(ownerLogin);
  const hat1 = await freeBag(requester.user._id);
  const hat2 = await freeBag(owner.user._id);
  let shipping = 0;
  if (delivery === 'shipping') {
    const quote = await apiOk('POST', '/shipping/calculate-rates', {
      token: requester.token,
      body: { from_zip: requester.user.zip_code, to_zip: owner.user.zip_code },
    });
    shipping = quote.round_trip_cost;
  }
  await ensureAvailable(requester.user._id, requester.token, hat2.value + shipping + 20);
  await ensureAvailable(owner.user._id, owner.token, hat1.value + shipping + 20);
  const created = await apiOk('POST', '/trades', {
    token: requester.token,
    body: {
      hat1_id: hat1._id,
      hat2_id: hat2._id,
      start_date: nyDatePlus(3),
      end_date: nyDatePlus(10),
      delivery_method: delivery,
      message: 'Set up by a browser test',
      shipping_cost: shipping,
      duration: 7,
    },
  });
  const trade = created.trade ?? created;
  if (accept) await apiOk('PUT', `/trades/${trade._id}/accept`, { token: owner.token, body: {} });
  return { trade, hat1, hat2, requester, owner };
}

/** The current TOTP code of a base32 secret (RFC 6238: SHA-1, 30 s, 6 digits). */
export function totp(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
