/**
 * Keeps a set of server processes running, each on its own: when one exits, the others keep serving, and
 * the one that stopped is started again after a backoff (1 s, 2 s, 4 s … up to 30 s; back to 1 s once it
 * has stayed up for a minute). Stopping the supervisor stops every process and cancels pending restarts.
 *
 * Used by `npm start` (scripts/start.ts); the unit test beside it runs real processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface AppSpec {
  /** Shown in every message about the app. */
  name: string;
  command: string;
  args: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Resolves once a started process serves (polls a URL, watches its output, …). Called after every
   * start; `signal` aborts when that process exits or the supervisor stops. Without it, a process counts
   * as ready as soon as it has been spawned.
   */
  ready?: (child: ChildProcess, signal: AbortSignal) => Promise<void>;
}

export interface Backoff {
  /** Delay before the first restart. */
  initialMs: number;
  /** Delays double up to this. */
  maxMs: number;
  /** A process that stayed up this long before it stopped is restarted after `initialMs` again. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface SupervisorOptions {
  backoff?: Partial<Backoff>;
  /** How long a process may take to stop on SIGTERM before it is killed. */
  stopGraceMs?: number;
  /** Messages about stops, restarts and recoveries (one line each). */
  log?: (line: string) => void;
  /** Called for every process started, e.g. to forward its output. */
  onSpawn?: (child: ChildProcess, app: AppSpec) => void;
}

/** The delay before restart number `failures` (1 for the first restart in a row). */
export function restartDelay(failures: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, failures - 1);
  // Capped before exponentiation grows without bound for a process that never stays up.
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(exponent, 30));
}

