import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = join(dirname(fileURLToPath(import.meta.url)), 'src');

/** Where a file lives: { layer: 'features', feature: 'trades' }, { layer: 'lib' }, ... (null outside src). */
function placeOf(file) {
  const rel = relative(src, file);
  if (rel.startsWith('..')) return null;
  const [layer, feature] = rel.split(sep);
  return { layer, feature: layer === 'features' ? feature : undefined };
}

const SHARED = new Set(['components', 'lib', 'hooks']);

/**
 * The app's layers: a feature never imports another feature (the app in
 * src/app wires them together), and shared code (components, lib, hooks)
 * never imports a feature.
 */
const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: "features/{{from}} may not import features/{{to}}: move the shared part to components, lib or hooks, or wire it in src/app",
      sharedToFeature: "{{from}} is shared code and may not import features/{{to}}",
    },
    schema: [],
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('@/') ? join(src, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(context.filename), spec) : null;
      if (!target) return;
      const there = placeOf(target);
      if (!there || there.layer !== 'features') return;
      if (here.layer === 'features' && here.feature !== there.feature) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from: here.feature, to: there.feature } });
      } else if (SHARED.has(here.layer)) {
        context.report({ node: node.source, messageId: 'sharedToFeature', data: { from: here.layer, to: there.feature } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/lib/api-schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { boundaries } } },
    rules: {
      // The classic hook rules; the React Compiler rules of react-hooks 7 are not
      // enabled (the app does not use the compiler).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A scrollable table is a focusable region, so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'local/boundaries': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: 'Import from the parent folders through @/… instead.' }] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
);
