// Journey: a member turns on two-factor, keeps the recovery codes shown
// once, and signs in with one when the authenticator is not at hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { goto, loginUI, newPage, openAccount, registerMember, shootBoth, totp } from './helpers.mjs';

const browser = fileBrowser();


test('a member turns on two-factor, saves the recovery codes and signs in with one', async () => {
  const account = await registerMember('Tfa');
  const { page, errors, close } = await newPage(browser());
  try {
    await goto(page, '/');
    await loginUI(page, account);
    const panel = await openAccount(page, 'Profile');
    await panel.getByRole('button', { name: 'Enable 2FA' }).click();
    const setup = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    await setup.getByRole('button', { name: 'Start Setup' }).click();
    const secret = (await setup.locator('code').first().textContent()).trim();
    await setup.getByLabel('Verification code').fill(totp(secret));
    await setup.getByRole('button', { name: 'Verify and Enable' }).click();

    const codes = setup.getByRole('list', { name: 'Recovery codes' }).locator('code');
    await codes.first().waitFor();
    assert.equal(await codes.count(), 10, 'ten recovery codes are shown');
    const recovery = (await codes.first().textContent()).trim();
    await shootBoth(page, 'modal-2fa-recovery-codes');
    const done = setup.getByRole('button', { name: 'Done' });
    assert.equal(await done.isDisabled(), true, 'Done waits until the codes are saved');
    await page.keyboard.press('Escape');
    assert.equal(await setup.isVisible(), true, 'Escape does not close the codes before they are saved');
    await setup.getByLabel('I saved my recovery codes').check();
    await done.click();
    await setup.waitFor({ state: 'hidden' });

    await (await openAccount(page)).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).last().click();
    await login.getByRole('button', { name: 'Use a recovery code' }).click();
    await login.getByLabel('Recovery code').fill(recovery);
    await shootBoth(page, 'modal-login-recovery-code');
    await login.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByText('Login successful!').first().waitFor();

    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
