// Journey: the calendar of booked days and the turnaround after a trade. A
// bag is booked by an accepted pickup trade; another member's request form
// shows its booked days (the trade plus the day it needs to come back),
// refuses a start on that day with the server's message, and sends the
// request once it starts after the turnaround.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import {
  ADMIN,
  apiOk,
  DESKTOP,
  expectSuccess,
  goto,
  loginUI,
  memberWithBag,
  newPage,
  nyDatePlus,
  onPage,
  PHONE,
  SCREENSHOT_DIR,
  settle,
  shootBoth,
} from './helpers.mjs';

const browser = fileBrowser();

test('the request form shows booked days and keeps the turnaround free', async () => {
  const owner = await memberWithBag('Owner', 150);
  const early = await memberWithBag('Early', 120);
  const late = await memberWithBag('Late', 110);
  const start = nyDatePlus(5);
  const end = nyDatePlus(12);
  const created = await apiOk('POST', '/trades', {
    token: early.session.token,
    body: { hat1_id: early.bag._id, hat2_id: owner.bag._id, start_date: start, end_date: end, delivery_method: 'pickup' },
  });
  await apiOk('PUT', `/trades/${created.trade._id}/accept`, { token: owner.session.token, body: {} });
  const calendar = await apiOk('GET', `/hats/${owner.bag._id}/calendar`, { token: late.session.token });
  assert.deepEqual(calendar.booked, [{ start, end: nyDatePlus(13) }]);
  assert.equal(calendar.turnaround_days, 1);

  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, late.account);
    await goto(page, `/closet/${owner.session.user._id}`);
    await page.getByRole('button', { name: `Request Trade for ${owner.bag.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Request Trade' });
    await form.getByRole('radio', { name: new RegExp(`^${late.bag.name}`) }).check();
    await form.getByRole('radio', { name: 'Custom' }).check();
    await form.getByLabel('Start date').fill(nyDatePlus(13));
    await form.getByLabel('End date').fill(nyDatePlus(20));
    await form.getByRole('radio', { name: 'Pickup' }).check();
    await form.getByText(/Pickup is available/).waitFor();
    await form.getByRole('list', { name: `${owner.bag.name}: booked days` }).getByText(/Booked/).waitFor();
    await form.getByRole('button', { name: 'Send Trade Request' }).click();
    // The refusal shows beside the start date, which it marks invalid.
    await form.locator('.field-error').getByText('This bag is already booked for those dates.').waitFor();
    const start = form.getByLabel('Start date');
    assert.equal(await start.getAttribute('aria-invalid'), 'true');
    const describedBy = (await start.getAttribute('aria-describedby')) ?? '';
    assert.match(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText(), /already booked/);
    await form.getByRole('list', { name: `${owner.bag.name}: booked days` }).scrollIntoViewIfNeeded();
    await settle(page);
    await shootBoth(page, 'modal-request-booked-days');

    // The day after the turnaround is free.
    await form.getByLabel('Start date').fill(nyDatePlus(14));
    await form.getByLabel('End date').fill(nyDatePlus(21));
    await form.getByRole('button', { name: 'Send Trade Request' }).click();
    await expectSuccess(page, form, 'Trade request sent!');
    assert.deepEqual(errors, []);
  });
});

test('an administrator pages back through the whole chat of a trade', async () => {
  const owner = await memberWithBag('Chatty', 140);
  const asker = await memberWithBag('Asker', 130);
  const created = await apiOk('POST', '/trades', {
    token: asker.session.token,
    body: { hat1_id: asker.bag._id, hat2_id: owner.bag._id, start_date: nyDatePlus(5), end_date: nyDatePlus(12), delivery_method: 'pickup' },
  });
  const tradeId = created.trade._id;
  for (let i = 1; i <= 30; i += 1) {
    const who = i % 2 ? asker : owner;
    await apiOk('POST', `/trades/${tradeId}/messages`, { token: who.session.token, body: { message: `Chat line ${String(i).padStart(2, '0')}` } });
  }

  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, ADMIN);
    await page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await panel.getByRole('tab', { name: /^Trades/ }).click();
    await panel.getByLabel('Member or trade').fill(tradeId.slice(-8));
    await panel.getByRole('row', { name: new RegExp(`#${tradeId.slice(-6)}`) }).getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.getByText(/Chat line 30/).waitFor();
    assert.equal(await details.getByText(/Chat line 01/).count(), 0, 'the detail starts with the newest messages');
    await details.getByRole('button', { name: 'Load older messages' }).click();
    await details.getByText(/Chat line 01/).waitFor();
    assert.equal(await details.getByRole('button', { name: 'Load older messages' }).count(), 0, 'the first message was reached');
    // At each width, the start of the chat in view.
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    for (const width of [DESKTOP, PHONE]) {
      await page.setViewportSize({ width, height: 900 });
      await details.getByText(/Chat line 01/).scrollIntoViewIfNeeded();
      await settle(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}admin-trade-chat-older-${width}.png` });
    }
    assert.deepEqual(errors, []);
  });
});

test("an approved bag's edit goes live and waits in the admins' Recently edited list", async () => {
  const owner = await memberWithBag('Editor', 160);
  const { page, errors, close } = await newPage(browser());
  try {
    await goto(page, '/');
    await loginUI(page, owner.account);
    await page.getByRole('button', { name: 'My Account' }).click();
    const account = page.getByRole('dialog', { name: 'My Account' });
    await account.getByRole('tab', { name: /^My Bags/ }).click();
    await account.getByRole('button', { name: `Edit ${owner.bag.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Item' });
    await edit.getByText(/Your bag stays listed/).waitFor();
    await shootBoth(page, 'modal-edit-approved-item');
    await edit.getByLabel('Description').fill('Now with its dust bag and a second strap.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/Your changes are live now/).first().waitFor();
    const listed = await apiOk('GET', `/hats/${owner.bag._id}`);
    assert.equal(listed.status, 'active');
    assert.equal(listed.description, 'Now with its dust bag and a second strap.');
    await close();

    const admin = await newPage(browser());
    try {
      await goto(admin.page, '/');
      await loginUI(admin.page, ADMIN);
      await admin.page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
      const panel = admin.page.getByRole('dialog', { name: 'Admin Panel' });
      await panel.getByRole('tab', { name: /^Items/ }).click();
      await panel.getByRole('button', { name: /^Recently edited/ }).click();
      const row = panel.getByRole('row', { name: new RegExp(owner.bag.name) });
      await row.getByText(/^Edited /).waitFor();
      await shootBoth(admin.page, 'admin-items-recently-edited');
      await row.getByRole('button', { name: 'Mark reviewed' }).click();
      await row.waitFor({ state: 'detached' });
      assert.deepEqual(admin.errors, []);
    } finally {
      await admin.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await close().catch(() => {});
  }
});
