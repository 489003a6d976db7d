import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.js';

/** A Fastify server logging at `level` through requestLogger, and the lines it has written. */
function serverAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/speaks', async (request) => {
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn({ step: 'warn' }, 'a warning');
    return { level: request.log.level };
  });
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a debug line');
    return { level: request.log.level };
  });
  return { app, lines };
}

describe('requestLogger', () => {
  it('writes what the level lets through, with the request id bound', async () => {
    const { app, lines } = serverAt('warn');
    const res = await app.inject({ url: '/speaks' });
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((line) => line.msg)).toEqual(['a warning']);
    expect(lines[0]).toMatchObject({ step: 'warn', reqId: expect.any(String) as unknown, level: 40 });
    await app.close();
  });

  it("logs each request's arrival and answer at info, as Fastify does", async () => {
    const { app, lines } = serverAt('info');
    await app.inject({ url: '/quiet' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(lines[1]!.reqId).toBe(lines[0]!.reqId);
    await app.close();
  });

  it("applies a route's own level", async () => {
    const { app, lines } = serverAt('warn');
    const res = await app.inject({ url: '/own-level' });
    expect(res.json()).toEqual({ level: 'debug' });
    expect(lines.map((line) => line.msg)).toContain('a debug line');
    await app.close();
  });

  it('makes no child logger for a request that writes nothing', async () => {
    const { app, lines } = serverAt('warn');
    let made = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => {
      made += 1;
      return child(...args);
    };
    await app.inject({ url: '/quiet' });
    expect(made).toBe(0);
    await app.inject({ url: '/speaks' });
    expect(made).toBe(1);
    expect(lines).toHaveLength(1);
    await app.close();
  });
});
