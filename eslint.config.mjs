// One lint configuration for every workspace. Rules that encode an architectural decision say why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import houseRules from './tooling/lint/house-rules.mjs';

const remotes = ['public-site', 'auth-remote', 'admin-console'];

/**
 * Frontends route through shared-ui, which re-exports the part of react-router they use: a remote that
 * bundled its own react-router would have no router context inside the shell. Tests may build their own
 * router (MemoryRouter): they run without federation.
 */
const routerThroughSharedUi = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message:
    'Import routing (Link, useNavigate, …) from @party/shared-ui: the page has one router, shared through shared-ui.',
};
const testFiles = ['**/*.test.{ts,tsx}', '**/test-utils.{ts,tsx}'];
/**
 * shared-ui's test helpers start a Node HTTP server and set the session by hand: for tests only, never
 * part of an app's bundle.
 */
const testingOnlyInTests = {
  group: ['@party/shared-ui/testing', '@party/shared-ui/testing/*'],
  message:
    '@party/shared-ui/testing is for tests (*.test.ts(x), test-utils.ts(x)) only: it starts a Node HTTP server and sets the session without signing in.',
};

/**
 * @party/tooling is the frontends' Node side (webpack, the static server, releases): build scripts, servers,
 * scripts and tests use it, browser code never does. shared-ui sits below it (the tooling imports
 * shared-ui), so shared-ui never imports it at all.
 */
const toolingNotInTheBrowser = {
  group: ['@party/tooling', '@party/tooling/*', '**/tooling/**'],
  message:
    '@party/tooling runs on Node (webpack, the static server, releases): only build scripts, servers, scripts and tests import it, never browser code.',
};
/**
 * shared-ui's node-facing subpaths (runtime config, compatibility, product, roles, federation runtime) are
 * for the tooling and the contract tests: browser code takes them from @party/shared-ui, the one shared singleton, not a second copy.
 */
const sharedUiSingletonInTheBrowser = {
  group: [
    '@party/shared-ui/runtime-config',
    '@party/shared-ui/compatibility',
    '@party/shared-ui/product',
    '@party/shared-ui/roles',
    '@party/shared-ui/links',
    '@party/shared-ui/federation/*',
  ],
  message:
    'Import it from @party/shared-ui: these subpaths are for the Node tooling, and a frontend importing one bundles a second copy beside the shared singleton.',
};

/**
 * `no-restricted-imports` for an app's files, the same plus the tooling rules for its browser code (src/),
 * and the same without the router rule for its tests.
 */
