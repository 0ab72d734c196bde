// ESLint flat config: typescript-eslint with type-aware rules, react hooks, and the layer boundaries of
// ../shared/ARCHITECTURE.md ("Layers: imports flow one way"), so a broken boundary fails `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under src/features is a feature; a new one is covered without editing this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Packages the pure layers may not touch: they run unchanged in Node and in the browser.
const impurePackages = [
  'react',
  'react-*',
  'react-dom',
  'pixi.js',
  '@pixi/*',
  'gsap',
  'howler',
  '@reduxjs/*',
  'i18next',
  'fastify',
  '@fastify/*',
  'ws',
  'ioredis',
  'kysely',
  'pg',
  'better-sqlite3',
  'node:*',
];

/** The back office (src/admin) is its own lazy chunk: the player's code never imports it (the router loads it). */
const adminDoor = {
  regex: '(^|/)admin/',
  message: 'the player bundle does not import src/admin (the router lazy-loads it)',
};

/** Only src/arena/index.ts is the arena's door for the rest of the app. */
const arenaDoor = {
  regex: '(^|/)arena/(?!index$).+',
  message: 'import the arena through src/arena/index.ts only',
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'public', 'tests/bench/arena/lab/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The rest of the app reaches the arena only through its index.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/arena/**', 'src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [arenaDoor, adminDoor] }] },
  },
  {
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [arenaDoor] }] },
  },
  // A feature does not import another feature's internals: what two share moves to components/, lib/ or domain/.
  ...features.map((f) => ({
    files: [`src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            arenaDoor,
            adminDoor,
            {
              regex: `(^|/)(features/|\\.\\./)(?!${f}/)(${features.join('|')})/`,
              message: `features/${f} does not import another feature; share through components/, lib/ or domain/`,
            },
          ],
        },
      ],
    },
  })),
  // domain, protocol and arena/core are pure and import nothing outside themselves except each other.
  ...[
    { files: ['src/domain/**', 'src/protocol/**'], outside: '^\\.\\./(?!domain/|protocol/)' },
    { files: ['src/arena/core/**'], outside: '^\\.\\./(?!\\.\\./(domain|protocol)/)' },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: impurePackages, message: 'domain/protocol/arena-core stay pure' },
            { regex: outside, message: 'domain/protocol/arena-core import only each other' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'randomness comes in as an argument' },
        { object: 'Date', property: 'now', message: 'time comes in as an argument' },
      ],
    },
  })),
  {
    files: ['src/arena/**', 'server/services/**'],
    rules: { 'no-console': 'error' },
  },
  // One data layer: every RTK Query endpoint lives in src/api, in the file of its server resource (the back office's
  // in src/admin/<area>/api.ts, on its own adminApi).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/admin/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='injectEndpoints']",
          message: 'endpoints live in src/api, one file per server resource',
        },
      ],
    },
  },
  // Services and the kernel hold the rules with no HTTP in them: what the world learns leaves as domain events
  // (server/kernel/events.ts), never through a plugin, a route or the realtime hub.
  {
    files: ['server/services/**', 'server/kernel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(plugins|routes|realtime)/',
              message:
                'services and the kernel import no plugin, route or realtime code: record a domain event',
            },
            { group: ['fastify', '@fastify/*', 'fastify-plugin'], message: 'services have no HTTP in them' },
          ],
        },
      ],
    },
  },
);
