import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { describeExit, restartDelay, Supervisor, type AppSpec } from './supervisor';

// Real processes: small HTTP servers on loopback, started, killed and restarted by the supervisor.

const scratch = await mkdtemp(path.join(tmpdir(), 'party-supervisor-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A server on 127.0.0.1 (port 0) that answers its name and prints `port=<n>` once it listens. */
const SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => res.end(process.env.APP_NAME));
server.listen(0, '127.0.0.1', () => console.log('port=' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/** Exits with code 3 on its first FAILURES starts (counted in a file), then serves like SERVER. */
const FLAKY = `
const fs = require('node:fs');
const file = process.env.COUNT_FILE;
const starts = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) + 1 : 1;
fs.writeFileSync(file, String(starts));
if (starts <= Number(process.env.FAILURES)) { console.error('cannot start'); process.exit(3); }
${SERVER}`;

/** Serves like SERVER but ignores SIGTERM, as a hung server would. */
const STUBBORN = `${SERVER.replace(/process\.on\('SIGTERM'.*\n/, '')}
process.on('SIGTERM', () => {});`;

const ports = new Map<string, number>();

/** Ready once the process has printed its port; remembers the port for the test. */
const portReady =
  (name: string) =>
  (child: ChildProcess, signal: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /port=(\d+)/.exec(output);
        if (match) {
          ports.set(name, Number(match[1]));
          child.stdout?.off('data', onData);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });

const app = (name: string, script = SERVER, env: Record<string, string> = {}): AppSpec => ({
  name,
  command: process.execPath,
  args: ['-e', script],
  env: { PATH: process.env.PATH, APP_NAME: name, ...env },
  ready: portReady(name),
});

async function answer(name: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${ports.get(name)}/`, { signal: AbortSignal.timeout(2000) });
  return response.text();
}

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves when `lines` has a line matching `pattern` (checked every 20 ms, at most `timeoutMs`). */
async function logged(lines: string[], pattern: RegExp, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = lines.find((l) => pattern.test(l));
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`No line matching ${pattern} in:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let supervisors: Supervisor[] = [];
function supervisor(backoff: { initialMs: number; maxMs: number; resetAfterMs: number }) {
  const lines: string[] = [];
  const spawned: string[] = [];
  const s = new Supervisor({
    backoff,
    stopGraceMs: 500,
    log: (line) => lines.push(line),
    onSpawn: (_child, spec) => spawned.push(spec.name),
  });
  supervisors.push(s);
  return { s, lines, spawned };
}
afterEach(async () => {
  await Promise.all(supervisors.map((s) => s.stop()));
  supervisors = [];
});

describe('restartDelay', () => {
  it('doubles from the initial delay up to the cap', () => {
    const backoff = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => restartDelay(n, backoff))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('names an exit by its code or its signal', () => {
    expect(describeExit(1, null)).toBe('exit code 1');
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL');
  });
});

describe('Supervisor', { timeout: 20_000 }, () => {
  it('restarts a killed app after its backoff while the others keep answering', async () => {
    const { s, lines } = supervisor({ initialMs: 300, maxMs: 1200, resetAfterMs: 60_000 });
    s.start(app('alpha'));
    s.start(app('beta'));
    await Promise.all([s.whenReady('alpha'), s.whenReady('beta')]);
    expect(await answer('alpha')).toBe('alpha');
    expect(await answer('beta')).toBe('beta');

    const first = s.process('alpha')!;
    const killedAt = Date.now();
    first.kill('SIGKILL');
    expect(await logged(lines, /^alpha stopped/)).toBe(
      'alpha stopped (signal SIGKILL); the others keep running. Starting it again in 0.3 s.',
    );
    // During alpha's backoff beta still serves, from the same process.
    const betaPid = s.process('beta')!.pid;
    expect(await answer('beta')).toBe('beta');

    await s.whenReady('alpha');
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(300);
    expect(s.process('alpha')!.pid).not.toBe(first.pid);
    expect(await answer('alpha')).toBe('alpha');
    expect(await logged(lines, /^alpha is back \(pid \d+\)\.$/)).toBeTruthy();
    expect(s.process('beta')!.pid).toBe(betaPid);
    expect(s.restarts('beta')).toBe(0);
    expect(s.isReady('beta')).toBe(true);

    // A second stop soon after the restart waits twice as long.
    s.process('alpha')!.kill('SIGTERM');
    expect(
      await logged(lines, /^alpha stopped \(exit code 0\).*in 0\.6 s \(stop 2 in a row\)\.$/),
    ).toBeTruthy();
    await s.whenReady('alpha');
    expect(await answer('alpha')).toBe('alpha');
    expect(s.restarts('alpha')).toBe(2);
  });

  it('starts again from the initial delay once an app has stayed up long enough', async () => {
    const { s, lines } = supervisor({ initialMs: 200, maxMs: 1000, resetAfterMs: 400 });
    s.start(app('gamma'));
    await s.whenReady('gamma');
    s.process('gamma')!.kill('SIGKILL');
    await logged(lines, /^gamma stopped .* in 0\.2 s\.$/);
    await s.whenReady('gamma');
    // Up for longer than resetAfterMs: the next stop is not counted as "in a row".
    await new Promise((resolve) => setTimeout(resolve, 500));
    s.process('gamma')!.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((l) => l.startsWith('gamma stopped'))).toEqual([
      'gamma stopped (signal SIGKILL); the others keep running. Starting it again in 0.2 s.',
      'gamma stopped (signal SIGKILL); the others keep running. Starting it again in 0.2 s.',
    ]);
  });

  it('keeps trying an app that cannot start, with growing pauses, and says when it is up', async () => {
    const { s, lines } = supervisor({ initialMs: 100, maxMs: 300, resetAfterMs: 60_000 });
    const countFile = path.join(scratch, 'flaky-starts');
    s.start(app('flaky', FLAKY, { COUNT_FILE: countFile, FAILURES: '3' }));
    expect(await s.readyOrExited('flaky')).toBe(false);
    expect(s.isReady('flaky')).toBe(false);
    await s.whenReady('flaky');
    expect(await answer('flaky')).toBe('flaky');
    expect(lines.filter((l) => l.startsWith('flaky'))).toEqual([
      'flaky stopped before it was ready (exit code 3); the others keep running. Starting it again in 0.1 s.',
      'flaky stopped before it was ready (exit code 3); the others keep running. Starting it again in 0.2 s (stop 2 in a row).',
      'flaky stopped before it was ready (exit code 3); the others keep running. Starting it again in 0.3 s (stop 3 in a row).',
      expect.stringMatching(/^flaky is up after 4 attempts \(pid \d+\)\.$/),
    ]);
  });

  it('stops everything promptly, kills what ignores SIGTERM and cancels a pending restart', async () => {
    const { s, spawned } = supervisor({ initialMs: 2000, maxMs: 2000, resetAfterMs: 60_000 });
    s.start(app('calm'));
    s.start(app('stubborn', STUBBORN));
    s.start(app('crashed'));
    await Promise.all(['calm', 'stubborn', 'crashed'].map((name) => s.whenReady(name)));
    const pids = ['calm', 'stubborn', 'crashed'].map((name) => s.process(name)!.pid);
    s.process('crashed')!.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(s.process('crashed')).toBeUndefined();

    const stoppingAt = Date.now();
    await s.stop();
    // SIGTERM, then SIGKILL after the 500 ms grace for the one that ignores it.
    expect(Date.now() - stoppingAt).toBeLessThan(1500);
    expect(pids.map(alive)).toEqual([false, false, false]);
    // The restart that was due in 2 s never happens.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spawned).toEqual(['calm', 'stubborn', 'crashed']);
    expect(() => s.start(app('late'))).not.toThrow();
    expect(spawned).toHaveLength(3);
  });
});
