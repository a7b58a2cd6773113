// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The import boundaries of docs/architecture.md and conventions.md:
 * domain imports nothing of ours; contracts only domain; the apps only the packages;
 * web features never import each other; server modules meet only through HTTP and tables.
 */
const webFeatures = [
  'account',
  'auth',
  'billing',
  'broadband',
  'dashboard',
  'email',
  'management',
  'mobile',
  'modem-return',
  'move-house',
  'payments',
  'people',
  'power',
  'prepay',
  'voice',
];
const serverModules = ['identity', 'session', 'api', 'gateway', 'sms-sandbox'];

/**
 * Every folder under apps/server/src/api/ is a domain (decision 037). Code outside a domain
 * reaches it only through its index.ts, and tests also through its testing.ts or testing/.
 */
const serverSrc = './apps/server/src';
const serverDomains = readdirSync(new URL(`${serverSrc}/api/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverFolders = readdirSync(new URL(`${serverSrc}/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'api')
  .map((entry) => entry.name);
const domainEntryZones = serverDomains.map((domain) => ({
  target: [
    ...serverDomains
      .filter((other) => other !== domain)
      .map((other) => `${serverSrc}/api/${other}`),
    `${serverSrc}/api/*.ts`,
    ...serverFolders.map((folder) => `${serverSrc}/${folder}`),
    `${serverSrc}/*.ts`,
  ],
  from: `${serverSrc}/api/${domain}`,
  except: ['./index.ts', './testing.ts', './testing'],
  message: `Use the ${domain} domain through its index.ts (tests: testing.ts); see decision 037.`,
}));

const boundaryZones = [
  { target: './packages/domain', from: ['./packages/contracts', './apps', './e2e'] },
  { target: './packages/contracts', from: ['./apps', './e2e'] },
  { target: './apps/server', from: ['./apps/web', './e2e'] },
  { target: './apps/web', from: ['./apps/server', './e2e'] },
  { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/routes'] },
  { target: './apps/web/src/features', from: ['./apps/web/src/routes'] },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  })),
  ...serverModules.map((module) => ({
    target: `./apps/server/src/${module}`,
    from: serverModules
      .filter((other) => other !== module)
      .map((other) => `./apps/server/src/${other}`),
  })),
  {
    target: ['./apps/server/src/db', './apps/server/src/config'],
    from: serverModules.map((module) => `./apps/server/src/${module}`),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...domainEntryZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Copied as they are into the build, or served as they are, and run in the browser.
    files: ['apps/web/public/**/*.js', 'apps/server/src/identity/pages/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
