import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import innkeep from './scripts/eslint/no-untranslated-text.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'packages/db/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules (floating and misused promises, needless assertions, unsafe `any`) for TypeScript;
  // each file is checked with the tsconfig.json nearest to it.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      // Fastify hooks and plugins are async by contract (no `done` callback), and services are async so a throw is a rejection.
      '@typescript-eslint/require-await': 'off',
      // Reject with an Error, but passing on a caught error or an AbortSignal's reason as it is stays allowed (as in only-throw-error).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    files: ['apps/*/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // Asymmetric matchers (`expect.any(String)`, `expect.stringMatching(...)`) are typed `any` by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // `expect(client.close).toHaveBeenCalled()` reads a spied method without calling it, by design.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Hotel rules know no transport: services throw AppError (lib/errors.ts), which trpc/errors.ts maps at the edge.
    files: ['apps/api/src/services/**/*.ts', 'apps/api/src/lib/**/*.ts', 'apps/api/src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@trpc/*', '**/trpc/*'], message: 'Services and lib stay transport-free.' }] },
      ],
    },
  },
  {
    // Plain JavaScript (build scripts, generators, this file) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word on screen comes from the catalogues (issue 31); tests may write the words they look for.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { innkeep },
    rules: { 'innkeep/no-untranslated-text': 'error' },
  },
);
