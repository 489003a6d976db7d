import { buildApp } from '@party/tooling/webpack';

await buildApp({
  name: 'auth-remote',
  dir: import.meta.dirname,
  title: 'Sign in · Constituency Branch',
  remote: {
    container: 'auth_remote',
    exposes: { './routes': './src/routes.tsx' },
    serverRoutes: './src/routes.tsx',
  },
});
