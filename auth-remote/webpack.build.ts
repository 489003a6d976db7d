import { buildApp } from '@party/shared-ui/webpack';

await buildApp({
  name: 'auth-remote',
  dir: import.meta.dirname,
  title: 'Sign in · Constituency Branch',
  remote: { container: 'auth_remote', exposes: { './routes': './src/routes.tsx' } },
});
