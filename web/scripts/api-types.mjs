// Generates src/lib/api-schema.d.ts from the API document api/openapi/*.yaml,
// merged the way the server merges it (api/openapi_merge.go): fragments in
// name order, the first is the base, the others add paths and components; a
// path or component defined twice is an error.
//
//   node scripts/api-types.mjs           write src/lib/api-schema.d.ts
//   node scripts/api-types.mjs --check   fail when the committed file is stale
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const fragments = join(web, '..', 'api', 'openapi');
const target = join(web, 'src', 'lib', 'api-schema.d.ts');

function section(obj, key) {
  if (typeof obj[key] !== 'object' || obj[key] === null) obj[key] = {};
  return obj[key];
}

function mergeSection(dst, src, file, key) {
  const to = section(dst, key);
  for (const [k, v] of Object.entries(src[key] ?? {})) {
    if (k in to) throw new Error(`openapi: ${file} defines ${key} "${k}" again`);
    to[k] = v;
  }
}

export function mergedDocument() {
  const names = readdirSync(fragments).filter((n) => n.endsWith('.yaml')).sort();
  if (names.length === 0) throw new Error('openapi: no fragments');
  let doc;
  for (const [i, name] of names.entries()) {
    const frag = parse(readFileSync(join(fragments, name), 'utf8'));
    if (i === 0) {
      doc = frag;
      continue;
    }
    mergeSection(doc, frag, name, 'paths');
    for (const kind of Object.keys(frag.components ?? {})) {
      mergeSection(section(doc, 'components'), frag.components, name, kind);
    }
  }
  return doc;
}

async function generate() {
  const ast = await openapiTS(mergedDocument(), { alphabetize: true });
  return (
    '// Generated from api/openapi/*.yaml by scripts/api-types.mjs (npm run gen:api).\n' +
    '// Do not edit: change the API document and regenerate.\n\n' +
    astToString(ast)
  );
}

const text = await generate();
if (process.argv.includes('--check')) {
  const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
  try {
    const fresh = join(dir, 'api-schema.d.ts');
    writeFileSync(fresh, text);
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (readFileSync(fresh, 'utf8') !== committed) {
      console.error('src/lib/api-schema.d.ts is stale: run "npm run gen:api" in web/ and commit it');
      process.exit(1);
    }
    console.log('src/lib/api-schema.d.ts matches api/openapi/*.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
