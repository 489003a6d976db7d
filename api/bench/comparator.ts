/**
 * The comparator of `npm run bench:api`, in a process of its own as the API is: a bare Fastify server on a
 * plain `pg` pool with one route per benchmark row, `/list/<n>`, running that row's SQL statements (all at
 * once, prepared where the API prepares them) and answering their rows as JSON, and `/bare`, answering
 * fixed JSON (the machine's ceiling).
 *
 * Usage: `node --import tsx bench/comparator.ts <plan.json>`, where the plan is
 * `{ databaseUrl, poolMax, rows: [{ path, statements: [{ sql, parameters }] }] }`. Prints
 * `listening <url>` once it listens on loopback; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { worthPreparing } from '../src/db/kysely.js';

export interface ComparatorPlan {
  databaseUrl: string;
  poolMax: number;
  rows: { path: string; statements: { sql: string; parameters: unknown[] }[] }[];
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ComparatorPlan;
const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.poolMax });
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `bench_${names.size + 1}`));
  return name;
};

const app = Fastify({ logger: false });
for (const { path, statements } of plan.rows) {
  const queries = statements.map(({ sql: text, parameters }) =>
    worthPreparing(text) ? { name: nameOf(text), text, values: parameters } : { text, values: parameters },
  );
  app.get(path, async () => ({
    success: true,
    data: await Promise.all(
      queries.map(async (query) => (await pool.query<Record<string, unknown>>(query)).rows),
    ),
  }));
}
const payload = { success: true, data: { status: 'ok' }, message: 'bare' };
app.get('/bare', async () => payload);

await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
