// First pages on a phone: loads `/`, `/browse` and a closet in Debian's
// Chromium with a phone's profile (390 px, CPU slowed 4x, 150 ms round trips,
// 1.6 Mbit/s down, cold cache) RUNS times each (default 5) and reports the
// medians of LCP, FCP, the bytes transferred and the JavaScript bytes among
// them; exits 1 when an LCP target is missed. Needs the system at BASE_URL
// with its demo data (`make bench-web` starts one).
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:10000').replace(/\/+$/, '');
const RUNS = Number(process.env.RUNS ?? 5);
const PROFILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

async function closetPath() {
  const response = await fetch(`${BASE_URL}/hats?per_page=1`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /hats answered ${response.status}`);
  const owner = (await response.json()).items?.[0]?.owner_id;
  if (!owner) throw new Error('the demo data lists no bag, so there is no closet to measure');
  return `/closet/${owner}`;
}

/** One cold load: a new context (empty cache), the profile applied over CDP before navigating. */
async function measure(browser, path) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downBytesPerSecond,
    uploadThroughput: PROFILE.upBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  const types = new Map();
  const inflight = new Set();
  const bytes = { total: 0, js: 0 };
  cdp.on('Network.requestWillBeSent', (e) => inflight.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFailed', (e) => inflight.delete(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    inflight.delete(e.requestId);
    bytes.total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') bytes.js += e.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      window.__lcp = list.getEntries().at(-1).startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  // Done when the page has painted, no request is in flight and LCP has not
  // moved for SETTLE_MS (a slowed CPU renders long after the network is idle).
  const SETTLE_MS = 2000;
  let last = { lcp: -1, fcp: 0 };
  let since = Date.now();
  for (const end = Date.now() + 60_000; Date.now() < end; ) {
    const now = await page.evaluate(() => ({
      lcp: window.__lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    if (now.lcp !== last.lcp || inflight.size > 0) since = Date.now();
    last = now;
    if (now.fcp > 0 && now.lcp > 0 && Date.now() - since >= SETTLE_MS) break;
    await page.waitForTimeout(200);
  }
  const { lcp, fcp } = last;
  await context.close();
  return { lcp, fcp, total: bytes.total, js: bytes.js };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const pages = [
  { name: '/', path: '/', targetMs: 1500 },
  { name: '/browse', path: '/browse', targetMs: 1500 },
  { name: 'closet', path: await closetPath(), targetMs: 2000 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
console.log(`phone profile: ${PROFILE.viewport.width} px, CPU ${PROFILE.cpuSlowdown}x slower, ${PROFILE.latencyMs} ms RTT, 1.6 Mbit/s down, cold cache, median of ${RUNS}; load average ${loadavg()[0].toFixed(1)}`);
console.log(`${'page'.padEnd(10)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'total'.padStart(8)} ${'JS'.padStart(8)}  target`);
let missed = 0;
try {
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, p.path));
    const m = Object.fromEntries(['lcp', 'fcp', 'total', 'js'].map((k) => [k, median(runs.map((r) => r[k]))]));
    const ok = m.lcp > 0 && m.lcp <= p.targetMs;
    if (!ok) missed++;
    console.log(
      `${p.name.padEnd(10)} ${s(m.lcp).padStart(8)} ${s(m.fcp).padStart(8)} ${kb(m.total).padStart(8)} ${kb(m.js).padStart(8)}  LCP <= ${s(p.targetMs)} ${ok ? 'ok' : 'MISSED'}`,
    );
    console.log(`           LCP of each run: ${runs.map((r) => s(r.lcp)).join(' ')}`);
  }
} finally {
  await browser.close();
}
if (missed) {
  console.log(`${missed} LCP target(s) missed`);
  process.exit(1);
}
