// Journey: upload a bag, see it wait for approval, an administrator approves
// it (admin API), and it shows in browse.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { ADMIN, apiLogin, apiOk, goto, onPage, openAccount, png, registerMember, settle, shootBoth, signedInPage, unique } from './helpers.mjs';

const browser = fileBrowser();

test('a member uploads a bag that is listed after approval', async () => {
  const account = await registerMember('Uma');
  await onPage(signedInPage(browser(), account), async ({ page, errors }) => {
    const dialog = await openAccount(page, 'Upload Item');
    const form = dialog.getByRole('tabpanel');

    // Validation first: nothing filled in. Each error is beside its field, focus on the first;
    // the summary is by the button the member pressed.
    await form.getByRole('button', { name: 'Upload Item' }).click();
    await form.getByText('Please fill in all required fields').waitFor();
    assert.equal(await form.getByLabel('Name').evaluate((el) => el === document.activeElement), true, 'focus moves to the first field in error');
    assert.equal(await form.getByText('This field is required').count(), 6);
    await shootBoth(page, 'tab-upload-item-errors');

    const name = `E2E Tote ${unique()}`;
    await form.getByLabel('Name').fill(name);
    assert.equal(await form.getByLabel('Name').getAttribute('aria-invalid'), null, 'an edited field drops its error');
    await form.getByLabel('Description').fill('A roomy canvas tote with leather handles, used twice.');
    await form.getByLabel('Brand').selectOption('Coach');
    await form.getByLabel('Value (USD)').fill('0');
    await form.getByLabel('Condition').selectOption('Like New');
    await form.getByLabel('Size').selectOption('Large/Tote');
    await form.getByLabel('Material').fill('Canvas');
    await form.getByLabel('Color').fill('Berry');
    await form.getByRole('button', { name: 'Upload Item' }).click();
    await form.getByText('Value must be greater than 0').waitFor();

    await form.getByLabel('Value (USD)').fill('180');
    await form.getByRole('button', { name: 'Upload Item' }).click();
    await form.getByText('Please select at least one image').waitFor();

    await form.locator('input[type="file"]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(320, 240, [163, 54, 105]) },
      { name: 'side.png', mimeType: 'image/png', buffer: png(320, 240, [201, 161, 74]) },
    ]);
    await form.getByRole('img', { name: /Photo 2/ }).waitFor();
    await shootBoth(page, 'tab-upload-item');
    await form.getByRole('button', { name: 'Upload Item' }).click();
    // The member is taken to the new listing, pointed out, with the confirmation as a toast.
    await page.getByText(/Item uploaded successfully!/).first().waitFor();
    await dialog.getByRole('tab', { name: 'My Bags', selected: true }).waitFor();
    const bags = dialog.getByRole('tabpanel');
    const card = bags.locator('article', { hasText: name });
    await card.getByText('Awaiting approval').waitFor();
    await bags.getByRole('listitem').filter({ hasText: 'Just uploaded' }).filter({ hasText: name }).waitFor();
    assert.equal(await card.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement), true, 'focus is on the new bag');
    await shootBoth(page, 'tab-my-bags-just-uploaded');

    // Not listed yet.
    const before = await apiOk('GET', `/hats?q=${encodeURIComponent(name)}`);
    assert.equal(before.total, 0, 'a pending bag must not be listed');

    // An administrator approves it.
    const member = await apiLogin(account);
    const mine = await apiOk('GET', '/hats/my-hats', { token: member.token });
    const item = mine.items.find((i) => i.name === name);
    assert.ok(item, 'the uploaded bag is in /hats/my-hats');
    const admin = await apiLogin(ADMIN);
    await apiOk('PUT', `/admin/items/${item._id}/status`, { token: admin.token, body: { status: 'approve' } });

    await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Close dialog' }).click();
    await goto(page, `/browse?q=${encodeURIComponent(name)}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('1 purse found').waitFor();
    await settle(page);
    assert.deepEqual(errors, []);
  });
});
