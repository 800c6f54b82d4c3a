// Money figures and the admin's trade screens, as members and administrators
// meet them: every figure on screen is the API's, an ended request shows
// that nothing was charged, the admin may flag and delete ended requests,
// admin lists read on a phone, and dialogs open on a useful control.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import {
  ADMIN,
  apiLogin,
  apiOk,
  dismissFlash,
  eventually,
  goto,
  loginUI,
  member,
  newPage,
  onPage,
  openAccount,
  PHONE,
  SCREENSHOT_DIR,
  png,
  settle,
  setUpTrade,
  shootBoth,
  signedInPage,
} from './helpers.mjs';

const browser = fileBrowser();

const usd = (n) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** The amounts a figures group shows, in order. */
const amounts = (group) => group.locator('dd').allInnerTexts();

/** What the screen must show for an API breakdown: the API's own figures, in order, nothing added. */
function expected(b) {
  if (b.basis === 'not_charged') return [usd(0)];
  if (b.basis === 'cancelled') {
    const back = [-(b.fees_refunded ?? 0), b.penalty_paid ?? 0, -(b.penalty_received ?? 0)].filter((v) => v !== 0);
    return [b.site_fee, b.delivery_fees, ...back, b.total_charge].map(usd);
  }
  return [b.site_fee, b.delivery_fees, b.other_item_value, b.total_charge, b.original_balance, b.ending_balance]
    .filter((v) => v !== undefined && v !== null)
    .map(usd);
}

/** Sets up a trade in `state` between two demo members; returns it with the status it then has. */
async function tradeIn(state, requester, owner) {
  const afterAcceptance = state === 'cancelled after acceptance';
  const set = await setUpTrade(member(requester), member(owner), { accept: state === 'accepted' || afterAcceptance });
  const id = set.trade._id;
  if (state === 'rejected') await apiOk('PUT', `/trades/${id}/reject`, { token: set.owner.token, body: {} });
  if (state === 'cancelled' || afterAcceptance) await apiOk('PUT', `/trades/${id}/cancel`, { token: set.requester.token, body: {} });
  return { ...set, status: afterAcceptance ? 'cancelled' : state };
}

/** Polls the API until the trade shows `status` to `token`'s member. */
function apiTrade(id, token, status) {
  return eventually(async () => {
    const { trade } = await apiOk('GET', `/trades/${id}`, { token });
    return trade.status === status ? trade : undefined;
  }, `trade ${id} never reached ${status}`);
}

/** A table inside the open dialog that scrolls sideways (a strip of tabs may). */
async function sidewaysScroll(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"] *')]
      .filter((el) => el.querySelector('table') && el.scrollWidth - el.clientWidth > 1)
      .map((el) => `${el.className || el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

test('every money figure on the member’s and the admin’s trade screens is the API’s', async () => {
  const cases = [
    ['pending', 'sofia', 'maya'],
    ['accepted', 'hannah', 'aaliyah'], // members the later journeys do not need free bags of
    ['rejected', 'maya', 'olivia'],
    ['cancelled', 'jasmine', 'sofia'],
    ['cancelled after acceptance', 'sofia', 'olivia'],
  ];
  const admin = await apiLogin(ADMIN);
  for (const [state, requester, owner] of cases) {
    const set = await tradeIn(state, requester, owner);
    const { status } = set;
    const id = set.trade._id;
    const mine = (await apiTrade(id, set.requester.token, status)).financial_breakdown;
    const basis = { rejected: 'not_charged', cancelled: 'not_charged', 'cancelled after acceptance': 'cancelled' }[state];
    if (basis) assert.equal(mine.basis, basis, `${state}: ${JSON.stringify(mine)}`);

    // The requester's own trade details.
    await onPage(signedInPage(browser(), member(requester)), async ({ page, errors }) => {
      const history = status === 'pending' ? 'Trades' : status === 'accepted' ? 'Active' : 'Trade History';
      const panel = (await openAccount(page, history)).getByRole('tabpanel');
      const card = panel.locator('article', { hasText: set.hat2.name }).first();
      await card.getByRole('button', { name: /Details/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Trade Details' });
      const costs = dialog.getByRole('group', { name: 'Your costs' });
      await costs.waitFor();
      assert.deepEqual(await amounts(costs), expected(mine), `${state}: the member's screen`);
      await costs.scrollIntoViewIfNeeded();
      await shootBoth(page, `figures-member-${state.replaceAll(' ', '-')}`);
      assert.deepEqual(errors, []);
    });

    // The administrator's trade details, both members.
    const adminDetail = (await apiOk('GET', `/admin/trades/${id}`, { token: admin.token })).trade;
    const { page: adminPage, close: closeAdmin } = await signedInPage(browser(), ADMIN);
    try {
      await adminPage.getByRole('button', { name: 'Admin Panel', exact: true }).click();
      const panel = adminPage.getByRole('dialog', { name: 'Admin Panel' });
      await panel.getByRole('tab', { name: /^Management/ }).click();
      const row = panel.getByRole('row', { name: new RegExp(set.hat2.name) }).first();
      await row.getByRole('button', { name: 'Details' }).click();
      const details = adminPage.getByRole('dialog', { name: 'Trade Details' });
      for (const [side, user] of [['initiator', set.requester.user], ['receiver', set.owner.user]]) {
        const group = details.getByRole('group', { name: `${user.name}'s figures` });
        await group.waitFor();
        assert.deepEqual(await amounts(group), expected(adminDetail[`financial_breakdown_${side}`]), `${state}: the admin's ${side}`);
      }
      assert.equal(await details.getByRole('button', { name: 'Flag Trade' }).isVisible(), true, `${state}: Flag offered`);
      assert.equal(await details.getByRole('button', { name: 'Delete Trade' }).isVisible(), true, `${state}: Delete offered`);
      if (status !== 'pending' && status !== 'accepted') await shootBoth(adminPage, `figures-admin-${state.replaceAll(' ', '-')}`);
    } finally {
      await closeAdmin();
    }
  }
});