/** "exit code 1" or "signal SIGKILL". */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${String(code)}`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

interface Managed {
  spec: AppSpec;
  child?: ChildProcess;
  startedAt: number;
  /** Stops in a row, each within `resetAfterMs` of its start. */
  failures: number;
  /** Exits since the supervisor started it the first time. */
  restarts: number;
  /** The process has been ready at least once since it was (re)started. */
  ready: boolean;
  everReady: boolean;
  restartTimer?: NodeJS.Timeout;
  /** Aborts the current readiness check. */
  readiness?: AbortController;
  waiters: Array<() => void>;
}

export class Supervisor {
  readonly #apps = new Map<string, Managed>();
  readonly #backoff: Backoff;
  readonly #stopGraceMs: number;
  readonly #log: (line: string) => void;
  readonly #onSpawn: SupervisorOptions['onSpawn'];
  #stopping: Promise<void> | undefined;

  constructor(options: SupervisorOptions = {}) {
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#stopGraceMs = options.stopGraceMs ?? 12_000;
    this.#log = options.log ?? ((line) => console.error(line));
    this.#onSpawn = options.onSpawn;
  }

  /** Starts an app and keeps it running until `stop()`. */
  start(spec: AppSpec): void {
    if (this.#stopping) return;
    if (this.#apps.has(spec.name)) throw new Error(`${spec.name} is already supervised`);
    const app: Managed = {
      spec,
      startedAt: 0,
      failures: 0,
      restarts: 0,
      ready: false,
      everReady: false,
      waiters: [],
    };
    this.#apps.set(spec.name, app);
    this.#launch(app);
  }

  /** Resolves when the app is ready: now if it is, else at its next (re)start that becomes ready. */
  whenReady(name: string): Promise<void> {
    const app = this.#app(name);
    if (app.ready) return Promise.resolve();
    return new Promise((resolve) => app.waiters.push(resolve));
  }

  /**
   * Resolves when the app's current process exits, or is ready, whichever comes first: true when it is
   * ready. Lets a caller notice that an app failed at its first start without waiting for its restarts.
   */
  readyOrExited(name: string): Promise<boolean> {
    const app = this.#app(name);
    if (app.ready) return Promise.resolve(true);
    const child = app.child;
    return new Promise((resolve) => {
      app.waiters.push(() => resolve(true));
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve(false);
      else child.once('exit', () => resolve(false));
    });
  }

  /** The app's current process is ready. */
  isReady(name: string): boolean {
    return this.#app(name).ready;
  }

  /** The running process of an app, if any (none while it waits for its restart). */
  process(name: string): ChildProcess | undefined {
    return this.#app(name).child;
  }

  /** How many times the app has stopped and been restarted (or is about to be). */
  restarts(name: string): number {
    return this.#app(name).restarts;
  }

  get stopping(): boolean {
    return this.#stopping !== undefined;
  }

  /** Stops every app (SIGTERM, then SIGKILL after the grace period); pending restarts are cancelled. */
  stop(): Promise<void> {
    this.#stopping ??= this.#stopAll();
    return this.#stopping;
  }

  #app(name: string): Managed {
    const app = this.#apps.get(name);
    if (!app) throw new Error(`${name} is not supervised`);
    return app;
  }

  #launch(app: Managed): void {
    app.restartTimer = undefined;
    if (this.#stopping) return;
    const { spec } = app;
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.child = child;
    app.startedAt = Date.now();
    app.ready = false;
    const readiness = new AbortController();
    app.readiness = readiness;

    let exited = false;
    const onExit = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      if (exited) return;
      exited = true;
      readiness.abort();
      if (app.child === child) app.child = undefined;
      app.ready = false;
      if (this.#stopping) return;
      this.#scheduleRestart(
        app,
        error ? `could not be started (${error.message})` : describeExit(code, signal),
      );
    };
    child.once('exit', (code, signal) => onExit(code, signal));
    // Spawning itself failed (command not found): there is no 'exit' then.
    child.once('error', (error) => {
      if (child.pid === undefined) onExit(null, null, error);
    });
    this.#onSpawn?.(child, spec);

    const ready = spec.ready ? spec.ready(child, readiness.signal) : Promise.resolve();
    ready.then(
      () => {
        if (readiness.signal.aborted || app.child !== child) return;
        app.ready = true;
        if (app.restarts > 0) {
          const pid = `pid ${String(child.pid)}`;
          this.#log(
            app.everReady
              ? `${spec.name} is back (${pid}).`
              : `${spec.name} is up after ${app.restarts + 1} attempts (${pid}).`,
          );
        }
        app.everReady = true;
        for (const wake of app.waiters.splice(0)) wake();
      },
      () => {
        // Aborted (the process exited or everything stops) or the check gave up: the exit handler speaks.
      },
    );
  }

  #scheduleRestart(app: Managed, how: string): void {
    const uptime = Date.now() - app.startedAt;
    if (uptime >= this.#backoff.resetAfterMs) app.failures = 0;
    app.failures += 1;
    app.restarts += 1;
    const delay = restartDelay(app.failures, this.#backoff);
    const when = app.everReady ? 'stopped' : 'stopped before it was ready';
    const streak = app.failures > 1 ? ` (stop ${app.failures} in a row)` : '';
    this.#log(
      `${app.spec.name} ${when} (${how}); the others keep running. Starting it again in ${seconds(delay)}${streak}.`,
    );
    app.restartTimer = setTimeout(() => this.#launch(app), delay);
  }

  async #stopAll(): Promise<void> {
    const exits: Promise<void>[] = [];
    for (const app of this.#apps.values()) {
      clearTimeout(app.restartTimer);
      app.restartTimer = undefined;
      app.readiness?.abort();
      const child = app.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      exits.push(
        new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), this.#stopGraceMs);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
      );
    }
    await Promise.all(exits);
  }
}

/** A readiness check for `AppSpec.ready`: polls `url` until it answers with a 2xx status. */
export function httpReady(url: string, intervalMs = 250): AppSpec['ready'] {
  return async (_child, signal) => {
    while (!signal.aborted) {
      try {
        const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(2000)]) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    throw new Error('aborted');
  };
}
