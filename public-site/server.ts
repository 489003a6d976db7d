import path from 'node:path';
import { envPort, releasesDir, serveUntilSignalled } from '@party/tooling/server';

// The remote's own server: its assets for any host page, and its standalone app at /.
await serveUntilSignalled({
  name: 'public-site',
  // DIST_DIR serves another build of the remote, e.g. a release folder beside the current one.
  root: path.resolve(process.env.DIST_DIR ?? path.join(import.meta.dirname, 'dist')),
  host: process.env.HOST ?? '127.0.0.1',
  port: envPort('PORT', 8081),
  remote: true,
  // Its releases (npm run release -w public-site) at /releases/<id>/, old ones included.
  releasesRoot: path.join(releasesDir(), 'public-site'),
  // Standalone, the app calls /api on its own origin.
  ...(process.env.API_URL ? { apiUpstream: process.env.API_URL } : {}),
});
