// Journey: condition photos at every handover. Both members photograph the
// bag that reached them when they confirm receipt and return; the photos
// show in both members' timelines, and the administrator sees them in the
// dispute's details, each bag as lent beside as returned.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { ADMIN, BASE_URL, apiLogin, apiOk, member, onPage, openAccount, png, settle, setUpTrade, shootBoth, signedInPage } from './helpers.mjs';

const browser = fileBrowser();

/** Uploads photos for a confirmation through the API and answers their ids. */
async function uploadPhotos(token, tradeId, handover, count) {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('photos', new Blob([png(240, 180, [40 + i * 30, 90, 120])], { type: 'image/png' }), `bag-${i}.png`);
  const response = await fetch(`${BASE_URL}/trades/${tradeId}/condition-photos?handover=${handover}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 201, JSON.stringify(body));
  return body.photos.map((p) => p._id);
}

/** Opens the trade's details from the member's Active tab. */
async function openDetails(page, bagName) {
  const panel = (await openAccount(page, 'Active')).getByRole('tabpanel');
  await panel.locator('article', { hasText: bagName }).first().getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Trade Details' });
  await details.waitFor();
  return details;
}

test('condition photos at receipt and return show in both timelines and in the dispute', async () => {
  const jasmineLogin = member('jasmine');
  const gabiLogin = member('gabi');
  const { trade, hat1, hat2, requester: jasmine, owner: gabi } = await setUpTrade(jasmineLogin, gabiLogin, { accept: true });
  const admin = await apiLogin(ADMIN);
  // The administrator requires photos above $1, in Settings beside the fees.
  await onPage(signedInPage(browser(), ADMIN), async ({ page, errors }) => {
    await page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
    const adminPanel = page.getByRole('dialog', { name: 'Admin Panel' });
    await adminPanel.getByRole('tab', { name: /^Settings/ }).click();
    const form = adminPanel.getByRole('form', { name: 'Condition photos required above' });
    await form.getByText('Currently none: photos are optional.').waitFor();
    await form.getByLabel('Bag value (USD)').fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Photos are required for bags worth more than $1.00').waitFor();
    await shootBoth(page, 'admin-settings-condition-photos', { prepare: () => form.scrollIntoViewIfNeeded() });
    assert.deepEqual(errors, []);
  });

  await onPage(signedInPage(browser(), jasmineLogin), async ({ page, errors }) => {
    const panel = (await openAccount(page, 'Active')).getByRole('tabpanel');
    await panel.locator('article', { hasText: hat2.name }).first().getByRole('button', { name: 'Confirm Received' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm you received the bag' });
    const photos = dialog.getByRole('group', { name: /Photos of the bag as it arrived/ });
    // Without a photo the confirmation is refused, beside the photos.
    await dialog.getByRole('button', { name: 'Confirm Received' }).click();
    await photos.getByRole('alert').getByText(/please add at least one photo of it as it arrived/).waitFor();
    await shootBoth(page, 'modal-condition-photos-required');
    await dialog.getByLabel('Choose photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(320, 240, [163, 54, 105]) },
      { name: 'strap.png', mimeType: 'image/png', buffer: png(320, 240, [60, 90, 150]) },
    ]);
    await photos.getByText('Uploaded').nth(1).waitFor();
    await photos.getByText('2 of 5').waitFor();
    await shootBoth(page, 'modal-condition-photos-receipt', { axe: true });
    await dialog.getByRole('button', { name: 'Confirm Received' }).click();
    await page.getByRole('dialog', { name: 'Confirmation Recorded' }).getByRole('button', { name: 'OK' }).click();

    // Gabi photographs Jasmine's bag as it reached her; then Jasmine's own bag comes back.
    await apiOk('PUT', `/trades/${trade._id}/ack/received`, { token: gabi.token, body: { photo_ids: await uploadPhotos(gabi.token, trade._id, 'received', 2) } });
    const card = panel.locator('article', { hasText: hat2.name }).first();
    await card.getByRole('button', { name: 'Confirm Returned' }).click({ timeout: 30_000 });
    const back = page.getByRole('dialog', { name: 'Confirm your bag is back' });
    await back.getByLabel('Choose photos').setInputFiles([{ name: 'scratch.png', mimeType: 'image/png', buffer: png(320, 240, [120, 40, 40]) }]);
    await back.getByText('Uploaded').waitFor();
    await back.getByRole('button', { name: 'Confirm Returned' }).click();
    await page.getByRole('dialog', { name: 'Confirmation Recorded' }).getByRole('button', { name: 'OK' }).click();

    // Jasmine's timeline shows each confirmation's photos; a thumbnail opens the gallery.
    const details = await openDetails(page, hat2.name);
    const timeline = details.getByRole('region', { name: 'Timeline and messages' });
    const receipt = timeline.getByRole('list', { name: /^Photos by You at receipt/ });
    await receipt.getByRole('button').nth(1).waitFor();
    assert.equal(await timeline.getByRole('list', { name: /at receipt|at the return/ }).count(), 3, 'three confirmations carry photos');
    await shootBoth(page, 'modal-trade-timeline-condition-photos', { prepare: () => receipt.scrollIntoViewIfNeeded() });
    await receipt.getByRole('button').first().click();
    const gallery = page.getByRole('dialog', { name: /^Photos by You at receipt/ });
    await gallery.getByRole('group', { name: /photos$/ }).waitFor();
    await shootBoth(page, 'modal-condition-photos-gallery');
    await gallery.getByRole('button', { name: 'Close dialog' }).click();
    assert.deepEqual(errors, []);
  });

  // Gabi sees the same photos in her timeline.
  await onPage(signedInPage(browser(), gabiLogin), async ({ page, errors }) => {
    const details = await openDetails(page, hat1.name);
    const timeline = details.getByRole('region', { name: 'Timeline and messages' });
    await timeline.getByRole('list', { name: /^Photos by .* at receipt/ }).first().waitFor();
    assert.equal(await timeline.getByRole('list', { name: /at receipt|at the return/ }).count(), 3, 'the partner sees every confirmation\'s photos');
    assert.deepEqual(errors, []);
  });

  // Jasmine's bag came back scratched: the dispute carries the photos by itself.
  const opened = await apiOk('POST', '/disputes', {
    token: jasmine.token,
    body: { trade_id: trade._id, reason: 'item_damaged', description: 'My bag came back with a scratch on the front.' },
  });
  const disputeId = opened.dispute?._id ?? opened._id;
  assert.equal(opened.dispute.condition_photos.length, 5, 'the dispute carries the trade\'s five photos');

  await onPage(signedInPage(browser(), ADMIN), async ({ page, errors }) => {
    await page.getByRole('button', { name: 'Admin Panel', exact: true }).click();
    const adminPanel = page.getByRole('dialog', { name: 'Admin Panel' });
    await adminPanel.getByRole('tab', { name: /^Disputes/ }).click();
    const row = adminPanel.getByRole('row', { name: new RegExp(`#${trade._id.slice(-6)}`) });
    await row.getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Dispute Details' });
    const section = details.getByRole('region', { name: 'Condition photos' });
    const bag = section.getByRole('group', { name: hat1.name });
    await bag.getByText('As lent', { exact: true }).waitFor();
    await bag.getByText('As returned', { exact: true }).waitFor();
    await bag.getByText(/^By .* at receipt/).waitFor();
    await bag.getByText(/^By .* at the return/).waitFor();
    await section.getByRole('group', { name: hat2.name }).getByText('As lent', { exact: true }).waitFor();
    await settle(page);
    await shootBoth(page, 'admin-dispute-condition-photos', { prepare: () => section.scrollIntoViewIfNeeded() });
    assert.ok(disputeId);
    assert.deepEqual(errors, []);
  });
  await apiOk('PUT', '/admin/settings/condition-photos', { token: admin.token, body: { required_above: null } });
});
