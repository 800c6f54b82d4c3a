// The carrier moves the trade: in `dev` the offline provider's scans of an
// accepted shipping trade's labels come through the Shippo webhook route
// (run.sh makes a tracking day 10 s), and both members and the
// administrator read In transit, Out for delivery and Delivered in the
// timeline at the carrier's time. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileBrowser } from './browser.mjs';
import { ADMIN, apiLogin, apiOk, eventually, member, openAccount, selectTab, setUpTrade, shootBoth, signedInPage } from './helpers.mjs';

const browser = fileBrowser();

const carrierKinds = (detail) => detail.timeline.filter((e) => e.carrier_at).map((e) => e.kind);

test('a shipping trade shows the carrier scans in its timeline', async () => {
  const { trade, hat2, requester, owner } = await setUpTrade(member('camila'), member('rachel'), { accept: true, delivery: 'shipping' });
  const admin = await apiLogin(ADMIN);
  // Ground from Florida to New York: a day before pickup, five in transit.
  const detail = await eventually(
    async () => {
      const d = await apiOk('GET', `/trades/${trade._id}`, { token: requester.token });
      return carrierKinds(d).filter((k) => k === 'carrier_delivered').length === 2 ? d : undefined;
    },
    'the offline scans never delivered both parcels',
    { timeout: 150_000, every: 1_000 },
  );
  const kinds = carrierKinds(detail);
  for (const kind of ['carrier_transit', 'carrier_out_for_delivery', 'carrier_delivered']) {
    assert.equal(kinds.filter((k) => k === kind).length, 2, `${kind} once for each outbound parcel: ${kinds}`);
  }
  for (const reader of [owner.token, admin.token]) {
    const other = await apiOk('GET', reader === admin.token ? `/admin/trades/${trade._id}` : `/trades/${trade._id}`, { token: reader });
    assert.deepEqual(carrierKinds(other), kinds, 'the partner and the administrator read the same scans');
    assert.equal(other.trade.carrier_status.filter((s) => s.status === 'delivered').length, 2);
  }

  const { page, errors, close } = await signedInPage(browser(), member('camila'));
  try {
    await openAccount(page, 'Overview');
    const active = await selectTab(page, 'Active');
    await active.locator('article', { hasText: hat2.name }).first().getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trade Details' });
    const timeline = dialog.getByRole('region', { name: 'Timeline and messages' });
    for (const text of ['In transit', 'Out for delivery', 'Delivered']) {
      await timeline.getByText(new RegExp(`${text}: (Camila|Rachel) \\w+'s bag to`)).first().waitFor();
    }
    assert.equal(await timeline.getByText('carrier scan', { exact: false }).count(), 6);
    const lastScan = timeline.getByText(/Delivered: /).last();
    await shootBoth(page, 'carrier-tracking-timeline', { prepare: () => lastScan.scrollIntoViewIfNeeded() });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
