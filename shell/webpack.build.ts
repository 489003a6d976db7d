import { buildApp } from '@party/tooling/webpack';

// The host. It names no remote at build time: where they live comes from config.json at run time.
await buildApp({ name: 'shell', dir: import.meta.dirname, title: 'Constituency Branch' });
