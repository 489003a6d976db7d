/**
 * The site as the web benchmark serves it: the API on a scratch embedded database with the demo content, and
 * each frontend server on its own port, as `npm start` lays them out. Everything started here is stopped by
 * `stopAll`, which is safe to call more than once and from a signal handler.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_NODE_FLAGS } from '@party/api/node-flags';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const ports = { api: 4300, shell: 8380, publicSite: 8381, authRemote: 8382, adminConsole: 8383 };
export const local = (port: number) => `http://localhost:${port}`;
export const apiUrl = `http://127.0.0.1:${ports.api}`;

interface Started {
  name: string;
  child: ChildProcess;
  /** The end of what it wrote to stderr, shown when it fails to start. */
  stderr: string;
}

const started: Started[] = [];
let dataDir: string | undefined;

function start(name: string, cwd: string, command: string[], env: Record<string, string>, quiet = true) {
  const [program, ...args] = command;
  const child = spawn(program!, args, {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
  });
  const entry: Started = { name, child, stderr: '' };
  child.stderr?.on('data', (chunk: Buffer) => {
    entry.stderr = (entry.stderr + chunk.toString()).slice(-4000);
  });
  started.push(entry);
  return entry;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Builds every workspace (`npm run build`), output shown as it goes. */
export async function build(): Promise<void> {
  const { child } = start('build', '.', ['npm', 'run', 'build'], {}, false);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the build failed (exit code ${code})`);
}

async function waitFor(url: string, server: Started) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited(server.child)) break;
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const why = exited(server.child) ? 'stopped' : 'did not answer within 90 s';
  throw new Error(`${server.name} (${url}) ${why}${server.stderr ? `:\n${server.stderr}` : ''}`);
}

/** Starts the API with the demo content and the four frontend servers, and waits until each answers. */
export async function startSite(): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-web-'));
  const api = start('api', 'api', [process.execPath, ...API_NODE_FLAGS, 'dist/server.js'], {
    PORT: String(ports.api),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The pages are measured with content on them, as visitors see them.
    SEED_DEMO_CONTENT: 'true',
    // Every visit comes from this one address; the site's limits are not what is measured.
    RATE_LIMIT_MAX: '100000',
    CORS_ORIGINS: Object.values(ports).map(local).join(','),
  });
  await waitFor(`${apiUrl}/api/health`, api);
  const frontend = (dir: string, port: number, env: Record<string, string> = {}) => ({
    server: start(dir, dir, [process.execPath, '--import', 'tsx', 'server.ts'], {
      PORT: String(port),
      API_URL: apiUrl,
      ...env,
    }),
    port,
  });
  const frontends = [
    frontend('public-site', ports.publicSite),
    frontend('auth-remote', ports.authRemote),
    frontend('admin-console', ports.adminConsole),
    frontend('shell', ports.shell, {
      PUBLIC_SITE_URL: local(ports.publicSite),
      AUTH_REMOTE_URL: local(ports.authRemote),
      ADMIN_CONSOLE_URL: local(ports.adminConsole),
    }),
  ];
  await Promise.all(frontends.map(({ server, port }) => waitFor(`http://127.0.0.1:${port}/`, server)));

  // As on a running site, the shell's server has read the remotes' manifests for its preload hints
  // (remote-hints.ts) before the measured visits; it does so in the background after its first pages.
  const hinted = () =>
    fetch(`${local(ports.shell)}/`).then(async (r) => (await r.text()).includes('remoteEntry.js'));
  for (let tries = 0; tries < 20 && !(await hinted()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let stopping: Promise<void> | undefined;

/** Stops every process started here (SIGTERM, then SIGKILL after 5 s) and removes the scratch database. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all(
      started.map(async ({ child }) => {
        if (exited(child)) return;
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }),
    );
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
}

export const isStopping = () => stopping !== undefined;
