// Sums the gzipped size of the JavaScript the first page loads: the entry
// script of dist/index.html and every chunk it imports statically (not the
// lazily loaded ones). Usage: node scripts/first-page-size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"` (not import()).
  for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(join(file, '..', m[1]));
  }
}
visit(entry);

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first page, gzipped JavaScript`);
