import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries of STYLE.md: web ↛ server, server ↛ web, shared ↛ anything but zod and date helpers.
const noServer = {
  group: ['@mesonet/server', '@mesonet/server/*', '**/server/src/**'],
  message: 'The browser must not import server code: put what both sides need in shared/.',
};
const noWeb = {
  group: ['@mesonet/web', '@mesonet/web/*', '**/web/src/**'],
  message: 'The server must not import web code: put what both sides need in shared/.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            noWeb,
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom'],
              message: 'shared/ is pure: no Node, no DOM, no React. It may use zod and date helpers only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb] }] },
  },
  {
    files: ['server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWeb,
            {
              group: ['fastify', 'fastify/*'],
              message: 'Services hold rules, not HTTP: keep Fastify types in *.routes.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              group: ['@/features/*', '@/app/*'],
              message:
                'Features do not reach into each other or up into app/: use relative imports inside a feature, and lift shared code to components/, lib/ or shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small enough to read whole: a file is one concept, a function one step. Tests read as tables and stories, so they may be longer.
    files: ['shared/src/**/*.ts', 'server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
