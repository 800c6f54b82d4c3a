// Journey: what members and administrators meet on a phone and in forms:
// browse shows bags on a phone's first screen, the account panel's tabs and
// trade details have addresses (Back steps back), the manual deposit prints
// its reference once with Copy, a just-used two-factor code is refused as
// used, and the admin's Manual Deposits queue updates by itself with its
// destructive item actions behind a menu.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { test } from 'node:test';
import { expectNoSeriousViolations } from './axe.mjs';
import { fileBrowser } from './browser.mjs';
import {
  ADMIN,
  apiLogin,
  apiOk,
  goto,
  newPage,
  openAccount,
  PHONE,
  registerMember,
  SCREENSHOT_DIR,
  settle,
  shootBoth,
  signedInPage,
  totp,
} from './helpers.mjs';

const browser = fileBrowser();
await mkdir(SCREENSHOT_DIR, { recursive: true });

test('on a 390 px phone the first Browse screen shows bags, two a row, with the filters in a sheet', async () => {
  const { page, errors, close } = await newPage(browser(), PHONE);
  try {
    await page.setViewportSize({ width: PHONE, height: 844 });
    await goto(page, '/browse');
    await page.getByText(/^\d+ purses? found$/).waitFor();
    await settle(page);
    const cards = page.locator('main article');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    assert.ok(first.y + first.height / 2 < 844, `the first bag is on the first screen (its middle at ${Math.round(first.y + first.height / 2)} px)`);
    assert.equal(Math.round(first.y), Math.round(second.y), 'two bags side by side');
    assert.ok(first.width < PHONE / 2, 'each card takes half the row');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('group', { name: 'Filters' });
    await sheet.getByLabel('Brand').waitFor();
    assert.equal(await sheet.getByLabel('Brand').evaluate((el) => el === document.activeElement), true, 'focus moves into the sheet');
    await page.screenshot({ path: `${SCREENSHOT_DIR}browse-filters-sheet-390.png` });
    await expectNoSeriousViolations(page, 'browse filters sheet at 390');
    await sheet.getByLabel('Brand').selectOption('Gucci');
    await page.waitForURL(/brand=Gucci/);
    await sheet.getByRole('button', { name: 'Show purses' }).click();
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    assert.equal(await sheet.isVisible(), false, 'the sheet closes');
    await goto(page, '/browse');
    await page.getByText(/^\d+ purses? found$/).waitFor();
    await shootBoth(page, 'browse', { axe: true });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('account tabs and trade details have addresses; Back steps back, then closes', async () => {
  const account = await registerMember('Addr');
  const { page, errors, close } = await signedInPage(browser(), account);
  try {
    // A link to a tab opens it, on a phone too, with the tab in view in the strip.
    await page.setViewportSize({ width: PHONE, height: 844 });
    await goto(page, '/browse?account=balance');
    const dialog = page.getByRole('dialog', { name: 'My Account' });
    const balance = dialog.getByRole('tab', { name: /^Balance/ });
    await balance.and(page.locator('[aria-selected="true"]')).waitFor();
    await page.waitForTimeout(300);
    const strip = await dialog.getByRole('tablist').boundingBox();
    const tab = await balance.boundingBox();
    assert.ok(tab.x >= strip.x && tab.x + tab.width <= strip.x + strip.width, `the Balance tab is inside the strip (${Math.round(tab.x)}-${Math.round(tab.x + tab.width)} of ${Math.round(strip.x)}-${Math.round(strip.x + strip.width)})`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}account-tab-strip-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('tab', { name: /^Trade History/ }).click();
    await page.waitForURL(/\?account=history$/);
    await dialog.getByRole('tab', { name: /^Reviews/ }).click();
    await page.waitForURL(/\?account=reviews$/);
    await page.goBack();
    await dialog.getByRole('tab', { name: /^Trade History/, selected: true }).waitFor();
    await page.reload();
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('tab', { name: /^Trade History/, selected: true }).waitFor();
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Close dialog' }).click();
    await page.waitForURL((url) => url.pathname === '/browse' && !url.search.includes('account'));

    // Opened from the user button, Back closes it again.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.waitForURL(/\?account=overview$/);
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the manual deposit prints its reference once, with a copy button', async () => {
  const account = await registerMember('Ref');
  const { page, errors, close } = await signedInPage(browser(), account);
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = (await openAccount(page, 'Balance')).getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Manual Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Manual Deposit' });
    await deposit.getByRole('button', { name: 'Submit deposit' }).click();
    const amount = deposit.getByLabel('Amount (USD)');
    assert.equal(await amount.evaluate((el) => el === document.activeElement), true, 'focus moves to the amount');
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');
    await amount.fill('40');
    assert.equal(await amount.getAttribute('aria-invalid'), null, 'the error goes once the amount is edited');
    await deposit.getByRole('button', { name: 'Submit deposit' }).click();
    const reference = (await deposit.getByText(/^MD-/).innerText()).trim();
    assert.equal(await deposit.getByText(reference).count(), 1, 'the reference is printed once');
    await deposit.getByRole('button', { name: 'Copy reference number' }).click();
    await deposit.getByRole('button', { name: 'Copied reference number' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), reference);
    await shootBoth(page, 'modal-manual-deposit-reference', { axe: true });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the code that just enabled two-factor is refused at sign-in as used, not as invalid', async () => {
  const account = await registerMember('Replay');
  const session = await apiLogin(account);
  const { secret } = await apiOk('POST', '/2fa/generate-secret', { token: session.token });
  const code = totp(secret);
  await apiOk('POST', '/2fa/enable', { token: session.token, body: { secret, verificationCode: code } });
  const { page, errors, close } = await newPage(browser());
  try {
    await goto(page, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).last().click();
    await login.getByLabel('Two-factor code').fill(code);
    await login.getByRole('button', { name: 'Verify and log in' }).click();
    await login.getByText(/This code was already used\. Wait for the next code/).waitFor();
    assert.equal(await login.getByText('Invalid verification code').count(), 0);
    await shootBoth(page, 'modal-login-code-used', { axe: true });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('administrators: Manual Deposits update by themselves, Remove sits behind More, the phone overview is short', async () => {
  const { page, errors, close } = await signedInPage(browser(), ADMIN);
  try {
    await page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    const depositsTab = panel.getByRole('tab', { name: /^Manual Deposits/ });
    await depositsTab.click();
    await panel.getByRole('heading', { name: 'Manual Deposits', level: 3 }).waitFor();
    await settle(page);

    const member = await registerMember('Live');
    const memberSession = await apiLogin(member);
    const made = await apiOk('POST', '/deposits/manual', { token: memberSession.token, body: { amount: 25, payment_method: 'cashapp', reference_note: 'E2E live' } });
    const reference = made.reference_number;
    await panel.getByRole('row', { name: new RegExp(reference) }).waitFor({ timeout: 15_000 });
    const total = (await apiOk('GET', '/admin/manual-deposits?status=pending&per_page=1', { token: (await apiLogin(ADMIN)).token })).total;
    await depositsTab.filter({ hasText: new RegExp(`^Manual Deposits\\s*${total}\\s*pending$`) }).waitFor({ timeout: 10_000 });

    // The Actions column is in view at 1280 px.
    const actions = await panel.getByRole('row', { name: new RegExp(reference) }).getByRole('button', { name: 'Process' }).boundingBox();
    assert.ok(actions.x + actions.width <= 1280, `Process is on screen (right edge ${Math.round(actions.x + actions.width)} px)`);
    await shootBoth(page, 'admin-manual-deposits', { axe: true });

    await panel.getByRole('tab', { name: /^Items/ }).click();
    await panel.getByRole('heading', { name: 'Items', level: 3 }).waitFor();
    await settle(page);
    const row = panel.getByRole('row').filter({ has: page.getByRole('button', { name: /^More actions for/ }) }).first();
    await row.waitFor();
    assert.equal(await row.getByRole('button', { name: 'Remove', exact: true }).count(), 0, 'Remove is not beside Approve');
    const more = row.getByRole('button', { name: /^More actions for/ });
    await more.click();
    await row.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    await shootBoth(page, 'admin-items-more-menu', { axe: true });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    await row.getByRole('button', { name: 'Remove', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove item?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // On a phone the work queue starts on the first screen.
    await page.setViewportSize({ width: PHONE, height: 844 });
    await panel.getByRole('tab', { name: /^Manual Deposits/ }).click();
    await panel.getByRole('heading', { name: 'Manual Deposits', level: 3 }).waitFor();
    await settle(page);
    const heading = await panel.getByRole('heading', { name: 'Manual Deposits', level: 3 }).boundingBox();
    assert.ok(heading.y < 844, `the queue's heading is on the first screen (at ${Math.round(heading.y)} px)`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-overview-phone-390.png` });
    await expectNoSeriousViolations(page, 'admin manual deposits at 390');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
