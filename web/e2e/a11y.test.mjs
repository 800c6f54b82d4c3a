// axe-core on every public page, every dashboard tab, every admin tab and the
// main dialogs, at 1280 and 390 px: no serious or critical violation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectNoSeriousViolations } from './axe.mjs';
import { fileBrowser } from './browser.mjs';
import {
  ADMIN,
  ADMIN_TABS,
  atWidth,
  DESKTOP,
  onPage,
  PHONE,
  apiLogin,
  freeBag,
  goto,
  loginUI,
  member,
  newPage,
  openAccount,
  selectTab,
  settle,
  setUpTrade,
} from './helpers.mjs';

const browser = fileBrowser();

/**
 * Audits screens at both widths and keeps every finding, so one run reports
 * all screens at fault; `assertClean` fails the test with them.
 */
function auditor(page) {
  const failures = [];
  return {
    async audit(label) {
      for (const width of [DESKTOP, PHONE]) {
        await atWidth(page, width);
        try {
          await expectNoSeriousViolations(page, `${label} at ${width} px`);
        } catch (error) {
          failures.push(error.message);
        }
      }
      await page.setViewportSize({ width: DESKTOP, height: 900 });
    },
    failures,
    assertClean() {
      assert.equal(failures.length, 0, failures.join('\n'));
    },
  };
}

/** Opens a dialog with `open`, audits it, then closes it with Escape. */
async function auditDialog(page, audit, name, open) {
  await open();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  await audit(`dialog ${name}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

test('public pages and the guest dialogs', async () => {
  const sofia = await apiLogin(member('sofia'));
  const { page, errors, close } = await newPage(browser());
  const { audit, assertClean, failures } = auditor(page);
  try {
    for (const path of [
      '/',
      '/browse',
      '/faq',
      '/contact',
      '/legal/terms-of-service',
      '/legal/privacy-policy',
      '/legal/user-agreement',
      '/legal/no-such-document',
      `/closet/${sofia.user._id}`,
      '/reset-password?token=not-a-real-token',
    ]) {
      await goto(page, path);
      await audit(`page ${path}`);
    }

    await goto(page, '/');
    await page.setViewportSize({ width: PHONE, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousViolations(page, 'the phone menu, open at 390 px').catch((error) => failures.push(error.message));
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.setViewportSize({ width: DESKTOP, height: 900 });

    const openLogin = () => page.getByRole('button', { name: 'Login', exact: true }).first().click();
    await auditDialog(page, audit, 'Login', openLogin);
    await auditDialog(page, audit, 'Sign Up', async () => {
      await openLogin();
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();
    });
    await auditDialog(page, audit, 'Reset Password', async () => {
      await openLogin();
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot your password?' }).click();
    });

    await goto(page, '/browse');
    const first = page.locator('main article').first().getByRole('heading').getByRole('button');
    const name = await first.innerText();
    await auditDialog(page, audit, name, () => first.click());
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  assertClean();
});

test('every dashboard tab and the member dialogs', async () => {
  const login = member('gabi');
  // An accepted trade (Active, Trade Details, Create Dispute) and a request to answer (Trades, Modify Trade).
  const accepted = await setUpTrade(login, member('hannah'), { accept: true });
  await setUpTrade(member('aaliyah'), login);
  const { page, errors, close } = await newPage(browser());
  const { audit, assertClean } = auditor(page);
  try {
    await goto(page, '/');
    await loginUI(page, login);
    await audit('home, signed in');

    for (const tab of ['Overview', 'My Bags', 'Upload Item', 'Trades', 'Active', 'Trade History', 'Disputes', 'Reviews', 'Messages', 'Balance', 'Profile']) {
      await openAccount(page, tab);
      await audit(`dashboard tab ${tab}`);
    }

    const bags = await selectTab(page, 'My Bags');
    const own = bags.locator('article', { has: page.getByRole('button', { name: /^Edit / }).and(page.locator(':enabled')) }).first();
    const bagName = await own.getByRole('heading').innerText();
    await auditDialog(page, audit, 'Edit Item', () => own.getByRole('button', { name: `Edit ${bagName}` }).click());
    await auditDialog(page, audit, 'Manage Photos', () => own.getByRole('button', { name: `Photos of ${bagName}` }).click());

    const trades = await selectTab(page, 'Trades');
    await auditDialog(page, audit, 'Modify Trade', () => trades.getByRole('button', { name: 'Modify' }).first().click());

    const active = await selectTab(page, 'Active');
    await active.locator('article', { hasText: accepted.hat2.name }).first().getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.getByRole('button', { name: 'Open Dispute' }).waitFor();
    await audit('dialog Trade Details');
    await auditDialog(page, audit, 'Create Dispute', () => details.getByRole('button', { name: 'Open Dispute' }).click());
    await details.getByRole('button', { name: 'Close dialog' }).click();

    const balance = await selectTab(page, 'Balance');
    await auditDialog(page, audit, 'Manual Deposit', () => balance.getByRole('button', { name: 'Manual Deposit' }).click());
    await auditDialog(page, audit, 'Withdrawal Request', () => balance.getByRole('button', { name: 'Withdraw', exact: true }).click());

    const profile = await selectTab(page, 'Profile');
    await auditDialog(page, audit, 'Change Password', () => profile.getByRole('button', { name: 'Change Password' }).click());
    await auditDialog(page, audit, 'Enable Two-Factor Authentication', () => profile.getByRole('button', { name: 'Enable 2FA' }).click());
    await auditDialog(page, audit, 'Close Account', () => profile.getByRole('button', { name: 'Close Account' }).click());

    // Add funds goes to the (test) card checkout page.
    const funds = await selectTab(page, 'Balance');
    await funds.getByLabel('Amount (USD)').fill('25');
    await funds.getByRole('button', { name: 'Add Funds' }).click();
    await page.waitForURL(/\/payments\/test-checkout\//);
    await audit('page add funds: test checkout');

    // Request Trade, from the other member's closet.
    const wanted = await freeBag(accepted.owner.user._id, [accepted.hat2._id]);
    await goto(page, `/closet/${accepted.owner.user._id}`);
    await audit('page closet, signed in');
    await auditDialog(page, audit, 'Request Trade', () => page.getByRole('button', { name: `Request Trade for ${wanted.name}` }).click());
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  assertClean();
});

test('every admin tab and the admin dialogs', async () => {
  const { trade } = await setUpTrade(member('emma'), member('lauren'), { accept: true, delivery: 'shipping' });
  const { page, errors, close } = await newPage(browser());
  const { audit, assertClean } = auditor(page);
  try {
    await goto(page, '/');
    await loginUI(page, ADMIN);
    await page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await panel.getByRole('region', { name: 'Overview' }).waitFor();
    await audit('admin overview');
    const openTab = async (name) => {
      await panel.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await panel.getByRole('heading', { name, level: 3, exact: true }).waitFor();
    };
    for (const tab of ADMIN_TABS) {
      await openTab(tab);
      await audit(`admin tab ${tab}`);
    }

    await openTab('Users');
    const lauren = panel.getByRole('row', { name: /lauren@pursetrade\.test/ });
    await auditDialog(page, audit, 'User Profile', () => lauren.getByRole('button', { name: 'View', exact: true }).click());
    await auditDialog(page, audit, 'Delete user?', () => lauren.getByRole('button', { name: 'Delete', exact: true }).click());
    const messageDialog = lauren.getByRole('button', { name: 'Message', exact: true });
    await messageDialog.click();
    await page.getByRole('dialog').last().waitFor();
    await audit('dialog Send Message');
    await page.keyboard.press('Escape');

    await openTab('Featured Items');
    await auditDialog(page, audit, 'Feature Position', () => panel.getByRole('button', { name: 'Position', exact: true }).first().click());

    await openTab('Trades');
    await panel.getByLabel('Member or trade').fill(trade._id.slice(-8));
    const row = panel.getByRole('row', { name: new RegExp(`#${trade._id.slice(-6)}`) });
    await row.getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.getByRole('button', { name: 'Force Complete', exact: true }).waitFor();
    await audit('admin dialog Trade Details');
    await auditDialog(page, audit, 'Force Complete Trade', () => details.getByRole('button', { name: 'Force Complete', exact: true }).click());
    await details.getByRole('button', { name: 'Close dialog' }).click();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  assertClean();
});

