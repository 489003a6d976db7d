import Fastify, { type FastifyInstance } from 'fastify';

/** What the comparator serves: one route per benchmark row and the statements it runs. */
export interface ComparatorPlan {
  databaseUrl: string;
  poolMax: number;
  rows: { path: string; statements: readonly Statement[] }[];
}

/** One SQL statement as the API's executor ran it. */
export interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * The comparator of `npm run bench:api`: a bare Fastify server with one route per row, running that row's
 * statements (all at once, each as `runner` made it ready when the route was set up) and answering their
 * rows as JSON, and `/bare`, answering fixed JSON (the machine's ceiling). Not listening yet.
 */
export function comparatorServer(
  rows: readonly ComparatorPlan['rows'][number][],
  runner: (statement: Statement) => () => Promise<unknown[]>,
): FastifyInstance {
  const app = Fastify({ logger: false });
  for (const { path, statements } of rows) {
    const runs = statements.map(runner);
    app.get(path, async () => ({ success: true, data: await Promise.all(runs.map((run) => run())) }));
  }
  const payload = { success: true, data: { status: 'ok' }, message: 'bare' };
  app.get('/bare', async () => payload);
  return app;
}
