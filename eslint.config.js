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

// STYLE.md rule 1: a web feature never imports another feature; a server feature never
// reaches into another feature's queries (it calls that feature's service).
const webZones = featureDirs('src/web/features').map((name) => ({
  target: `./src/web/features/${name}`,
  from: './src/web/features',
  except: [`./${name}`],
  message: 'A web feature must not import another feature; move shared code to components/ or lib/.',
}));
// Server features: src/server/<domain>/<feature>/, or the domain itself when it is one feature
// (docs/architecture.md). Platform, db and cli are layers, not domains.
const layers = new Set(['platform', 'db', 'cli']);
const isFeatureRoot = (dir) => {
  try {
    return readdirSync(dir).some((f) => ['routes.ts', 'service.ts', 'index.ts'].includes(f));
  } catch {
    return false;
  }
};
const serverFeatures = featureDirs('src/server')
  .filter((d) => !layers.has(d))
  .flatMap((d) => (isFeatureRoot(`src/server/${d}`) ? [d] : featureDirs(`src/server/${d}`).map((f) => `${d}/${f}`)));
const serverZones = serverFeatures.flatMap((name) =>
  serverFeatures
    .filter((other) => other !== name)
    .map((other) => ({
      target: `./src/server/${name}`,
      from: `./src/server/${other}/queries.ts`,
      message: "Call the other feature's service, not its queries.",
    })),
);
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
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones, ...layerZones] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config.ts (STYLE.md rule 6).',
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
