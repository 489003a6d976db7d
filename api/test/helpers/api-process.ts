import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { API_NODE_FLAGS } from '../../src/node-flags.js';

/**
 * The API's server entry as a real process (`node --import tsx src/server.ts`), on loopback with a port of
 * its own choosing: migrations, the first administrator and listening happen as in production.
 */
export interface ApiProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

const API_DIR = path.resolve(import.meta.dirname, '..', '..');

export interface SpawnOptions {
  /** Run the compiled entry (`dist/server.js`, built beforehand by `npm run build`), as production does. */
  built?: boolean;
}

/** The server entry as a child process with only `env` (and PATH) in its environment, on 127.0.0.1:0. */
export function spawnApiServer(
  env: Record<string, string>,
  { built = false }: SpawnOptions = {},
): ChildProcess {
  const entry = built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  // V8's options as in production (Dockerfile), so that the benchmarks measure the server as it runs.
  return spawn(process.execPath, [...API_NODE_FLAGS, ...entry], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** SIGTERM, then SIGKILL if `child` has not exited after `graceMs`; resolves with the exit code. */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill('SIGTERM');
  const code = await exitOf(child);
  clearTimeout(kill);
  return code;
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * `child` (a server named `what` in messages) once its output names the address it listens on (the first
 * group of `listening`); rejects if it exits first or takes longer than `timeoutMs`.
 */
export function untilListening(
  child: ChildProcess,
  listening: RegExp,
  what: string,
  timeoutMs: number,
): Promise<ApiProcess> {
  let output = '';
  const stop = (graceMs = 10_000) => stopProcess(child, graceMs);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${String(code)} before it listened:\n${output}`));
    });
  });
}

/** Starts the server and resolves once it reports its address; rejects if it exits or takes too long. */
export function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  return untilListening(
    spawnApiServer(env),
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    'The API',
    timeoutMs,
  );
}

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server entry as its own process, logging warnings only (request logs would measure the terminal), and
 * ready once its health check answers (within `timeoutMs`).
 */
export async function startQuietApiProcess(
  env: Record<string, string>,
  options: SpawnOptions = {},
  timeoutMs = 120_000,
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawnApiServer({ ...env, PORT: String(port), LOG_LEVEL: 'warn' }, options);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited before it answered:\n${output}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, url, output: () => output, stop: (graceMs = 10_000) => stopProcess(child, graceMs) };
}
