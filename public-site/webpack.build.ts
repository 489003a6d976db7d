import { buildApp } from '@party/tooling/webpack';

await buildApp({
  name: 'public-site',
  dir: import.meta.dirname,
  title: 'Constituency Branch',
  remote: {
    container: 'public_site',
    exposes: { './routes': './src/routes.tsx' },
    serverRoutes: './src/routes.tsx',
  },
});
