// Lint: typescript-eslint's recommended rules, React hooks rules, and the module boundaries of
// docs/ARCHITECTURE.md: shared imports neither side; web never imports server; a client feature never
// imports another (what several need lives in src/web/api, components or lib).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CLIENT_NOT_SERVER = {
  group: ['\\#server/*', '**/server/**'],
  message: 'The client never imports server code.',
};

const FEATURES = readdirSync(new URL('./src/web/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One block per feature folder (as bulletproof-react does): its files may import src/web's shared
 * folders and themselves, not another feature, whether by alias or by a relative path that climbs
 * out of the feature (a feature's own subfolder named like another feature would be refused too).
 */
const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((name) => name !== feature).join('|');
  return {
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIENT_NOT_SERVER,
            {
              regex: `(^|/)features/(?!${feature}/)|^(\\.\\./)+(${others})(/|$)`,
              message: `Features never import each other: move what ${feature} shares with another feature to src/web/api, src/web/components or src/web/lib.`,
            },
          ],
        },
      ],
    },
  };
});

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
      'no-restricted-imports': ['error', { patterns: [CLIENT_NOT_SERVER] }],
    },
  },
  ...featureBoundaries,
  {
    // Issue 30: every text a person reads comes from the catalogue (src/shared/i18n/messages), in the
    // reader's language. Words written straight into a component would stay English for everyone.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: 'Text a person reads belongs in the message catalogue: use t(key).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|aria-description)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: 'Text a person reads belongs in the message catalogue: use t(key).',
        },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}{2,}/u], :matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2,}/u]',
          message: 'Text a person reads belongs in the message catalogue: use t(key).',
        },
        {
          selector:
            "CallExpression[callee.name='toast'] Property[key.name=/^(title|description)$/] > Literal[value=/\\p{L}{2,}/u]",
          message: 'Toast texts belong in the message catalogue: use t(key).',
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
              group: ['\\#server/*', '\\#web/*', '**/server/**', '**/web/**'],
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
              regex: '(^#|^|/)web/(?!render/)',
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
