import { buildApp } from '@party/shared-ui/webpack';

await buildApp({
  name: 'public-site',
  dir: import.meta.dirname,
  title: 'Constituency Branch',
  remote: { container: 'public_site', exposes: { './routes': './src/routes.tsx' } },
});
