import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layout's one-way imports (docs/decisions/002, 034 and 078), checked on the resolved file so
// that no relative path goes round them. Every feature folder gets its zone: a new feature is
// kept apart from the others without a new line here. What one capability offers another sits in
// its `public/` folder, the one place another feature may import from (decision 078).
const features = fs
  .readdirSync(new URL('client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `client/src/features/${name}`,
  from: 'client/src/features',
  except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/public`)],
  message:
    'A feature imports another feature only from its public/ folder: move what both need there (decision 078), or to components/, lib/ or content/ when every capability may use it.',
}));
const layerZones = [
  {
    target: ['client/src/components', 'client/src/lib', 'client/src/content'],
    from: ['client/src/features', 'client/src/app'],
    message: 'Shared client code does not depend on features or route pages.',
  },
  {
    target: ['server/src/plugins', 'server/src/domain', 'server/src/scheduling', 'server/src/http'],
    from: 'server/src/routes',
    message: 'Plugins and the modules below them do not import routes: routes build on them, never the other way.',
  },
];
// Infrastructure serves every capability and knows none of them (decision 115).
const pluginsZone = {
  target: 'server/src/plugins',
  from: 'server/src/domain',
  message:
    'A plugin of server/src/plugins/ is infrastructure and imports no capability: what needs domain/ is that capability’s own plugin, domain/<name>/<name>-plugin.ts (decision 115).',
};
// The only folders of server/src/plugins/: the database, the live events, the mail, the token
// check and the outside plugins. A capability's plugin lives in its domain/ folder (decision 115).
const infrastructure = ['auth', 'database', 'external', 'live', 'mail'];
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
            'contracts/source-aliases.d.mts',
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
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...layerZones, pluginsZone]) },
  },
  {
    files: ['server/src/plugins/**/*.ts'],
    ignores: infrastructure.map((name) => `server/src/plugins/${name}/**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `server/src/plugins/ holds infrastructure only (${infrastructure.join(', ')}): a capability, its plugin included, lives in server/src/domain/<name>/ (decision 115).`,
        },
      ],
    },
  },
  {
    // A domain module is plain code over the database, called by routes and plugins; what
    // registers with Fastify (a timer, a decorator) is the capability's own plugin, the one file
    // named <name>-plugin.ts in its folder (decisions 078 and 115).
    files: ['server/src/domain/**/*.ts'],
    ignores: ['server/src/domain/**/*-plugin.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|fastify-plugin|@fastify/.*)$',
              // Fastify's types (the app, a request, the logger) describe what a module is handed;
              // registering, decorating and hooking take a value import.
              allowTypeImports: true,
              message:
                'Only a capability’s own plugin (domain/<name>/<name>-plugin.ts) uses Fastify: keep this module plain, or put what registers with Fastify in that plugin (decision 115).',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes parse, authorise, call and reply: the queries are the capability's, in domain/
    // (decision 115). No query builder, no SQL template, no row type of the schema here.
    files: ['server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom|transaction)$/]',
          message: 'No query in a route: move it to the capability’s folder in server/src/domain/ (decision 115).',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'No SQL in a route: move it to the capability’s folder in server/src/domain/ (decision 115).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              message: 'No query in a route: the database is read in server/src/domain/ (decision 115).',
            },
          ],
          patterns: [
            {
              regex: '/plugins/database/',
              message:
                'A route sees no database row or schema: the capability in server/src/domain/ returns what it needs (decision 115).',
            },
          ],
        },
      ],
    },
  },
);
