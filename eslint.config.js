import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'pwa/dist/',
      'pwa/dist-server/',
      'pwa/dev-dist/',
      'data/',
      'e2e/.artifacts/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // The server and the database never reach into the browser app: what both sides need (the
    // agency's copy, shapes, rules) lives in api/content and api/contract, so a change to a
    // screen cannot break the server. Only the tests that render the site from its source (in
    // place of the built server bundle) import the app's server entry.
    files: ['api/**/*.{ts,tsx}', 'db/**/*.{ts,tsx}'],
    ignores: ['api/test/renderingServer.ts', 'api/pages/renderedPages.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pwa/*', '**/pwa/src/*', '**/pwa/src/**'],
              message:
                'The server does not import the browser app; move what both need to api/content or api/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
);
