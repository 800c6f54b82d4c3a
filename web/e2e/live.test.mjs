// Journey: live trades. Two members in two browsers; the owner accepts and
// the requester's open screen shows the trade active within two seconds,
// with no reload and no polling in between (the change arrives over the
// live event stream).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { apiLogin, apiOk, ensureAvailable, freeBag, goto, loginUI, member, newPage, nyDatePlus, openAccount, settle } from './helpers.mjs';

const browser = fileBrowser();

test('an accepted trade reaches the other member live, without polling', async () => {
  const requesterLogin = member('olivia');
  const ownerLogin = member('gabi');
  const requester = await apiLogin(requesterLogin);
  const owner = await apiLogin(ownerLogin);
  const hat1 = await freeBag(requester.user._id);
  const hat2 = await freeBag(owner.user._id);
  await ensureAvailable(requester.user._id, requester.token, hat2.value + 20);
  await ensureAvailable(owner.user._id, owner.token, hat1.value + 20);
  // Dates no other journey uses, so accepting here declines no one else's request;
  // a week always holds a pickup day (Thursday or Sunday), whatever today is.
  await apiOk('POST', '/trades', {
    token: requester.token,
    body: { hat1_id: hat1._id, hat2_id: hat2._id, start_date: nyDatePlus(40), end_date: nyDatePlus(46), delivery_method: 'pickup' },
  });
  const card = (panel, partner) => panel.getByRole('article', { name: `Trade with ${partner.user.name}` }).filter({ hasText: hat2.name });

  const a = await newPage(browser());
  const b = await newPage(browser());
  try {
    await goto(a.page, '/');
    await loginUI(a.page, requesterLogin);
    const aActive = await openAccount(a.page, 'Active');
    await settle(a.page);
    assert.equal(await card(aActive, owner).count(), 0, 'not active yet');

    // From now on, count the requester's trade reads: none may come from polling.
    const reads = [];
    a.page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'GET' && path.startsWith('/trades')) reads.push({ path, at: Date.now() });
    });
    await a.page.waitForTimeout(6_000); // longer than the 5 s fallback poll
    assert.deepEqual(reads, [], 'no trade was polled while the live stream was open');

    await goto(b.page, '/');
    await loginUI(b.page, ownerLogin);
    const bPending = await openAccount(b.page, 'Trades');
    const clickedAt = Date.now();
    await card(bPending, requester).getByRole('button', { name: 'Accept' }).click();
    await b.page.getByRole('dialog', { name: 'Accept this trade?' }).getByRole('button', { name: 'Accept Trade' }).click();
    await b.page.getByText('Trade accepted successfully').waitFor();
    const acceptedAt = Date.now();

    await card(aActive, owner).getByText('active', { exact: true }).waitFor({ timeout: 2_000 });
    const seenAfter = Date.now() - acceptedAt;
    assert.ok(seenAfter <= 2_000, `shown active after ${seenAfter} ms`);
    // The requester's screen read the trades again only once the change was announced.
    assert.ok(reads.length > 0 && reads.every((r) => r.at >= clickedAt), `reads: ${JSON.stringify(reads)}`);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
    await b.close();
  }
});
