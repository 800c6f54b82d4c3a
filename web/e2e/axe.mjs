// Accessibility checks with axe-core, evaluated in the page (through the
// DevTools protocol, so the app's Content-Security-Policy does not block it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it is now; returns its violations, simplified. */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  });
}

/**
 * Fails on any violation of impact serious or critical, naming each rule,
 * its help and the elements at fault; lesser findings are only logged.
 */
export async function expectNoSeriousViolations(page, label) {
  const violations = await axeViolations(page);
  const failing = violations.filter((v) => FAILING.has(v.impact));
  const minor = violations.filter((v) => !FAILING.has(v.impact)).map((v) => `${v.id} (${v.impact})`);
  console.log(`axe ${label}: ${failing.length} serious/critical${minor.length ? `; lesser: ${minor.join(', ')}` : ''}`);
  assert.equal(
    failing.length,
    0,
    `${label}: ${failing
      .map((v) => `\n  [${v.impact}] ${v.id}: ${v.help}${v.nodes.map((n) => `\n    ${n.target}\n      ${n.summary?.replace(/\n/g, ' ')}`).join('')}`)
      .join('')}`,
  );
}
