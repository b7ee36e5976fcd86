// Lint with zero warnings (npm run lint fails on any). Type-aware promise rules where a
// forgotten promise costs most (see below); the renderer's are left for a later step.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // Type-aware promise rules where a forgotten promise ends a process or hangs a shutdown:
  // the server, the station's main process and the tools and test support around them.
  {
    files: ['src/server/**/*.ts', 'src/main/**/*.ts', 'src/preload/**/*.ts', 'tools/**/*.ts', 'tests/support/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // The runtimes' boundaries (ARCHITECTURE.md): each talks to the others only through
  // src/shared (the contract, the bridge, the domain). The one crossing allowed is the
  // station's main process starting the embedded server through its entry, server/start.
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/renderer/**', '**/main/**', '**/preload/**', '@renderer/**'], message: 'src/shared is shared by every runtime: it imports none of them.' }] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/renderer/**', '**/main/**', '**/preload/**', '@renderer/**'], message: 'The server talks to the screens and the station through src/shared only.' }] }] },
  },
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    // The station's integration tests stand a real server up beside it.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**', '@renderer/**', '**/server/**', '!**/server/start'], message: 'The station reaches the server only through its entry (server/start) and the screens only through the bridge.' }] },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/main/**', '**/preload/**'], message: 'The renderer reaches the server through the contract (api/http.ts) and the station through the bridge.' }] }] },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
