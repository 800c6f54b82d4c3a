// Journey: a member verifies their identity through the pretend check of
// `dev`, sees the badge, and a trade of a bag worth more than the
// administrators' value is refused while a member is unverified and
// accepted once both are verified.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { ADMIN, api, apiLogin, apiOk, BASE_URL, ensureAvailable, freeBag, goto, loginUI, member, newPage, openAccount, selectTab, settle, shootBoth } from './helpers.mjs';

const browser = fileBrowser();

/** The priciest listed bag of a member near the pickup area, not in a trade. */
async function priciestPickupBag() {
  const page = await apiOk('GET', '/hats?sort=value&order=desc&per_page=30');
  const bag = page.items.find((i) => !i.in_trade && i.owner_zip?.startsWith('33'));
  assert.ok(bag, 'a listed bag of a Florida member');
  return bag;
}

/** Verifies a member through the pretend check without a browser (test setup). */
async function verifyByApi(token) {
  const { url } = await apiOk('POST', '/verification/start', { token });
  const res = await fetch(`${BASE_URL}${new URL(url).pathname}/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'outcome=verified',
    redirect: 'manual',
  });
  assert.equal(res.status, 303);
  assert.equal((await apiOk('POST', '/verification/refresh', { token })).status, 'verified');
}

/** Runs the pretend check from the profile, in the browser, to "verified". */
async function verifyInBrowser(page, shots) {
  const profile = await openAccount(page, 'Profile');
  const start = profile.getByRole('button', { name: /^Verify (My Identity|Again)$/ });
  await start.scrollIntoViewIfNeeded();
  if (shots) await shootBoth(page, 'verification-profile');
  await start.click();
  await page.waitForURL(/\/verification\/test\/vs_test_local_/);
  await page.getByText('TEST MODE — no document is checked').waitFor();
  if (shots) await shootBoth(page, 'verification-test-page', { fullPage: true });
  await page.getByRole('button', { name: 'Verify with a test document' }).click();
  await page.getByText('Your identity is verified.').first().waitFor();
  const row = page.getByRole('dialog', { name: 'My Account' }).locator('#verify-identity');
  await row.getByTitle('Identity verified').waitFor();
  await row.getByText(/^Verified on .+\. Only the date and your initials are kept\.$/).waitFor();
  await row.scrollIntoViewIfNeeded();
  if (shots) await shootBoth(page, 'verification-verified', { keepFlash: true });
}

test('verified members: the badge, and a valuable trade refused until both are verified', async () => {
  const admin = await apiLogin(ADMIN);
  const target = await priciestPickupBag();
  // A requester who does not own the bag, among members few other journeys use.
  const candidates = await Promise.all(['priya', 'camila', 'jasmine', 'aaliyah'].map(async (n) => ({ n, id: (await apiLogin(member(n))).user._id })));
  const requesterLogin = candidates.find((m) => m.id !== target.owner_id).n;
  const requester = await apiLogin(member(requesterLogin));
  const offered = await freeBag(requester.user._id);
  const owner = { token: null, user: null };
  const above = Math.floor(target.value) - 1; // only this journey's bag is worth more
  await apiOk('PUT', '/admin/settings/verification', { token: admin.token, body: { verification_required_above: above } });
  const a = await newPage(browser());
  const b = await newPage(browser());
  try {
    await ensureAvailable(requester.user._id, requester.token, target.value + 20);
    // The owner: a demo member, signed in through the API with the demo password.
    const ownerEmail = (await apiOk('GET', `/admin/users/${target.owner_id}/details`, { token: admin.token })).user.email;
    const ownerLogin = { email: ownerEmail, password: member('x').password };
    Object.assign(owner, await apiLogin(ownerLogin));
    await ensureAvailable(owner.user._id, owner.token, offered.value + 20);
    for (const { token } of [requester, owner]) {
      const v = await apiOk('GET', '/verification', { token });
      if (v.status === 'verified') await apiOk('POST', `/admin/users/${(await apiOk('GET', '/user/profile', { token }))._id}/verification/reset`, { token: admin.token });
    }

    // Unverified, the request is refused with a way to verify.
    await goto(a.page, '/');
    await loginUI(a.page, member(requesterLogin));
    await goto(a.page, `/closet/${target.owner_id}`);
    await a.page.getByRole('button', { name: `Request Trade for ${target.name}` }).waitFor();
    const ask = async () => {
      await a.page.getByRole('button', { name: `Request Trade for ${target.name}` }).click();
      const request = a.page.getByRole('dialog', { name: 'Request Trade' });
      await request.getByRole('radio', { name: new RegExp(`^${offered.name}`) }).check();
      await request.getByRole('radio', { name: '3 days' }).check();
      await request.getByRole('radio', { name: 'Pickup' }).check();
      await request.getByText(/Pickup is available/).waitFor();
      await request.getByRole('button', { name: 'Send Trade Request' }).click();
      return request;
    };
    let request = await ask();
    const needed = `A trade with a bag worth more than $${above.toLocaleString('en-US')}.00 needs both members to verify their identity.`;
    await request.getByText(`${needed} Please verify your identity from your profile.`).waitFor();
    await request.getByText('Verified members can trade bags of this value.').scrollIntoViewIfNeeded();
    await shootBoth(a.page, 'verification-request-refused');
    await request.getByRole('button', { name: 'Verify Your Identity' }).click();
    await a.page.getByRole('dialog', { name: 'My Account' }).getByRole('tab', { name: 'Profile', selected: true }).waitFor();

    // The requester verifies through the pretend check and sees the badge.
    await verifyInBrowser(a.page, true);
    await a.page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Close dialog' }).click();

    // Still refused while the owner is unverified.
    await goto(a.page, `/closet/${target.owner_id}`);
    request = await ask();
    await request.getByText(`${needed} The other member has not verified theirs yet.`).waitFor();
    await request.getByRole('button', { name: 'Cancel' }).click();

    // The owner verifies; the request goes through and the badges show on the owner's closet and bags.
    await verifyByApi(owner.token);
    await goto(a.page, `/closet/${target.owner_id}`);
    await a.page.getByRole('heading', { level: 1 }).getByTitle('Identity verified').waitFor();
    await a.page.locator('article', { hasText: target.name }).getByTitle('Identity verified').waitFor();
    await settle(a.page);
    await shootBoth(a.page, 'verification-closet-badge', { fullPage: true });
    request = await ask();
    await a.page.getByText('Trade request sent!').first().waitFor();
    await a.page.getByRole('dialog', { name: 'Trade Request Sent' }).getByRole('button', { name: 'View My Trades' }).click();
    const trades = await selectTab(a.page, 'Trades');
    await trades.locator('article', { hasText: target.name }).getByTitle('Identity verified').waitFor();

    // An administrator resets the owner's verification: the owner's accept is refused, with a way to verify.
    await apiOk('POST', `/admin/users/${owner.user._id}/verification/reset`, { token: admin.token, body: { reason: 'Browser test' } });
    await goto(b.page, '/');
    await loginUI(b.page, ownerLogin);
    const bTrades = await openAccount(b.page, 'Trades');
    const card = bTrades.locator('article', { hasText: target.name });
    await card.getByTitle('Identity verified').waitFor(); // the requester's badge
    const accept = async () => {
      await card.getByRole('button', { name: 'Accept' }).click({ timeout: 30_000 });
      await b.page.getByRole('dialog', { name: 'Accept this trade?' }).getByRole('button', { name: 'Accept Trade' }).click();
    };
    await accept();
    await card.getByText(`Failed to accept trade: ${needed} Please verify your identity from your profile.`).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shootBoth(b.page, 'verification-accept-refused');
    await card.getByRole('button', { name: 'Verify Your Identity' }).click();
    await verifyInBrowser(b.page, false);
    const again = await selectTab(b.page, 'Trades');
    await again.locator('article', { hasText: target.name }).getByRole('button', { name: 'Accept' }).click({ timeout: 30_000 });
    await b.page.getByRole('dialog', { name: 'Accept this trade?' }).getByRole('button', { name: 'Accept Trade' }).click();
    await b.page.getByText('Trade accepted successfully').first().waitFor();
  } finally {
    await a.close();
    await b.close();
    await api('PUT', '/admin/settings/verification', { token: admin.token, body: { verification_required_above: null } });
  }
});
