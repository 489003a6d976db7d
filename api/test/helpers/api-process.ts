import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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

/** The server entry as a child process with only `env` (and PATH) in its environment, on 127.0.0.1:0. */
export function spawnApiServer(env: Record<string, string>): ChildProcess {
  // The young generation as in production (Dockerfile), so that bench:load measures the server as it runs.
  return spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'src/server.ts'], {
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

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Starts the server and resolves once it reports its address; rejects if it exits or takes too long. */
export function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  const child = spawnApiServer(env);
  let output = '';
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.kill('SIGTERM');
      const code = await exitOf(child);
      clearTimeout(kill);
      return code;
    }
    return child.exitCode;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited with ${String(code)} before it listened:\n${output}`));
    });
  });
}
