// One lint configuration for every workspace. Rules that encode an architectural decision say why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

/** `no-restricted-imports` for app code, and the same without the router rule for its tests. */
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'tests/playwright-report/**',
      'tests/test-results/**',
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
      'shared-ui/node/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  ...remotes.flatMap(independence),
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedUiBelowFrontends] }] },
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
