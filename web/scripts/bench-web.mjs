// First pages on a phone: loads `/`, `/browse` and a closet in Debian's
// Chromium with a phone's profile (390 px, CPU slowed 4x, 150 ms round trips,
// 1.6 Mbit/s down, cold cache) RUNS times each (default 5) and reports the
// medians of LCP, FCP, the bytes transferred and the JavaScript bytes among
// them; exits 1 when an LCP target is missed. Needs the system at BASE_URL
// with its demo data (`make bench-web` starts one).
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
  const bytes = { total: 0, js: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    bytes.total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') bytes.js += e.encodedDataLength;
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const { lcp, fcp } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        new PerformanceObserver((list) => {
          resolve({ lcp: list.getEntries().at(-1).startTime, fcp });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ lcp: 0, fcp }), 1000);
      }),
  );
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
console.log(`phone profile: ${PROFILE.viewport.width} px, CPU ${PROFILE.cpuSlowdown}x slower, ${PROFILE.latencyMs} ms RTT, 1.6 Mbit/s down, cold cache, median of ${RUNS}`);
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
