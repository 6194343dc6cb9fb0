import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layout's one-way imports (docs/decisions/002 and 034), checked on the resolved file so
// that no relative path goes round them. Every feature folder gets its zone: a new feature is
// kept apart from the others without a new line here.
const featureZones = fs
  .readdirSync(new URL('client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `client/src/features/${entry.name}`,
    from: 'client/src/features',
    except: [`./${entry.name}`],
    message: 'A feature does not import another feature: move what both need to components/, lib/ or content/.',
  }));
const layerZones = [
  {
    target: ['client/src/components', 'client/src/lib', 'client/src/content'],
    from: ['client/src/features', 'client/src/app'],
    message: 'Shared client code does not depend on features or route pages.',
  },
  {
    target: 'server/src/plugins',
    from: 'server/src/routes',
    message: 'Plugins do not import routes: routes build on plugins, never the other way.',
  },
];
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'playwright.config.ts',
            'server/vitest.config.ts',
            'server/vitest.engines.config.ts',
            'contracts/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and routes are async by contract, even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          // The server writes its imports as the compiled .js they become.
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...layerZones]) },
  },
);
