// ESLint flat config: typescript-eslint strict-ish rules, react hooks, and the layer boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const pureDirs = ['src/domain/**', 'src/protocol/**', 'src/arena/core/**'];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: pureDirs,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'pixi.js', '@pixi/*', 'gsap', 'howler', 'fastify', 'ws', 'node:*'],
              message: 'domain/protocol/arena-core stay pure',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'randomness comes in as an argument' },
        { object: 'Date', property: 'now', message: 'time comes in as an argument' },
      ],
    },
  },
  {
    files: ['src/arena/**', 'server/services/**'],
    rules: { 'no-console': 'error' },
  },
);
