// After `vite build` (the app) and `vite build --ssr src/prerender.tsx` (its
// build-time renderer): writes the landing page's, browse's and the closets'
// HTML with the app's markup in it (dist/index.html, dist/browse/index.html,
// dist/closet.html for every /closet/...) and the bare shell for every other
// page (dist/app.html), each linking the styles and preloading the scripts of
// its page; then brotli and gzip copies of every
// text file (scripts/compress.mjs). The API picks the HTML by path (api/spa.go).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressDir } from './compress.mjs';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const ssr = join(web, process.argv[2] ?? 'node_modules/.cache/prerender');
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html is not the fresh shell of `vite build`');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// What the components read of the browser while rendering in Node: a guest's
// empty localStorage, a window at the top of a fresh tab.
process.env.NODE_ENV = 'production';
const store = new Map();
globalThis.localStorage = {
  getItem: (k) => store.get(k) ?? null,
  setItem: (k, v) => store.set(k, String(v)),
  removeItem: (k) => store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
};
globalThis.window = {
  scrollY: 0,
  location: new URL('http://localhost/'),
  history: { state: null, length: 1 },
  addEventListener() {},
  removeEventListener() {},
  matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
};
const { render } = await import(join(ssr, 'prerender.js'));

/** The scripts and styles a lazily loaded route module needs, from Vite's manifest. */
function routeAssets(src) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(src);
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inEntry = new Set([entry.file, ...(entry.imports ?? []).map((i) => manifest[i].file)]);
  return {
    js: [...js].filter((f) => !inEntry.has(f)),
    css: [...css].filter((f) => !(entry.css ?? []).includes(f)),
  };
}

const pages = [
  { path: '/', out: 'index.html', title: 'Home' },
  { path: '/browse', out: 'browse/index.html', title: 'Browse Purses', module: 'src/app/routes/browse.tsx' },
  // Any closet's page before its answer: the closet's skeleton.
  { path: '/closet/0', out: 'closet.html', title: 'Closet', module: 'src/app/routes/closet.tsx' },
];
writeFileSync(join(dist, 'app.html'), shell);
for (const page of pages) {
  const assets = page.module ? routeAssets(page.module) : { js: [], css: [] };
  const head = [
    ...assets.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  const html = shell
    .replace('<title>Home</title>', `<title>${page.title}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${await render(page.path)}</div>`);
  mkdirSync(join(dist, page.out, '..'), { recursive: true });
  writeFileSync(join(dist, page.out), html);
}
// The manifest was for this script only; the site does not serve it.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
compressDir(dist);
