// Journeys of issue 49: members find the bag for their dates and keep the
// ones they love. A closet with a bag booked by an accepted trade, searched
// for dates that touch the booking (its turnaround counted), lists only the
// free bag; the dates stay in the address through a reload and fill in the
// request form. A heart survives a reload, the Favorites tab lists the bag
// with its next free dates, and its owner sees how many members keep it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import {
  apiOk,
  goto,
  listBag,
  loginUI,
  memberWithBag,
  newPage,
  nyDatePlus,
  onPage,
  openAccount,
  selectTab,
  settle,
  shootBoth,
  unique,
} from './helpers.mjs';

const browser = fileBrowser();

test('search by dates lists only the bags free for them, and the request form opens with them', async () => {
  const owner = await memberWithBag('Dates', 150);
  const freeBag = await listBag(owner.session, `Dates Free Clutch ${unique().slice(-4)}`, 90);
  const early = await memberWithBag('Booker', 120);
  const seeker = await memberWithBag('Seeker', 110);
  const created = await apiOk('POST', '/trades', {
    token: early.session.token,
    body: { hat1_id: early.bag._id, hat2_id: owner.bag._id, start_date: nyDatePlus(5), end_date: nyDatePlus(12), delivery_method: 'pickup' },
  });
  await apiOk('PUT', `/trades/${created.trade._id}/accept`, { token: owner.session.token, body: {} });
  // Booked days 5-13 (the turnaround day); a search ending on day 4 keeps its own turnaround day, 5.
  const start = nyDatePlus(3);
  const end = nyDatePlus(4);
  const closet = await apiOk('GET', `/users/${owner.session.user._id}/closet?start=${start}&end=${end}`);
  assert.deepEqual(closet.items.map((i) => i._id), [freeBag._id]);
  const later = await apiOk('GET', `/users/${owner.session.user._id}/closet?start=${nyDatePlus(14)}&end=${nyDatePlus(21)}`);
  assert.equal(later.total, 2);

  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, seeker.account);
    await goto(page, `/browse?q=${encodeURIComponent(owner.bag.name.split(' ').at(-1))}`);
    await page.getByText('1 purse found').waitFor();
    await page.getByLabel('From', { exact: true }).fill(start);
    await page.getByLabel('To', { exact: true }).fill(end);
    await page.waitForURL(new RegExp(`start=${start}&end=${end}`));
    await page.getByText(/0 purses free/).waitFor();
    await page.getByText('No purses match your search, so here are your own bags.').waitFor();

    await goto(page, `/closet/${owner.session.user._id}?start=${start}&end=${end}`);
    await page.reload();
    await page.getByRole('heading', { name: freeBag.name }).waitFor();
    assert.equal(await page.getByRole('heading', { name: owner.bag.name }).count(), 0);
    await page.getByText(/of 1 purse free/).waitFor();
    assert.equal(await page.getByLabel('From', { exact: true }).inputValue(), start);
    await settle(page);
    await shootBoth(page, 'discovery-dates-closet', { axe: true });

    await page.getByRole('button', { name: `Request Trade for ${freeBag.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Request Trade' });
    await form.getByRole('radio', { name: '1 day' }).waitFor();
    assert.ok(await form.getByRole('radio', { name: '1 day' }).isChecked());
    assert.equal(await form.getByLabel('Start date').inputValue(), start);
    await settle(page);
    await shootBoth(page, 'discovery-dates-request');
    assert.deepEqual(errors, []);
  });
});

test('a heart survives a reload, shows in Favorites with the next free dates, and its owner sees the count', async () => {
  const owner = await memberWithBag('Loved', 140);
  const fan = await memberWithBag('Fan', 100);
  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, fan.account);
    await goto(page, `/closet/${owner.session.user._id}`);
    await page.getByRole('button', { name: `Save ${owner.bag.name} to favorites` }).click();
    await page.getByRole('button', { name: `Remove ${owner.bag.name} from favorites` }).waitFor();
    await page.reload();
    const heart = page.getByRole('button', { name: `Remove ${owner.bag.name} from favorites` });
    await heart.waitFor();
    assert.equal(await heart.getAttribute('aria-pressed'), 'true');
    await settle(page);
    await shootBoth(page, 'discovery-heart-closet');

    await openAccount(page);
    const panel = await selectTab(page, 'Favorites');
    await panel.getByRole('heading', { name: owner.bag.name }).waitFor();
    await panel.getByText(/^Free from /).waitFor();
    await settle(page);
    await shootBoth(page, 'discovery-favorites-tab', { axe: true });
    assert.deepEqual(errors, []);
  });
  const counts = await apiOk('GET', '/user/favorite-counts', { token: owner.session.token });
  assert.deepEqual(counts.counts, { [owner.bag._id]: 1 });
  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, owner.account);
    await openAccount(page);
    const bags = await selectTab(page, 'My Bags');
    await bags.getByText('Kept by 1 member').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('a watch fires when the blocking trade is cancelled', async () => {
  const owner = await memberWithBag('Wanted', 160);
  const booker = await memberWithBag('Holder', 120);
  const watcher = await memberWithBag('Waiter', 110);
  const created = await apiOk('POST', '/trades', {
    token: booker.session.token,
    body: { hat1_id: booker.bag._id, hat2_id: owner.bag._id, start_date: nyDatePlus(5), end_date: nyDatePlus(12), delivery_method: 'pickup' },
  });
  await apiOk('PUT', `/trades/${created.trade._id}/accept`, { token: owner.session.token, body: {} });

  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, watcher.account);
    await goto(page, `/closet/${owner.session.user._id}?start=${nyDatePlus(6)}&end=${nyDatePlus(9)}`);
    await page.getByRole('heading', { name: /^Nothing free/ }).waitFor();
    await goto(page, `/closet/${owner.session.user._id}`);
    await page.getByRole('button', { name: `Request Trade for ${owner.bag.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Request Trade' });
    await form.getByRole('radio', { name: 'Custom' }).check();
    await form.getByLabel('Start date').fill(nyDatePlus(6));
    await form.getByLabel('End date').fill(nyDatePlus(9));
    await form.getByRole('button', { name: "Tell me when it's free" }).click();
    await form.getByText(/We'll tell you when it's free/).waitFor();
    await settle(page);
    await shootBoth(page, 'discovery-watch-request');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });

    await apiOk('PUT', `/trades/${created.trade._id}/cancel`, { token: booker.session.token, body: {} });
    await openAccount(page);
    const messages = await selectTab(page, 'Messages');
    await messages.getByText('A bag you are waiting for is free').first().waitFor({ timeout: 30_000 });
    await settle(page);
    await shootBoth(page, 'discovery-watch-told');
    const favorites = await selectTab(page, 'Favorites');
    await favorites.getByText(/Free! Told/).waitFor();
    assert.deepEqual(errors, []);
  });
});

test("a followed closet's new bag arrives in a digest", async () => {
  const owner = await memberWithBag('Followed', 130);
  const follower = await memberWithBag('Follower', 100);
  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await loginUI(page, follower.account);
    await goto(page, `/closet/${owner.session.user._id}`);
    await page.getByText('0 followers').waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('1 follower', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed'), 'true');
    await settle(page);
    await shootBoth(page, 'discovery-follow-closet', { axe: true });

    const fresh = await listBag(owner.session, `Followed New Hobo ${unique().slice(-4)}`, 95);
    await openAccount(page);
    const messages = await selectTab(page, 'Messages');
    await messages.getByText('New bags in closets you follow').first().waitFor({ timeout: 30_000 });
    await messages.getByText(new RegExp(fresh.name)).first().waitFor();
    await settle(page);
    await shootBoth(page, 'discovery-follow-digest');
    assert.deepEqual(errors, []);
  });
});
