import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const featureDirs = (root) => {
  try {
    return readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};

// A web feature never imports another feature: a page composes them, shared code lives in
// components/ or lib/ (CONTRIBUTING.md, Conventions).
const webZones = featureDirs('src/web/features').map((name) => ({
  target: `./src/web/features/${name}`,
  from: './src/web/features',
  except: [`./${name}`],
  message: 'A web feature must not import another feature; move shared code to components/ or lib/.',
}));
// Server features: src/server/<domain>/<feature>/, or the domain itself when it is one feature.
// docs/architecture.md draws the map; these zones keep the code on it.
const layers = ['platform', 'db', 'cli'];
// lowest first: a domain may import the domains before it, never one after it
const domainOrder = ['accounts', 'models', 'knowledge', 'tools', 'runtime', 'authoring', 'conversation', 'workflows', 'insights'];
const isFeatureRoot = (dir) => {
  try {
    return readdirSync(dir).some((f) => ['routes.ts', 'service.ts', 'index.ts'].includes(f));
  } catch {
    return false;
  }
};
const serverDomains = featureDirs('src/server').filter((d) => !layers.includes(d));
const serverFeatures = serverDomains.flatMap((d) =>
  isFeatureRoot(`src/server/${d}`) ? [d] : featureDirs(`src/server/${d}`).map((f) => `${d}/${f}`),
);
const unknownDomains = serverDomains.filter((d) => !domainOrder.includes(d));
if (unknownDomains.length > 0) throw new Error(`Place ${unknownDomains.join(', ')} in domainOrder (eslint.config.js) and docs/architecture.md.`);
const faceZones = serverFeatures.flatMap((name) => [
  {
    target: serverFeatures.filter((other) => other !== name).map((other) => `./src/server/${other}`),
    from: `./src/server/${name}`,
    except: ['./index.ts'],
    message: `Import ${name} through its public face, ${name}/index.ts (export what you need there).`,
  },
  {
    // the composition root (app.ts, the worker, the CLI) also registers the feature's routes
    target: ['./src/server/*.ts', './src/server/cli'],
    from: `./src/server/${name}`,
    except: ['./index.ts', './routes.ts'],
    message: `Import ${name} through its public face, ${name}/index.ts, or its routes.ts.`,
  },
]);
const upwardZones = domainOrder.slice(0, -1).map((domain, i) => ({
  target: `./src/server/${domain}`,
  from: domainOrder.slice(i + 1).map((above) => `./src/server/${above}`),
  message: `${domain} sits below this domain (docs/architecture.md): pass a capability in, or emit an event, instead of importing upward.`,
}));
const lowerLayerZones = ['./src/server/platform', './src/server/db'].map((target) => ({
  target,
  from: serverDomains.map((d) => `./src/server/${d}`),
  message: 'platform and db are the layers below every domain and never import one.',
}));
const layerZones = [
  { target: './src/common', from: './src/server', message: 'src/common is shared with the browser.' },
  { target: './src/common', from: './src/web', message: 'src/common is shared with the server.' },
  { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
];

export default tseslint.config(
  { ignores: ['dist/**', '.tmp/**', 'node_modules/**', 'e2e/.artifacts/**', 'bench/.results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // no-cycle follows imports into .ts files only when it can parse them
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...faceZones, ...upwardZones, ...lowerLayerZones, ...layerZones] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config.ts (CONTRIBUTING.md, Configuration).',
        },
      ],
    },
  },
  {
    // React code only: elsewhere a function named use… (e.g. a test's useFakeModel) is no hook
    files: ['src/web/**', 'src/public/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // ADR 0005: the public pages stay light; most of src/common defines zod schemas, and one value
    // import brings all of zod into the visitor's bundle. Types are free; constants are copied.
    files: ['src/public/**'],
    ignores: ['src/public/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@common/*', '!@common/catalogues', '!@common/markdown', '!@common/markdown-view', '!@common/sse'],
              allowTypeImports: true,
              message: 'Import only types from src/common here (it brings zod); copy a constant into src/public/lib/limits.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/main.ts', 'src/server/worker.ts', 'src/server/cli/db-*.ts', 'tests/**', 'e2e/**', 'bench/**', 'scripts/**', '*.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
