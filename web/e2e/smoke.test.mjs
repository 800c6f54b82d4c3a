import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fileBrowser, openPage } from './browser.mjs';

const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
const WIDTHS = [1280, 390];
const PAGES = [
  ['home', '/'],
  ['browse', '/browse'],
  ['faq', '/faq'],
  ['contact', '/contact'],
  ['legal', '/legal/terms-of-service'],
];

const browser = fileBrowser();

before(() => mkdir(SCREENSHOT_DIR, { recursive: true }));

describe('home page', () => {
  test('shows the hero and the navigation', async () => {
    const { page, errors, close } = await openPage(browser(), '/');
    try {
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Trade Purses, Make Friends');
      assert.ok(await page.getByRole('link', { name: 'Start Trading' }).isVisible());
      assert.ok(await page.getByRole('button', { name: 'Upload Your Bag' }).isVisible());

      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Browse Purses', 'Contact Us', 'FAQ']) {
        assert.ok(await nav.getByRole('link', { name, exact: true }).isVisible(), `nav link ${name}`);
      }
      assert.equal(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'), 'page');
      assert.ok(await page.getByRole('button', { name: 'Login' }).isVisible());
      assert.equal(await page.title(), 'Home');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('hides the links behind a hamburger menu on a phone', async () => {
    const { page, close } = await openPage(browser(), '/', 390);
    try {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const faq = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
      assert.equal(await faq.isVisible(), false);
      await toggle.click();
      assert.ok(await faq.isVisible());
      await faq.click();
      await page.waitForURL('**/faq');
      assert.equal(await faq.isVisible(), false);
    } finally {
      await close();
    }
  });
});

describe('browse page', () => {
  test('shows the heading, the count and the sort selector', async () => {
    const { page, errors, close } = await openPage(browser(), '/browse');
    try {
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Browse Purses');
      const sort = page.getByLabel('Sort by');
      assert.equal(await sort.inputValue(), 'created_at');
      const options = await sort.locator('option').allInnerTexts();
      assert.deepEqual(options, ['Date Added', 'Name', 'Brand', 'Size', 'Condition', 'Value']);
      assert.match(await page.getByText(/\d+ purses? found/).innerText(), /^\d+ purses? found$/);
      assert.equal(await page.title(), 'Browse Purses');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

describe('screenshots', () => {
  for (const width of WIDTHS) {
    for (const [name, path] of PAGES) {
      test(`${name} at ${width} px`, async () => {
        const { page, errors, close } = await openPage(browser(), path, width);
        try {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow} px at ${width} px`);
          await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${width}.png`, fullPage: true });
          assert.deepEqual(errors, []);
        } finally {
          await close();
        }
      });
    }
  }
});
