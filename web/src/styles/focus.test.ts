import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const tokens = readFileSync(join(SRC, 'styles/tokens.css'), 'utf8');

function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1].trim() ?? '';
  const ref = /^var\(--([\w-]+)\)$/.exec(value);
  return ref ? token(ref[1]) : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : path.endsWith('.css') ? [path] : [];
  });
}

describe('focus rings (WCAG 2.2 non-text contrast, 3:1)', () => {
  it('the focus colour stands out 3:1 against every light surface', () => {
    for (const surface of ['color-surface', 'color-bg', 'color-blush-100', 'color-blush-200', 'color-info-100', 'color-berry-100', 'color-danger-100', 'color-success-100']) {
      expect(contrast(token('color-focus'), token(surface)), surface).toBeGreaterThanOrEqual(3);
    }
  });

  it('the light ring of dark sections stands out 3:1 against them', () => {
    for (const surface of ['color-plum-900', 'color-plum-800', 'color-plum-700']) {
      expect(contrast(token('color-gold-300'), token(surface)), surface).toBeGreaterThanOrEqual(3);
    }
  });

  it('no stylesheet replaces a keyboard focus ring with something fainter', () => {
    for (const file of cssFiles(SRC)) {
      const css = readFileSync(file, 'utf8');
      for (const [, selector, body] of css.matchAll(/([^{}]*:focus(?:-visible|-within)?[^{}]*)\{([^}]*)\}/g)) {
        if (/outline:\s*(none|0)/.test(body)) {
          // Only where the keyboard never lands (a programmatic focus target) or the mouse did.
          expect(`${file}: ${selector.trim()}`).toMatch(/:not\(:focus-visible\)|\.dialog:focus|\.main:focus/);
        }
        if (/:focus-visible|:focus-within/.test(selector) && !/:not\(:focus-visible\)/.test(selector) && /outline:/.test(body)) {
          expect(body, `${file}: ${selector.trim()}`).toMatch(/outline:\s*3px solid var\(--color-focus\)/);
        }
      }
    }
  });
});
