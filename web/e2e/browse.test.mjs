// Journey: browse, search and filter, sort, page, open a bag's details
// (gallery) and a member's closet (reviews, pagination, back).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser, visit } from './browser.mjs';
import { apiLogin, apiOk, goto, member, newPage, onPage, PHONE, settle, shootBoth } from './helpers.mjs';

const browser = fileBrowser();

const countOf = async (page) => Number((await page.getByText(/^\d+ purses? found$/).innerText()).split(' ')[0]);

test('a visitor browses, sorts, pages and opens a closet', async () => {
  await onPage(newPage(browser()), async ({ page, errors }) => {
    await goto(page, '/');
    await settle(page);
    await shootBoth(page, 'page-landing', { fullPage: true });

    await page.getByRole('link', { name: 'Start Trading' }).click();
    await page.waitForURL('**/browse');
    await page.getByText(/^\d+ purses? found$/).waitFor();
    const total = await countOf(page);
    assert.ok(total > 12, `the demo data lists more than one page of bags (found ${total})`);
    assert.equal(await page.locator('main article').count(), 12);
    await page.getByText(`Showing 1-12 of ${total} purses`).waitFor();
    await settle(page);
    await shootBoth(page, 'page-browse', { fullPage: true });

    // Sort by value, ascending: the first card is the cheapest bag.
    await page.getByLabel('Sort by').selectOption('value');
    await page.getByRole('button', { name: /Sort order: Descending/ }).click();
    await page.waitForURL(/sort=value&order=asc/);
    const cheapest = await apiOk('GET', '/hats?sort=value&order=asc&per_page=1');
    await page.locator('main article').first().getByRole('heading', { name: cheapest.items[0].name }).waitFor();

    // Page 2.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(new RegExp(`^Showing 13-\\d+ of ${total} purses$`)).waitFor();

    // Keyword search and a brand filter.
    await page.getByRole('searchbox', { name: 'Search purses' }).fill('Chanel');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=Chanel/);
    const chanel = await apiOk('GET', '/hats?q=Chanel');
    assert.ok(chanel.total >= 1 && chanel.total < total, `searching "Chanel" narrows the list (API found ${chanel.total})`);
    await page.getByText(`${chanel.total} ${chanel.total === 1 ? 'purse' : 'purses'} found`).waitFor();
    await visit(page, page.url().replace(/\?.*/, '?brand=Gucci'));
    const gucci = await apiOk('GET', '/hats?brand=Gucci');
    await page.getByText(`${gucci.total} ${gucci.total === 1 ? 'purse' : 'purses'} found`).waitFor();
    assert.equal(await page.getByLabel('Brand').inputValue(), 'Gucci');
    for (const card of await page.locator('main article').all()) {
      assert.match(await card.innerText(), /Gucci/);
    }

    // Details with the gallery.
    await goto(page, '/browse');
    const multi = (await apiOk('GET', '/hats?per_page=100')).items.find((i) => (i.additional_images ?? []).length > 0 && !i.name.startsWith('E2E'));
    assert.ok(multi, 'a demo bag has more than one photo');
    await goto(page, `/browse?q=${encodeURIComponent(multi.name)}`);
    await page.getByRole('button', { name: multi.name }).first().click();
    const detail = page.getByRole('dialog', { name: multi.name });
    await detail.waitFor();
    const count = 1 + multi.additional_images.length;
    await detail.getByText(`1 of ${count}`).waitFor();
    await detail.getByRole('button', { name: 'Previous photo' }).click();
    await detail.getByText(`${count} of ${count}`).waitFor();
    await detail.getByRole('button', { name: 'Next photo' }).click();
    await detail.getByText(`1 of ${count}`).waitFor();
    await detail.getByRole('button', { name: 'Show photo 2' }).click();
    await detail.getByText(`2 of ${count}`).waitFor();
    await shootBoth(page, 'modal-item-detail');

    // The owner's closet.
    await detail.getByRole('button', { name: "View Owner's Closet" }).click();
    await page.waitForURL(`**/closet/${multi.owner_id}`);
    await page.getByRole('heading', { level: 1, name: multi.owner_closet_name }).waitFor();
    await page.getByText(/Member since/).waitFor();
    await page.getByText(/\d+ items?/).first().waitFor();
    const toggle = page.getByRole('button', { name: /Show Reviews/ });
    await toggle.click();
    await page.getByRole('button', { name: 'Hide Reviews' }).waitFor();
    await settle(page);
    await shootBoth(page, 'page-closet', { fullPage: true });
    await page.getByRole('button', { name: 'Hide Reviews' }).click();
    await page.getByRole('button', { name: `Request Trade for ${multi.name}` }).waitFor();

    // Back returns to browse.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/browse/);
    assert.deepEqual(errors, []);
  });
});

