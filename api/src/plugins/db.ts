import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/kysely.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder every repository uses. */
    db: Kysely<Database>;
    database: DatabaseHandle;
  }
}

/**
 * Makes the opened database available to every module. With `owned`, the app opened it and closes it
 * (draining the pool) on app close; a database handed in stays open for whoever opened it.
 */
async function dbPlugin(app: FastifyInstance, options: { database: DatabaseHandle; owned: boolean }) {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  if (options.owned) {
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  }
}

export default fp(dbPlugin, { name: 'db' });
