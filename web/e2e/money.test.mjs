// Journeys: add funds through the test checkout, a manual deposit, and a withdrawal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { apiLogin, apiOk, expectSuccess, goto, loginUI, member, newPage, onPage, openAccount, settle, shootBoth, signedInPage } from './helpers.mjs';

const browser = fileBrowser();

test('a member adds funds by debit card through the test checkout', async () => {
  const login = member('dani');
  const { token } = await apiLogin(login);
  const before = await apiOk('GET', '/user/balance', { token });
  await onPage(signedInPage(browser(), login), async ({ page, errors }) => {
    const dialog = await openAccount(page, 'Balance');
    const panel = dialog.getByRole('tabpanel');
    await settle(page);
    await shootBoth(page, 'tab-balance');

    const amount = panel.getByLabel('Amount (USD)');
    await amount.fill('3');
    await panel.getByRole('button', { name: 'Add Funds' }).click();
    await panel.getByText('Please enter a valid amount of at least $5').waitFor();

    await amount.fill('25');
    await panel.getByRole('button', { name: 'Add Funds' }).click();
    await page.waitForURL(/\/payments\/test-checkout\//);
    await page.getByRole('button', { name: 'Pay with test debit card' }).click();

    // Back on the site: the Balance tab opens, the session is confirmed, the address is cleaned
    // of the checkout's parameters and left on the Balance tab's own address.
    await page.getByText('Payment successful! Your balance has been updated.').first().waitFor();
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('tab', { name: 'Balance', selected: true }).waitFor();
    assert.equal(new URL(page.url()).search, '?account=balance');
    const after = await apiOk('GET', '/user/balance', { token });
    assert.equal(Math.round((after.balance - before.balance) * 100), 2500);
    const usd = Number(after.balance).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('group', { name: 'Balance', exact: true }).getByText(usd).waitFor();
    assert.deepEqual(errors, []);
  });
});

test('a cancelled card checkout says so', async () => {
  await onPage(newPage(browser()), async ({ page }) => {
    await goto(page, '/');
    await loginUI(page, member('dani'));
    await goto(page, '/?add_funds=cancel');
    await page.getByText('Payment was cancelled.').first().waitFor();
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('tab', { name: 'Balance', selected: true }).waitFor();
  });
});

test('a member asks for a manual deposit and a withdrawal', async () => {
  const login = member('dani');
  await onPage(signedInPage(browser(), login), async ({ page, errors }) => {
    const dialog = await openAccount(page, 'Balance');
    const panel = dialog.getByRole('tabpanel');

    // Manual deposit (Cash App): form, then instructions with a reference number.
    await panel.getByRole('button', { name: 'Manual Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Manual Deposit' });
    await deposit.getByRole('button', { name: 'Submit deposit' }).click();
    await deposit.getByText('Please enter a valid amount').waitFor();
    await deposit.getByLabel('Amount (USD)').fill('40');
    await deposit.getByLabel('Reference note').fill('$DaniBrooks');
    await shootBoth(page, 'modal-manual-deposit');
    await deposit.getByRole('button', { name: 'Submit deposit' }).click();
    await expectSuccess(page, deposit, 'Reference number');
    await deposit.getByText(/^MD-/).waitFor();
    await shootBoth(page, 'modal-manual-deposit-instructions');
    await deposit.getByRole('button', { name: 'Done' }).click();
    await panel.getByRole('region', { name: 'Pending deposits' }).getByText('pending').first().waitFor();

    // Withdrawal: validation, then the confirmation.
    await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdrawal Request' });
    await withdraw.getByLabel('Amount (USD)').fill('0');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await withdraw.getByText('Please enter a valid amount').waitFor();
    await withdraw.getByLabel('Amount (USD)').fill('10');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await withdraw.getByText('Please enter your payment details').waitFor();
    await withdraw.getByLabel('Payment details').fill('$DaniBrooks');
    await shootBoth(page, 'modal-withdraw');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expectSuccess(page, withdraw, 'Withdrawal request submitted.');
    await withdraw.getByText(/within 24 hours/).waitFor();
    await withdraw.getByRole('button', { name: 'Done' }).click();
    await panel.getByRole('region', { name: 'Withdrawals' }).getByText('$10.00').first().waitFor();
    assert.deepEqual(errors, []);
  });
});
