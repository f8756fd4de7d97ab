import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('pwa/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Which folder may import which: the contract imports neither side, features stand alone, the server's layers point one way. */
const zones = [
  { target: 'shared', from: ['pwa', 'sync-server'], message: 'shared is the contract: it imports neither the app nor the server.' },
  { target: 'pwa', from: 'sync-server', message: 'The app never imports the server: what both need is in shared.' },
  { target: 'sync-server', from: 'pwa', message: 'The server never imports the app: what both need is in shared.' },
  ...features.map((feature) => ({
    target: `pwa/src/features/${feature}`,
    from: 'pwa/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: what two features need goes to components/ or lib/.',
  })),
  {
    target: ['pwa/src/lib', 'pwa/src/components'],
    from: ['pwa/src/features', 'pwa/src/app'],
    message: 'lib/ and components/ serve the features and the app, never the other way.',
  },
  { target: 'pwa/src/features', from: 'pwa/src/app', message: 'The app composes the features; a feature does not import the app.' },
  {
    target: 'sync-server/src/modules/*/!(*.routes|*.test).ts',
    from: 'sync-server/src/modules/*/*.routes.ts',
    message: 'Routes call services, never the other way.',
  },
  {
    target: 'sync-server/src/modules/*/!(*.routes|*.test).ts',
    from: 'sync-server/src/http/!(errors).ts',
    message: 'Services and repositories know no HTTP beyond the typed errors they throw.',
  },
  {
    target: ['sync-server/src/modules/*/*.repo.ts', 'sync-server/src/infra/*.repo.ts'],
    from: ['sync-server/src/modules/*/!(*.repo).ts', 'sync-server/src/infra/!(*.repo).ts'],
    message: 'Repositories hold SQL only: routes -> services -> repos.',
  },
  {
    target: 'sync-server/src/infra',
    from: 'sync-server/src/modules',
    message: 'infra/ is plumbing: it knows no domain, and every module may use it.',
  },
  {
    target: 'sync-server/src/policy.ts',
    from: ['sync-server/src/http/*.ts', 'sync-server/src/modules/*/!(*.repo).ts'],
    message: 'The access rules only decide: they import no HTTP, routes or services, so repositories and services can both ask them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Which files the import rules read (no-cycle follows imports through them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['sync-server/src/modules/*/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Routers take their paths from apiRoutes (@stagehouse/shared/api-paths).',
        },
      ],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
