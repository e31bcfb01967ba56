// Lint: typescript-eslint's recommended rules, React hooks rules, and the module boundaries of
// ARCHITECTURE.md: shared imports neither side; web never imports server.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#web/*', '**/server/**', '**/web/**'],
              message: 'shared imports neither side.',
            },
            {
              group: ['react', 'react-dom', 'fastify', 'drizzle-orm', 'pg'],
              message: 'shared stays framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#web/*', '**/web/**', '!#web/render/*', '!**/web/render/**'],
              message: 'The server imports the client only through src/web/render (server rendering).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'src/server/cli/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
