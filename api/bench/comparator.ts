/**
 * The comparator of `npm run bench:api` in a process of its own, as the API is (comparator-server.ts), on a
 * plain `pg` pool: a statement the API prepares (db/kysely.ts, worthPreparing) is prepared here too.
 *
 * Usage: `node --import tsx bench/comparator.ts <plan.json>` (a ComparatorPlan). Prints `listening <url>`
 * once it listens on loopback; stops on SIGTERM.
 */
// The same V8 settings as the API's process (src/runtime.ts), first.
import '../src/runtime.js';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { worthPreparing } from '../src/db/kysely.js';
import { comparatorServer, type ComparatorPlan, type Statement } from './comparator-server.js';

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ComparatorPlan;
const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.poolMax });
const names = new Map<string, string>();
const queryOf = ({ sql: text, parameters }: Statement): pg.QueryConfig => {
  if (!worthPreparing(text)) return { text, values: [...parameters] };
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `bench_${names.size + 1}`));
  return { name, text, values: [...parameters] };
};
const app = comparatorServer(plan.rows, (statement) => {
  const query = queryOf(statement);
  return async () => (await pool.query<Record<string, unknown>>(query)).rows;
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
