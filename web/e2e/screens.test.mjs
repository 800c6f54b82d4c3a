// Every dashboard tab and the remaining dialogs, driven like a member would,
// with their messages checked and screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import {
  expectSuccess,
  goto,
  member,
  newPage,
  onPage,
  openAccount,
  selectTab,
  settle,
  setUpTrade,
  shootBoth,
  signedInPage,
} from './helpers.mjs';

const browser = fileBrowser();

test('the account panel: every tab and its dialogs', async () => {
  const login = member('jasmine');
  // Something to answer (a pickup request from Olivia) and an accepted shipping trade (with Rachel in New York).
  const shipping = await setUpTrade(member('rachel'), login, { accept: true, delivery: 'shipping' });
  const pending = await setUpTrade(member('olivia'), login);
  const { page, errors, close } = await signedInPage(browser(), login);
  try {

    const overview = (await openAccount(page, 'Overview')).getByRole('tabpanel');
    await overview.getByText('Current active trade').waitFor();
    await settle(page);
    await shootBoth(page, 'tab-overview');

    // My Bags, with the edit and photo dialogs.
    const bags = await selectTab(page, 'My Bags');
    await bags.locator('article').first().waitFor();
    await settle(page);
    await shootBoth(page, 'tab-my-bags');
    const free = bags.locator('article', { has: page.getByRole('button', { name: /^Edit / }).and(page.locator(':enabled')) }).first();
    const bagName = await free.getByRole('heading').innerText();
    await free.getByRole('button', { name: `Edit ${bagName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Item' });
    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Please fill in all required fields').waitFor();
    await edit.getByLabel('Name').fill(bagName);
    assert.equal(await edit.getByLabel('Value (USD)').getAttribute('readonly'), '');
    await shootBoth(page, 'modal-edit-item');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectSuccess(page, edit, 'Item updated successfully');

    await free.getByRole('button', { name: `Photos of ${bagName}` }).click();
    const photos = page.getByRole('dialog', { name: 'Manage Photos' });
    await photos.getByRole('img', { name: 'Photo 1' }).waitFor();
    await shootBoth(page, 'modal-manage-photos');
    await photos.getByRole('button', { name: 'Cancel' }).click();

    // The bag's own details offer Modify instead of Request Trade.
    await free.getByRole('heading').getByRole('button').click();
    const detail = page.getByRole('dialog', { name: bagName });
    await detail.getByRole('button', { name: 'Modify' }).waitFor();
    await shootBoth(page, 'modal-item-detail-own');
    await detail.getByRole('button', { name: 'Close', exact: true }).click();

    await selectTab(page, 'Upload Item');
    await settle(page);
    await shootBoth(page, 'tab-upload-item-empty');

    // Pending: the owner may accept, reject or modify.
    const trades = await selectTab(page, 'Trades');
    const card = trades.locator('article', { hasText: pending.hat2.name }).first();
    await card.getByRole('button', { name: 'Accept' }).waitFor();
    await card.getByRole('button', { name: 'Reject' }).waitFor();
    await settle(page);
    await shootBoth(page, 'tab-trades-to-answer');
    await card.getByRole('button', { name: 'Modify' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Trade' });
    await modify.getByRole('button', { name: 'Send Modification' }).click();
    await modify.getByText('Change the dates or a bag before sending a modification').waitFor();
    const end = modify.getByLabel('End date');
    const start = await modify.getByLabel('Start date').inputValue();
    await end.fill(start);
    await modify.getByRole('button', { name: 'Send Modification' }).click();
    await modify.getByText('End date must be after start date').waitFor();
    const longEnd = new Date(`${start}T00:00:00Z`);
    longEnd.setUTCDate(longEnd.getUTCDate() + 40);
    await end.fill(longEnd.toISOString().slice(0, 10));
    await modify.getByRole('button', { name: 'Send Modification' }).click();
    await modify.getByText('Trade duration cannot exceed 1 month (31 days)').waitFor();
    const okEnd = new Date(`${start}T00:00:00Z`);
    okEnd.setUTCDate(okEnd.getUTCDate() + 5);
    await end.fill(okEnd.toISOString().slice(0, 10));
    await modify.getByLabel('Message (optional)').fill('Could we make it five days?');
    await shootBoth(page, 'modal-modify-trade');
    await modify.getByRole('button', { name: 'Send Modification' }).click();
    await expectSuccess(page, modify, 'Trade modified successfully! The other user will be notified.');
    await card.getByText('Modification sent, waiting for response').waitFor();

    // Active: the shipping trade's details, labels and tracking.
    const active = await selectTab(page, 'Active');
    await active.locator('article', { hasText: shipping.hat2.name }).first().getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.getByRole('button', { name: 'Outbound Label' }).waitFor();
    await settle(page);
    await shootBoth(page, 'modal-trade-details-shipping');
    await details.getByRole('button', { name: 'Track Packages' }).click();
    const tracking = page.getByRole('dialog', { name: 'Package Tracking' });
    await tracking.getByText('Your bag to your partner').waitFor();
    await settle(page);
    await shootBoth(page, 'modal-tracking');
    await tracking.getByRole('button', { name: 'Close dialog' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 20_000 }), details.getByRole('button', { name: 'Outbound Label' }).click()]);
    await popup.waitForURL((url) => url.protocol === 'blob:' || url.protocol.startsWith('http'));
    await popup.close();
    await details.getByRole('button', { name: 'Close dialog' }).click();
    await settle(page);
    await shootBoth(page, 'tab-active-shipping');

    for (const [tab, shot] of [
      ['Trade History', 'tab-trade-history-list'],
      ['Disputes', 'tab-disputes-list'],
      ['Reviews', 'tab-reviews'],
      ['Messages', 'tab-messages'],
    ]) {
      await selectTab(page, tab);
      await settle(page);
      await shootBoth(page, shot);
    }

    // Profile & Settings.
    const profile = await selectTab(page, 'Profile');
    await profile.getByLabel('Phone').waitFor();
    await settle(page);
    await shootBoth(page, 'tab-profile', { fullPage: false });
    const phone = await profile.getByLabel('Phone').inputValue();
    await profile.getByLabel('Phone').fill('');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await profile.getByText('Please fill in all required fields').waitFor();
    await profile.getByLabel('Phone').fill(phone);
    await profile.getByRole('combobox', { name: 'Street address' }).fill('2300 Civic Center');
    await profile.getByText(/address suggestions|Looking up addresses/i).waitFor();
    await profile.getByRole('combobox', { name: 'Street address' }).fill('2300 Civic Center Pl');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expectSuccess(page, profile, 'Profile updated successfully!');

    await profile.getByRole('button', { name: 'Change Password' }).click();
    const password = page.getByRole('dialog', { name: 'Change Password' });
    await password.getByLabel('Current password').fill('trade-demo-2026');
    await password.getByLabel('New password', { exact: true }).fill('abcdef');
    await password.getByLabel('Confirm new password').fill('abcdeg');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText('New passwords do not match').waitFor();
    await password.getByLabel('New password', { exact: true }).fill('abc');
    await password.getByLabel('Confirm new password').fill('abc');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText('New password must be at least 6 characters long').waitFor();
    await shootBoth(page, 'modal-change-password');
    await password.getByRole('button', { name: 'Cancel' }).click();

    await profile.getByRole('button', { name: 'Enable 2FA' }).click();
    const twoFactor = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    await shootBoth(page, 'modal-enable-2fa-step1');
    await twoFactor.getByRole('button', { name: 'Start Setup' }).click();
    await twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await twoFactor.getByLabel('Verification code').fill('12');
    await twoFactor.getByRole('button', { name: 'Verify and Enable' }).click();
    await twoFactor.getByText('Please enter a valid 6-digit code').waitFor();
    await shootBoth(page, 'modal-enable-2fa-step2');
    await twoFactor.getByRole('button', { name: 'Cancel' }).click();

    await profile.getByRole('button', { name: 'Close Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close Account' });
    await confirm.getByText('Are you sure you want to close your account? This will disable your profile and remove your items.').waitFor();
    await shootBoth(page, 'modal-close-account');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    const typed = page.getByRole('dialog', { name: 'Confirm Account Closure' });
    await typed.getByLabel('Type "DELETE"').fill('delete');
    await shootBoth(page, 'modal-close-account-type');
    await typed.getByRole('button', { name: 'Close My Account' }).click();
    await profile.getByText('Account deletion cancelled. You must type "DELETE" exactly to confirm.').waitFor();

    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the password reset page', async () => {
  await onPage(newPage(browser()), async ({ page }) => {
    await goto(page, '/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('New password must be at least 6 characters long').waitFor();
    await shootBoth(page, 'page-reset-password', { fullPage: true });
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdef');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').waitFor();
  });
});

test('an email verification link is checked with the server, then the app goes home', async () => {
  await onPage(newPage(browser()), async ({ page }) => {
    await goto(page, '/verify-email?token=not-a-real-token');
    await page.getByText(/^Verification failed: /).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