test('an administrator flags and deletes an ended request; admin lists read on a phone', async () => {
  const set = await tradeIn('rejected', 'sofia', 'jasmine');
  await onPage(signedInPage(browser(), ADMIN), async ({ page, errors }) => {
    await page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await panel.getByRole('tab', { name: /^Management/ }).click();
    const row = panel.getByRole('row', { name: new RegExp(set.hat2.name) }).first();
    await row.getByRole('button', { name: 'Flag' }).click();
    const flag = page.getByRole('dialog', { name: /Flag/ });
    await flag.getByRole('textbox').fill('Checking a rejected request');
    await flag.getByRole('button', { name: /Flag/ }).last().click();
    await page.getByText('Trade flagged').first().waitFor();
    await dismissFlash(page);
    // On a phone the overview can still be hidden, so the lists come first.
    await page.setViewportSize({ width: PHONE, height: 900 });
    await page.getByRole('button', { name: 'Hide Overview' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    for (const tab of ['Management', 'Trades', 'Users', 'Balance']) {
      await panel.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await settle(page);
      await page.setViewportSize({ width: PHONE, height: 900 });
      await settle(page);
      assert.deepEqual(await sidewaysScroll(page), [], `${tab} scrolls sideways at ${PHONE} px`);
      assert.ok(await page.getByRole('button', { name: /Hide Overview|Show Overview/ }).isVisible(), 'Hide Overview stays reachable on a phone');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shootBoth(page, `admin-${tab.toLowerCase()}-list`);
    }

    await panel.getByRole('tab', { name: /^Management/ }).click();
    await panel.getByRole('row', { name: new RegExp(set.hat2.name) }).first().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete trade?' });
    await confirm.getByRole('button', { name: 'Delete Trade' }).click();
    await page.getByText('Trade deleted').first().waitFor();
    assert.deepEqual(errors, []);
  });
});

test('dialogs open on a useful control, with a visible ring', async () => {
  await onPage(newPage(browser()), async ({ page }) => {
    await goto(page, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'email', 'the login dialog starts on Email');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(ring, 'solid', 'a focused field shows a solid ring');
    await page.keyboard.press('Escape');
    await loginUI(page, member('maya'));
    const dialog = await openAccount(page);
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    assert.doesNotMatch(focused, /Logout/, 'the dashboard does not open on Logout');
    assert.equal(await dialog.getByRole('tab', { name: /^Overview/ }).evaluate((el) => el === document.activeElement), true);
  });
});

test('a member’s own bags: no Request Trade in their closet, and the listing badge leaves the fee readable', async () => {
  const sofia = await apiLogin(member('sofia'));
  const name = `Awaiting Tote ${Date.now().toString(36)}`;
  await apiOk('POST', '/hats', {
    token: sofia.token,
    body: {
      name,
      description: 'A bag waiting for approval.',
      brand: 'Coach',
      size: 'Large/Tote',
      condition: 'Good',
      value: 120,
      image: `data:image/png;base64,${png(96, 96).toString('base64')}`,
    },
  });
  await onPage(signedInPage(browser(), member('sofia')), async ({ page, errors }) => {
    const bags = (await openAccount(page, 'My Bags')).getByRole('tabpanel');
    const card = bags.locator('article', { hasText: name });
    const badge = await card.getByText('Awaiting approval').boundingBox();
    const pill = await card.getByText(/^Borrow \$/).boundingBox();
    const apart = badge.x + badge.width <= pill.x || pill.x + pill.width <= badge.x || badge.y + badge.height <= pill.y || pill.y + pill.height <= badge.y;
    assert.ok(apart, `the badge ${JSON.stringify(badge)} covers the fee ${JSON.stringify(pill)}`);
    await card.scrollIntoViewIfNeeded();
    await shootBoth(page, 'my-bags-awaiting-approval');
    await page.getByRole('button', { name: 'Close dialog' }).click();

    await goto(page, `/closet/${sofia.user._id}`);
    await page.getByText(/This is your closet as other members see it/).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Request Trade/ }).count(), 0);
    await shootBoth(page, 'closet-own', { fullPage: true });
    assert.deepEqual(errors, []);
  });
});

test('the requester hears at once when the owner accepts', async () => {
  await onPage(signedInPage(browser(), member('olivia')), async ({ page, errors }) => {
    const set = await setUpTrade(member('olivia'), member('maya'));
    await openAccount(page, 'Trades');
    await settle(page);
    await apiOk('PUT', `/trades/${set.trade._id}/accept`, { token: set.owner.token, body: {} });
    await page.getByText(`Maya Thompson accepted your trade for ${set.hat2.name}.`, { exact: false }).first().waitFor();
    // As seen (shootBoth closes notices first).
    await page.screenshot({ path: `${SCREENSHOT_DIR}toast-trade-accepted-1280.png` });
    await page.setViewportSize({ width: PHONE, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}toast-trade-accepted-390.png` });
    assert.deepEqual(errors, []);
    // Free both bags again for the journeys that follow.
    await apiOk('PUT', `/trades/${set.trade._id}/cancel`, { token: set.requester.token, body: {} });
  });
});