// The server writes a guest's first answers into the page (api/first_screen.go).
test("a guest's first browse and closet ask the API nothing for their first screen; a member's do", async () => {
  await onPage(newPage(browser(), PHONE), async ({ page, errors }) => {
    const asked = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (['fetch', 'xhr'].includes(r.resourceType())) asked.push(url.pathname + url.search);
    });
    const photos = [];
    page.on('request', (r) => r.resourceType() === 'image' && photos.push(new URL(r.url()).pathname));

    const newest = await apiOk('GET', '/hats?sort=created_at&order=desc&per_page=12');
    await goto(page, '/browse');
    await page.locator('main article').first().getByRole('heading', { name: newest.items[0].name }).waitFor();
    assert.equal(await page.locator('main article').count(), 12);
    assert.deepEqual(asked.filter((p) => /^\/(hats|settings)/.test(p)), [], 'browse asked the API for what the page held');
    const firstPhoto = newest.items[0].thumbnail_url || newest.items[0].image_url;
    assert.ok(photos.slice(0, 2).includes(firstPhoto), `the first card's photo is among the first images asked for (${photos.slice(0, 3)})`);

    const owner = newest.items[0].owner_id;
    const closet = await apiOk('GET', `/users/${owner}/closet?page=1&per_page=12`);
    asked.length = 0;
    await goto(page, `/closet/${owner}`);
    await page.getByRole('heading', { level: 1, name: closet.profile.closet_name || closet.profile.name }).waitFor();
    await page.locator('main article').first().getByRole('heading', { name: closet.items[0].name }).waitFor();
    assert.deepEqual(asked.filter((p) => /^\/(users|reviews|settings)\//.test(p) || p === '/settings'), [], 'the closet asked the API for what the page held');

    // A page the app moves to by itself asks as always.
    // (The closet's cards are still on screen while browse loads, so wait for the request itself.)
    const browseAsks = page.waitForRequest((r) => new URL(r.url()).pathname === '/hats' && r.resourceType() === 'fetch');
    await page.getByRole('link', { name: 'Browse Purses' }).first().click();
    await page.waitForURL('**/browse');
    await browseAsks;
    await page.locator('main article').first().getByRole('heading', { name: newest.items[0].name }).waitFor();

    // The answers are a guest's: a member's page asks for its own.
    const { token, user } = await apiLogin(member('sofia'));
    await page.evaluate(([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(u));
    }, [token, user]);
    asked.length = 0;
    await goto(page, '/browse');
    await page.locator('main article').first().getByRole('heading', { name: newest.items[0].name }).waitFor();
    assert.ok(asked.some((p) => p.startsWith('/hats?')), `a member's browse asks for the bags (asked ${asked.join(', ')})`);
    assert.deepEqual(errors, []);
  });
});

test('a guest asking for a trade is asked to log in', async () => {
  await onPage(newPage(browser()), async ({ page }) => {
    await goto(page, '/browse');
    await page.locator('main article').first().getByRole('heading').getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Request Trade' }).click();
    await page.getByText('Please log in to request a trade').waitFor();
  });
});
