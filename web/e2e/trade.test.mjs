// Journey: a member requests a pickup trade, the owner accepts in a second
// browser, both confirm receipt and return until the trade completes, and
// both review each other.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectNoSeriousViolations } from './axe.mjs';
import { fileBrowser } from './browser.mjs';
import { apiLogin, apiOk, dismissFlash, ensureAvailable, expectSuccess, goto, loginUI, member, newPage, openAccount, selectTab, settle, shootBoth } from './helpers.mjs';

const browser = fileBrowser();

/** The member's cheapest listed bag that is not in a trade. */
async function cheapestBag(ownerId) {
  const page = await apiOk('GET', `/hats?owner=${ownerId}&sort=value&order=asc&per_page=50`);
  const bag = page.items.find((i) => !i.in_trade);
  assert.ok(bag, `member ${ownerId} has a free listed bag`);
  return bag;
}

/** Clicks a trade action on the card of the trade between the two bags, once the server offers it. */
async function act(panel, bagName, action) {
  const card = panel.locator('article', { hasText: bagName });
  await card.getByRole('button', { name: action }).click({ timeout: 30_000 });
}

test('a pickup trade from request to completion and reviews', async () => {
  const requesterLogin = member('sofia');
  const ownerLogin = member('maya');
  const requester = await apiLogin(requesterLogin);
  const owner = await apiLogin(ownerLogin);
  const target = await cheapestBag(owner.user._id);
  const offered = await cheapestBag(requester.user._id);
  // Each holds the other's bag value and pays a site and a pickup fee.
  await ensureAvailable(requester.user._id, requester.token, target.value + 20);
  await ensureAvailable(owner.user._id, owner.token, offered.value + 20);

  const a = await newPage(browser());
  const b = await newPage(browser());
  try {
    // The requester finds the bag in the owner's closet and asks for it.
    await goto(a.page, '/');
    await loginUI(a.page, requesterLogin);
    await goto(a.page, `/closet/${owner.user._id}`);
    await a.page.getByRole('button', { name: `Request Trade for ${target.name}` }).click();
    const request = a.page.getByRole('dialog', { name: 'Request Trade' });
    await request.waitFor();

    await request.getByRole('button', { name: 'Send Trade Request' }).click();
    await request.getByText('Please select an item to trade').waitFor();
    await request.getByRole('radio', { name: new RegExp(`^${offered.name}`) }).check();
    await request.getByRole('button', { name: 'Send Trade Request' }).click();
    await request.getByText('Please select a delivery method').waitFor();

    await request.getByRole('radio', { name: '3 days' }).check();
    await request.getByRole('radio', { name: 'Pickup' }).check();
    await request.getByText(/Pickup is available/).waitFor();
    await request.getByText('Total: fees + hold').waitFor();
    await shootBoth(a.page, 'modal-request-trade');
    await request.getByText('Total: fees + hold').scrollIntoViewIfNeeded();
    await shootBoth(a.page, 'modal-request-trade-costs');
    await request.getByLabel('Message to the owner (optional)').fill('Hi! Would love to borrow this for a weekend.');
    await request.getByRole('button', { name: 'Send Trade Request' }).click();
    await expectSuccess(a.page, request, 'Trade request sent!');
    const sent = a.page.getByRole('dialog', { name: 'Trade Request Sent' });
    await shootBoth(a.page, 'modal-trade-request-sent');
    await sent.getByRole('button', { name: 'View My Trades' }).click();

    // The requester waits.
    const aPending = await selectTab(a.page, 'Trades');
    await aPending.locator('article', { hasText: target.name }).getByText('Waiting for response').waitFor();
    await settle(a.page);
    await shootBoth(a.page, 'tab-trades');

    // The owner accepts in another browser.
    await goto(b.page, '/');
    await loginUI(b.page, ownerLogin);
    const bPending = await openAccount(b.page, 'Trades');
    await bPending.getByRole('tab', { name: /^Trades/ }).getByText(/\d+/).waitFor();
    // The owner's card says whose bag is whose, what the requester wrote and what accepting costs; accepting asks first.
    const bCard = b.page.getByRole('tabpanel').locator('article', { hasText: target.name });
    await bCard.getByText('Hi! Would love to borrow this for a weekend.').waitFor();
    const roles = (await bCard.locator('dl', { hasText: 'You lend' }).innerText()).replace(/\s+/g, ' ');
    assert.equal(roles, `You lend ${target.name} You borrow ${offered.name}`);
    await bCard.getByText(/^Accepting costs \$[\d.]+ in fees, plus a \$[\d.]+ hold that comes back when the trade completes\.$/).waitFor();
    await expectNoSeriousViolations(b.page, 'owner request card');
    await act(b.page.getByRole('tabpanel'), target.name, 'Accept');
    const acceptDialog = b.page.getByRole('dialog', { name: 'Accept this trade?' });
    await acceptDialog.getByRole('group', { name: 'What accepting costs' }).getByText('Total: fees + hold').waitFor();
    await shootBoth(b.page, 'modal-accept-trade');
    await expectNoSeriousViolations(b.page, 'accept confirmation');
    await acceptDialog.getByRole('button', { name: 'Accept Trade' }).click();
    const acceptedToast = b.page.locator('[class*="flash"]', { hasText: 'Trade accepted successfully' });
    await acceptedToast.waitFor();
    // The card stays a moment with its new state; the toast sits clear of the panel's title and leads to the trade.
    await bCard.getByText('Now active: moved to Active Trades').waitFor();
    const title = await b.page.getByRole('dialog', { name: 'My Account' }).getByRole('heading', { name: 'My Account' }).boundingBox();
    const toastBox = await acceptedToast.boundingBox();
    assert.ok(toastBox.y >= title.y + title.height || toastBox.y + toastBox.height <= title.y, 'the toast does not cover the dialog title');
    await expectNoSeriousViolations(b.page, 'moved card and trade toast');
    await shootBoth(b.page, 'tab-trades-accepted-moving', { keepFlash: true });
    await acceptedToast.getByRole('button', { name: 'View trade' }).click();
    const viewed = b.page.getByRole('dialog', { name: 'Trade Details' });
    await viewed.getByText('Handover', { exact: true }).waitFor();
    await viewed.getByRole('button', { name: 'Close dialog' }).click();

    // Both see it as active (the requester's view refreshes by itself).
    const aActive = await selectTab(a.page, 'Active');
    const bActive = await selectTab(b.page, 'Active');
    await aActive.locator('article', { hasText: target.name }).getByText('active', { exact: true }).waitFor();

    // Trade details, with View Full Closet.
    await aActive.locator('article', { hasText: target.name }).getByRole('button', { name: 'View Details' }).click();
    const details = a.page.getByRole('dialog', { name: 'Trade Details' });
    await details.getByRole('button', { name: 'View Full Closet' }).waitFor();
    await details.getByText('Confirmations').waitFor();
    await shootBoth(a.page, 'modal-trade-details');
    await expectNoSeriousViolations(a.page, 'trade details');
    await details.getByRole('region', { name: 'Timeline and messages' }).scrollIntoViewIfNeeded();
    await shootBoth(a.page, 'modal-trade-timeline');
    await details.getByRole('region', { name: 'Costs' }).scrollIntoViewIfNeeded();
    await shootBoth(a.page, 'modal-trade-costs');
    // The handover day leads the details; before it, Confirm Received warns first.
    await details.getByText(/^At the PurseTrade pickup point, ZIP 33017$/).waitFor();
    const icons = await details.getByRole('region', { name: 'Timeline and messages' }).locator('li svg').count();
    assert.ok(icons > 0, 'timeline events are drawn with SVG icons');
    await details.getByRole('button', { name: 'Confirm Received' }).click();
    const early = a.page.getByRole('dialog', { name: 'Confirm you received the bag' });
    await early.getByText(/^The handover is on /).waitFor();
    await shootBoth(a.page, 'modal-confirm-received-early');
    await expectNoSeriousViolations(a.page, 'early receipt warning');
    await early.getByRole('button', { name: 'Confirm Received' }).click();
    const recorded = a.page.getByRole('dialog', { name: 'Confirmation Recorded' });
    await recorded.waitFor();
    await shootBoth(a.page, 'modal-confirmation-recorded');
    await recorded.getByRole('button', { name: 'OK' }).click();
    await details.getByRole('button', { name: 'Close dialog' }).click();
    await settle(a.page);
    await shootBoth(a.page, 'tab-active');

    await act(bActive, target.name, 'Confirm Received');
    await b.page.getByRole('dialog', { name: 'Confirm you received the bag' }).getByRole('button', { name: 'Confirm Received' }).click();
    await b.page.getByRole('dialog', { name: 'Confirmation Recorded' }).getByRole('button', { name: 'OK' }).click();

    // Returns become possible once both have received (views refresh by polling).
    await act(aActive, target.name, 'Confirm Returned');
    await a.page.getByRole('dialog', { name: 'Confirm your bag is back' }).getByRole('button', { name: 'Confirm Returned' }).click();
    await a.page.getByRole('dialog', { name: 'Confirmation Recorded' }).getByRole('button', { name: 'OK' }).click();
    await act(bActive, target.name, 'Confirm Returned');
    await b.page.getByRole('dialog', { name: 'Confirm your bag is back' }).getByRole('button', { name: 'Confirm Returned' }).click();
    await b.page.getByRole('dialog', { name: 'Confirmation Recorded' }).getByRole('button', { name: 'OK' }).click();

    // With no inspection window the trade completes; both review.
    for (const [who, name] of [
      [a, 'a'],
      [b, 'b'],
    ]) {
      const history = await selectTab(who.page, 'Trade History');
      const card = history.locator('article', { hasText: target.name }).first();
      await card.getByText('completed', { exact: true }).waitFor({ timeout: 40_000 });
      await card.getByRole('button', { name: 'Rate Trade' }).click();
      const rate = who.page.getByRole('dialog', { name: 'Rate Trade' });
      await expectSuccess(who.page, history, rate);
      await rate.getByRole('radio', { name: '4 – Very Good' }).check();
      await rate.getByLabel('Comment (optional)').fill(name === 'a' ? 'Lovely bag, easy pickup.' : 'Returned in perfect shape!');
      if (name === 'a') await shootBoth(who.page, 'modal-rate-trade');
      await rate.getByRole('button', { name: 'Submit Review' }).click();
      await expectSuccess(who.page, rate, 'Review submitted successfully!');
      await dismissFlash(who.page);
    }
    await settle(a.page);
    await shootBoth(a.page, 'tab-trade-history');

    const reviews = await selectTab(b.page, 'Reviews');
    await reviews.getByText('Lovely bag, easy pickup.').waitFor();
    await settle(b.page);
    await shootBoth(b.page, 'tab-reviews-received');
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.close();
    await b.close();
  }
});
