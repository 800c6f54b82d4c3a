// Journey: a member opens a dispute on an active trade and exchanges
// messages with the support team (an administrator answers through the API).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { ADMIN, api, apiLogin, apiOk, eventually, expectSuccess, member, onPage, openAccount, png, selectTab, settle, setUpTrade, shootBoth, signedInPage } from './helpers.mjs';

const browser = fileBrowser();

test('a member opens a dispute and exchanges messages with support', async () => {
  const login = member('priya');
  const { trade, hat2 } = await setUpTrade(login, member('camila'), { accept: true });
  await onPage(signedInPage(browser(), login), async ({ page, errors }) => {
    const panel = (await openAccount(page, 'Active')).getByRole('tabpanel');
    await panel.locator('article', { hasText: hat2.name }).first().getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.getByRole('button', { name: 'Open Dispute' }).click();

    const create = page.getByRole('dialog', { name: 'Create Dispute' });
    const submit = create.getByRole('button', { name: 'Submit Dispute' });
    assert.equal(await submit.isDisabled(), true, 'Submit is disabled until reason and description are given');
    await create.getByLabel('Reason').selectOption('item_damaged');
    assert.equal(await submit.isDisabled(), true);
    await create.getByLabel('Description').fill('The strap came back with a tear near the buckle.');
    await create.getByLabel('Evidence (optional)').setInputFiles({ name: 'strap.png', mimeType: 'image/png', buffer: png(200, 150, [120, 40, 40]) });
    await shootBoth(page, 'modal-dispute-create');
    await submit.click();
    await expectSuccess(page, create, /reviews disputes within 24-48 hours/);
    await shootBoth(page, 'modal-dispute-created');

    // Messages: Enter sends, Shift+Enter makes a new line.
    await create.getByRole('button', { name: 'Message Support' }).click();
    const messages = page.getByRole('dialog', { name: 'Dispute Messages' });
    const box = messages.getByLabel('Your message');
    await box.fill('Hello, photos of the strap are attached.');
    await box.press('Shift+Enter');
    await box.pressSequentially('Thank you!');
    await box.press('Enter');
    await messages.getByText(/Hello, photos of the strap are attached\.\s+Thank you!/).waitFor();
    // The thread's own refresh can show the message a moment before the send
    // resolves and clears the box: wait for the box to empty.
    await eventually(async () => ((await box.inputValue()) === '' ? true : undefined), 'the message box empties once the message is sent');

    // Support answers; the thread refreshes by itself.
    const mine = await apiOk('GET', '/disputes/my-disputes', { token: (await apiLogin(login)).token });
    const dispute = (mine.disputes ?? mine.items ?? mine).find((d) => d.trade_id === trade._id);
    assert.ok(dispute, 'the dispute is listed in /disputes/my-disputes');
    const admin = await apiLogin(ADMIN);
    const reply = { token: admin.token, body: { message: 'Thanks, we are looking into it.' } };
    let answer = await api('POST', `/disputes/${dispute._id}/messages`, reply);
    if (answer.status >= 400) answer = await api('POST', `/admin/disputes/${dispute._id}/messages`, reply);
    assert.ok(answer.status < 300, `admin reply answered ${answer.status} ${JSON.stringify(answer.body)}`);
    await messages.getByText('Thanks, we are looking into it.').waitFor();
    await shootBoth(page, 'modal-dispute-messages');
    await messages.getByRole('button', { name: 'Close dialog' }).click();
    await create.getByRole('button', { name: 'Done' }).click();

    // The trade shows the dispute; acknowledgements are paused.
    await details.getByText('Trade actions are disabled while dispute is active').waitFor();
    await details.getByRole('button', { name: 'Close dialog' }).click();

    const disputes = await selectTab(page, 'Disputes');
    await page.getByRole('tab', { name: /^Disputes\s*\d/ }).waitFor();
    await disputes.getByText('Item damaged').first().waitFor();
    await settle(page);
    await shootBoth(page, 'tab-disputes');
    await disputes.getByRole('button', { name: 'History' }).first().click();
    const history = page.getByRole('dialog', { name: 'Dispute History' });
    await history.getByText('Dispute opened').waitFor();
    await shootBoth(page, 'modal-dispute-history');
    assert.deepEqual(errors, []);
  });
});
