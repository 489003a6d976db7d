import { buildApp } from '@party/tooling/webpack';

await buildApp({
  name: 'admin-console',
  dir: import.meta.dirname,
  title: 'Back office · Constituency Branch',
  remote: { container: 'admin_console', exposes: { './routes': './src/routes.tsx' } },
});
