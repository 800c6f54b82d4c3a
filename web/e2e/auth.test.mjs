// Journey: sign up, see "Registration Successful", log in, log out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser, quiet } from './browser.mjs';
import { goto, newPage, onPage, shootBoth, unique } from './helpers.mjs';

const browser = fileBrowser();

test('a visitor signs up, logs in and logs out', async () => {
  await onPage(newPage(browser()), async ({ page, errors }) => {
    const id = unique();
    const email = `signup-${id}@example.test`;
    const password = 'my-own-pass-42';
    await goto(page, '/');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    await shootBoth(page, 'modal-login');

    // The form's own checks come first.
    await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
    await dialog.getByText('Please fill in all required fields').waitFor();

    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(password);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByText('Please enter your name').waitFor();

    await signUp.getByLabel('Name', { exact: true }).fill('Nadia Rivera');
    await signUp.getByLabel('Closet name').fill(`Nadia's Nook ${id.slice(-4)}`);
    await signUp.getByLabel('Phone').fill('305-555-0188');
    await signUp.getByLabel('Street address').fill('1 Palm Ave');
    await signUp.getByLabel('City').fill('Hialeah');
    await signUp.getByLabel('State').fill('FL');
    await signUp.getByLabel('ZIP code').fill('33016');
    await shootBoth(page, 'modal-signup');
    await signUp.getByRole('button', { name: 'Create account' }).click();

    const done = page.getByRole('dialog', { name: 'Registration Successful' });
    await done.waitFor();
    assert.match(await done.innerText(), /email verification is disabled for testing/i);
    await shootBoth(page, 'modal-registration-successful');
    await done.getByRole('button', { name: 'Back to Login' }).click();

    const login = page.getByRole('dialog', { name: 'Login' });
    assert.equal(await login.getByLabel('Email').inputValue(), email);
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Login', exact: true }).last().click();
    await login.getByText(/^Login failed: /).waitFor();

    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.getByText('Login successful!').waitFor();
    await page.getByRole('button', { name: 'My Account' }).waitFor();

    // The stored login survives a reload (checked with the server first).
    await page.reload({ waitUntil: 'load' });
    await quiet(page);
    await page.getByRole('button', { name: 'My Account' }).waitFor();

    await page.getByRole('button', { name: 'My Account' }).click();
    const account = page.getByRole('dialog', { name: 'My Account' });
    await account.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully!').waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    assert.deepEqual(errors, []);
  });
});

test('a stored login that the server refuses is forgotten', async () => {
  await onPage(newPage(browser()), async ({ page }) => {
    await goto(page, '/faq');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ _id: 'x', name: 'Ghost' }));
    });
    await page.reload({ waitUntil: 'load' });
    await quiet(page);
    await page.getByText('Your session has expired. Please sign in again').waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
  });
});
