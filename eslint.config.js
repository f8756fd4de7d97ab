import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/sync-server/**', '@stagehouse/sync-server*'], message: 'The PWA and shared never import the server.' }] },
      ],
    },
  },
  {
    files: ['sync-server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['sync-server/src/routes/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]', message: 'Routers take their paths from apiRoutes (@stagehouse/shared/api-paths).' },
      ],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
