import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

// The guide's import rules (docs/decisions/0002-layout-and-boundaries.md):
// app -> features, components, contracts, lib, config, server (pages, layouts, route handlers)
// features -> components, contracts, lib, hooks, config; never another feature, server or app
// server -> contracts, lib, config; nothing outside app and server imports server
const boundaries = [
  { target: './src/features', from: './src/server', message: 'Client features never import server code.' },
  { target: './src/features', from: './src/app', message: 'Features never import routes.' },
  {
    target: './src/components',
    from: './src/server',
    message: 'Shared components never import server code.',
  },
  { target: './src/components', from: './src/features', message: 'Shared components know no feature.' },
  { target: './src/components', from: './src/app', message: 'Shared components never import routes.' },
  { target: './src/contracts', from: './src/server', message: 'Contracts are shared with the client.' },
  { target: './src/contracts', from: './src/features', message: 'Contracts know no feature.' },
  { target: './src/lib', from: './src/server', message: 'lib is pure and shared with the client.' },
  { target: './src/lib', from: './src/features', message: 'lib knows no feature.' },
  { target: './src/hooks', from: './src/server', message: 'Client hooks never import server code.' },
  { target: './src/config', from: './src/server', message: 'Configuration depends on nothing.' },
  { target: './src/server', from: './src/features', message: 'Server code never imports client UI.' },
  { target: './src/server', from: './src/app', message: 'Server code never imports routes.' },
  { target: './src/server', from: './src/components', message: 'Server code never imports client UI.' },
];

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { drizzle },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx', 'connection'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx', 'connection'] }],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/config/env.ts.',
        },
      ],
    },
  },
  {
    // The configuration module itself, the Next.js entry points that must read their own runtime variables,
    // the command-line tools and the tests.
    files: [
      'src/config/env.ts',
      'src/instrumentation.ts',
      'next.config.ts',
      'scripts/**',
      'e2e/**',
      'security/**',
      'resilience/**',
      '**/*.test.ts',
      'src/testing/**',
      'playwright.config.ts',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