const restrictImports = (files, patterns) => [
  {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...patterns, routerThroughSharedUi, testingOnlyInTests] },
      ],
    },
  },
  {
    files: [`${files[0].split('/')[0]}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...patterns,
            routerThroughSharedUi,
            testingOnlyInTests,
            toolingNotInTheBrowser,
            sharedUiSingletonInTheBrowser,
          ],
        },
      ],
    },
  },
  {
    files: testFiles.map((test) => `${files[0].split('/')[0]}/${test}`),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  },
];

/** Remotes are released on their own: they never import each other or the shell. */
const independence = (self) =>
  restrictImports(
    [`${self}/**/*.{ts,tsx}`],
    ['shell', ...remotes]
      .filter((name) => name !== self)
      .map((name) => ({
        group: [`@party/${name}`, `@party/${name}/*`, `**/${name}/**`],
        message: `${self} must not import ${name}: each frontend is built and released on its own; share code through @party/shared-ui.`,
      })),
  );

const sharedUiBelowFrontends = {
  group: ['@party/shell', ...remotes.map((r) => `@party/${r}`)],
  message: 'shared-ui sits below every frontend: it must not import the shell or a remote.',
};

/** The API's db/ holds the database itself and reaches nothing above it (see the floors below). */
const apiDbIsTheBottomFloor = {
  group: [
    '**/modules/**',
    '**/plugins/**',
    '**/shared/**',
    '**/mail/**',
    '**/seed/**',
    '**/cli/**',
    '**/config',
    '**/config.js',
    '**/app.js',
    '**/server.js',
  ],
  message:
    'api/src/db is the bottom floor (connection, migrations, schema types, migration runner, row locks): it imports no feature, plugin, helper or the config; the caller passes what it needs.',
};

/** Queries are built in repositories only. */
const kyselyOnlyInRepositories = {
  name: 'kysely',
  allowTypeImports: true,
  message:
    "Queries live in the module's *.repository.ts: outside it, import only Kysely types (Kysely<Database> for a transaction).",
};

/** plugins/ and modules/ share a floor and never import each other (see the floors below). */
const apiPluginsAndModulesApart = {
  fromPlugins: {
    group: ['**/modules/**'],
    message:
      'A plugin never imports a feature module: the app passes it what it needs (app.ts), so the platform does not depend on the features it serves.',
  },
  fromModules: {
    group: ['**/plugins/**'],
    message:
      'A module never imports a plugin: what both need lives in shared/ (the caller in shared/principal.ts, validation in shared/validation.ts).',
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'tests/playwright-report/**',
      'tests/test-results/**',
      // Builds copied by the release tools and the end-to-end tests.
      '**/.tmp/**',
      '**/.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify and React accept promise-returning handlers; floating promises elsewhere are bugs.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins, hooks and handlers are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Migrations are frozen in time: they must not depend on today's table types.
    files: ['api/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The API's floors, from the bottom: db/ (the database itself), shared/ (helpers every feature may use),
  // plugins/ and modules/<feature>/, then seed/, cli/, app.ts and server.ts. A floor imports only those
  // below it, so a generic piece is never reached by importing a feature back up.
  {
    files: ['api/src/db/**/*.ts'],
    ignores: ['api/src/db/migrations/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiDbIsTheBottomFloor] }] },
  },
  {
    files: ['api/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message:
                'Migrations are frozen in time: they take Kysely<any> and import nothing outside migrations/, not even the schema types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/plugins/**', '**/seed/**', '**/cli/**'],
              message:
                'shared/ is one floor below the platform and the features: it never imports a plugin or a module (or the seeds and CLIs above them). Move what both need down into shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The platform (plugins/) and the features (modules/) sit side by side on one floor: neither imports
    // the other. The app hands a plugin what it needs from a feature (app.ts).
    files: ['api/src/plugins/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiPluginsAndModulesApart.fromPlugins] }] },
  },
  {
    files: ['api/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiPluginsAndModulesApart.fromModules] }] },
  },
  {
    // The repository is the only place a module talks to Kysely: services hold rules and transactions.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [kyselyOnlyInRepositories], patterns: [apiPluginsAndModulesApart.fromModules] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message:
            "Queries live in the module's *.repository.ts: call a repository function (passing the transaction) instead of building the query here.",
        },
      ],
    },
  },
  {
    // A route reads the request and answers; what it asks of the data goes through the module's service.
    files: ['api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [kyselyOnlyInRepositories],
          patterns: [
            apiPluginsAndModulesApart.fromModules,
            {
              group: ['./*.repository', './*.repository.js', '**/*.repository.js'],
              allowTypeImports: true,
              message:
                "A route calls its module's service, never a repository: the service holds the rules around every query.",
            },
          ],
        },
      ],
    },
  },
  {
    // The API's command-line entry points (npm run db:migrate, db:seed) talk to the terminal.
    files: ['api/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['{shell,public-site,auth-remote,admin-console,shared-ui}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line entry points talk to the terminal.
    files: [
      'scripts/**/*.ts',
      '**/*.cli.ts',
      '**/bench/**/*.ts',
      '*/server.ts',
      '*/webpack.build.ts',
      'tooling/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  ...remotes.flatMap(independence),
  {
    // The same layout in every app (tooling/lint/house-rules.mjs): features stay apart; tests sit beside
    // what they test; styles in src/styles/; query keys in each feature's api/<name>-keys.ts.
    files: ['{shell,public-site,auth-remote,admin-console}/src/**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: {
      'house/no-cross-feature-imports': 'error',
      'house/tests-beside-code': 'error',
      'house/styles-in-styles-folder': 'error',
      'house/query-keys-in-keys-file': 'error',
    },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedUiBelowFrontends, toolingNotInTheBrowser] }],
    },
  },
  {
    // shared-ui's own app code reaches its test helpers neither by the package name nor by a path.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'shared-ui/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedUiBelowFrontends,
            toolingNotInTheBrowser,
            testingOnlyInTests,
            {
              group: ['**/testing', '**/testing/*', '**/test-api-server'],
              message: testingOnlyInTests.message,
            },
          ],
        },
      ],
    },
  },
  {
    // The tooling sits between shared-ui and the frontends: it reaches shared-ui through its package
    // exports only, and never imports an app (each app's webpack.build.ts and server.ts call it).
    files: ['tooling/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@party/shell',
                ...remotes.map((r) => `@party/${r}`),
                '@party/shell/*',
                ...remotes.map((r) => `@party/${r}/*`),
              ],
              message: 'The tooling builds and serves the frontends; it never imports one.',
            },
            {
              group: ['**/shared-ui/src/**', '../shared-ui/**'],
              message:
                'Reach shared-ui through its package exports (@party/shared-ui/runtime-config, …), not its files.',
            },
          ],
        },
      ],
    },
  },
  ...restrictImports(
    ['shell/**/*.{ts,tsx}'],
    [
      {
        group: remotes.flatMap((r) => [`@party/${r}`, `**/${r}/**`]),
        message:
          'The shell finds remotes at run time through config.json and the Module Federation runtime; a static import would tie their releases together.',
      },
    ],
  ),
);