/** Presses Tab until the focused element's name matches `name`; returns how many presses it took. */
async function tabTo(page, name, { shift = false, max = 80 } = {}) {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return i;
  }
  assert.fail(`Tab never reached "${name}" (last focus: "${await focusedName(page)}")`);
}

/** The focused element's accessible name, roughly: aria-label, its label or its text. */
function focusedName(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '').trim();
  });
}

/** Whether the focused element shows a focus outline (the shared :focus-visible style). */
function focusShows(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
}

/** Whether the focus is inside the open dialog named `name`. */
function focusInside(page, name) {
  return page.evaluate((label) => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
      (d) => document.getElementById(d.getAttribute('aria-labelledby'))?.textContent === label,
    );
    return Boolean(dialog?.contains(document.activeElement));
  }, name);
}

test('a member signs in, browses, opens a bag and asks for a trade with the keyboard only', async () => {
  const login = member('hannah');
  const owner = await apiLogin(member('emma'));
  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await tabTo(page, 'Login');
    assert.ok(await focusShows(page), 'the focused Login button shows a focus outline');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    assert.ok(await focusInside(page, 'Login'), 'the Login dialog takes the focus');
    await tabTo(page, 'Email');
    await page.keyboard.type(login.email);
    await tabTo(page, 'Password');
    await page.keyboard.type(login.password);
    await page.keyboard.press('Enter');
    await page.getByText('Login successful!').first().waitFor();

    await tabTo(page, 'Browse Purses');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/browse');
    await page.locator('main article').first().waitFor();
    await settle(page);
    const firstBag = await page.locator('main article').first().getByRole('heading').innerText();
    await tabTo(page, firstBag);
    assert.ok(await focusShows(page), 'the focused bag name shows a focus outline');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: firstBag }).waitFor();
    assert.ok(await focusInside(page, firstBag), 'the bag dialog takes the focus');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: firstBag }).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), firstBag, 'closing the bag dialog gives the focus back to the bag');

    // Another member's closet, from a bag's dialog: "View Owner's Closet".
    const wanted = await freeBag(owner.user._id);
    await goto(page, `/browse?q=${encodeURIComponent(wanted.name)}`);
    await tabTo(page, wanted.name);
    await page.keyboard.press('Enter');
    await tabTo(page, "View Owner's Closet");
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/closet/${owner.user._id}`);
    await settle(page);

    const opener = `Request Trade for ${wanted.name}`;
    await tabTo(page, opener);
    assert.ok(await focusShows(page), 'the focused Request Trade button shows a focus outline');
    await page.keyboard.press(' ');
    await page.getByRole('dialog', { name: 'Request Trade' }).waitFor();
    assert.ok(await focusInside(page, 'Request Trade'), 'the Request Trade dialog takes the focus');
    // Tabbing round the dialog, both ways, never leaves it.
    for (const key of [...Array(25).fill('Tab'), ...Array(25).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      assert.ok(await focusInside(page, 'Request Trade'), `focus stays in the dialog (after ${key})`);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Request Trade' }).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), opener, 'closing the dialog gives the focus back to its opener');
    assert.deepEqual(errors, []);
  });
});
