// One lint configuration for every workspace. Rules that encode an architectural decision say why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['public-site', 'auth-remote', 'admin-console'];

/** Remotes are released on their own: they never import each other or the shell. */
const independence = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: ['shell', ...remotes]
          .filter((name) => name !== self)
          .flatMap((name) => [
            {
              group: [`@party/${name}`, `@party/${name}/*`, `**/${name}/**`],
              message: `${self} must not import ${name}: each frontend is built and released on its own; share code through @party/shared-ui.`,
            },
          ]),
      },
    ],
  },
});

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
  ...remotes.map(independence),
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@party/shell', ...remotes.map((r) => `@party/${r}`)],
              message: 'shared-ui sits below every frontend: it must not import the shell or a remote.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: remotes.flatMap((r) => [`@party/${r}`, `**/${r}/**`]),
              message:
                'The shell finds remotes at run time through config.json and the Module Federation runtime; a static import would tie their releases together.',
            },
          ],
        },
      ],
    },
  },
);
