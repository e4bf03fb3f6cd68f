// Lint: typescript-eslint's recommended rules, plus the purity rules of impl/ (DESIGN.md §1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const FEATURES = ['accounts', 'community', 'newsletter', 'savings', 'search', 'mcp'];
const impure = 'tools are pure: no clock, randomness, environment, locale or I/O in impl/';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'sdk/dist/', 'generated/', 'data/', 'scratch/', 'test/support/reporter.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['impl/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'process', message: impure }, { name: 'Date', message: impure }, { name: 'Intl', message: impure },
        { name: 'setTimeout', message: impure }, { name: 'setInterval', message: impure }, { name: 'fetch', message: impure },
        { name: 'performance', message: impure }, { name: 'crypto', message: impure }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: impure },
        { property: 'localeCompare', message: impure },
        { property: 'toLocaleString', message: impure },
        { property: 'toLocaleUpperCase', message: impure },
        { property: 'toLocaleLowerCase', message: impure }],
      'no-restricted-imports': ['error', { patterns: [
        { group: ['koa', 'koa/*', '@koa/*', 'knex', 'pg', 'better-sqlite3', 'pino', 'node:fs', 'fs', 'node:net', 'node:http', 'node:child_process', 'node:os', 'node:process'], message: impure },
        { group: ['**/runtime/**', '**/generator/**'], message: 'impl/ imports only generated types and impl helpers' },
      ] }],
    },
  },
  {
    // One-way data flow: the generator builds from contracts/ and common/, never from the service.
    files: ['generator/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/runtime/**', '**/impl/**'], message: 'generator/ imports only common/ (code it shares with the runtime)' },
      ] }],
    },
  },
  // The runtime in vertical slices (README, How it is built): core imports no slice; execution
  // imports core; a feature imports core and execution, never another feature; only the
  // composition root (runtime/app.ts, services.ts, server.ts) knows them all.
  ...[
    { dir: 'core', banned: ['execution', ...FEATURES], message: 'runtime/core/ imports nothing of execution/ or a feature' },
    { dir: 'execution', banned: FEATURES, message: 'runtime/execution/ imports core/, never a feature' },
    ...FEATURES.map((f) => ({ dir: f, banned: FEATURES.filter((g) => g !== f), message: `runtime/${f}/ imports core/ and execution/, never another feature (wire it in runtime/app.ts)` })),
  ].map(({ dir, banned, message }) => ({
    files: [`runtime/${dir}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: banned.map((b) => `**/${b}/**`), message },
        // The composition root (execution/services.ts, the Services type, is a slice's own file).
        { group: ['**/app.js', '**/server.js', dir === 'core' ? '**/services.js' : '../services.js'], message: `${message}; the composition root imports the slices, not the other way` },
      ] }],
    },
  })),
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/runtime/**', '**/generator/**', '**/impl/**', '**/generated/**'], message: 'common/ is shared by generator/ and runtime/ and imports neither' },
      ] }],
    },
  },
);
