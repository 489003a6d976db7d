/**
 * `npm start`: the whole site on one machine. Builds whatever has not been built yet, starts the API and the
 * four frontend servers (each its own process and port, as in production), prints where to find them, and
 * stops everything cleanly on Ctrl-C. When one of them stops, the others keep serving and it is started
 * again after a pause that grows while it keeps failing (scripts/supervisor.ts).
 *
 * Ports: API_PORT (4000), SHELL_PORT (8080), PUBLIC_SITE_PORT (8081), AUTH_REMOTE_PORT (8082),
 * ADMIN_CONSOLE_PORT (8083). Every other variable (DATABASE_URL, SMTP_URL, …) reaches the API unchanged.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS } from '@party/api/node-flags';
import { httpReady, Supervisor, type AppSpec } from './supervisor';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
/** A port from the environment; a bad value stops here, with one line naming the variable. */
function port(name: string, fallback: number): number {
  const given = env[name]?.trim();
  if (!given) return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(
      `Invalid configuration: ${name} must be a TCP port number between 1 and 65535 (got "${given}").`,
    );
    process.exit(1);
  }
  return value;
}

const ports = {
  api: port('API_PORT', 4000),
  shell: port('SHELL_PORT', 8080),
  publicSite: port('PUBLIC_SITE_PORT', 8081),
  authRemote: port('AUTH_REMOTE_PORT', 8082),
  adminConsole: port('ADMIN_CONSOLE_PORT', 8083),
};
const apiUrl = `http://127.0.0.1:${ports.api}`;
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');

/**
 * The first administrator of a local site. Unless ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD are given,
 * `admin` gets a random password, generated once and kept in DATA_DIR beside the data it opens, so a new
 * checkout can sign in without a shared default password.
 */
function localAdmin(): { username: string; email: string; password: string; file?: string } {
  if (env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    return { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
  }
  const file = path.join(dataDir, 'first-admin-password.txt');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(12).toString('base64url')}\n`, { mode: 0o600 });
  }
  return { username: 'admin', email: 'admin@example.org', password: readFileSync(file, 'utf8').trim(), file };
}
const admin = localAdmin();
const remoteUrl = (p: number) => `http://localhost:${p}`;

/**
 * The shell's config.json: SHELL_CONFIG_FILE when given, else the `local` release environment once
 * `npm run releases -- init local …` has made one, so that promoting a release shows on the running site.
 */
const releasesRoot = path.resolve(root, env.RELEASES_DIR ?? '.releases');
const localEnvironment = path.join(releasesRoot, 'environments', 'local.json');
const shellConfigFile =
  env.SHELL_CONFIG_FILE || (existsSync(localEnvironment) ? localEnvironment : undefined);

interface Service {
  name: string;
  /** Workspace folder. */
  dir: string;
  /** File whose absence means "not built yet". */
  built: string;
  command: string[];
  env: Record<string, string>;
  /** Answers 200 once the service is ready. */
  readyUrl: string;
  url: string;
}

const frontend = (name: string, dir: string, p: number, extra: Record<string, string> = {}): Service => ({
  name,
  dir,
  built: path.join(dir, 'dist', 'index.html'),
  command: [process.execPath, '--import', 'tsx', 'server.ts'],
  env: { PORT: String(p), API_URL: apiUrl, RELEASES_DIR: releasesRoot, ...extra },
  readyUrl: `http://127.0.0.1:${p}/`,
  url: remoteUrl(p),
});

const services: Service[] = [
  {
    name: 'api',
    dir: 'api',
    built: path.join('api', 'dist', 'server.js'),
    // V8's options as in production (Dockerfile, api/src/node-flags.ts).
    command: [process.execPath, ...API_NODE_FLAGS, 'dist/server.js'],
    env: {
      PORT: String(ports.api),
      // Data lives in the project's .data/ unless told otherwise.
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // A new local site starts with demo content; tables that already hold data are left alone.
      SEED_DEMO_CONTENT: env.SEED_DEMO_CONTENT ?? 'true',
      PUBLIC_URL: env.PUBLIC_URL ?? remoteUrl(ports.shell),
      CORS_ORIGINS:
        env.CORS_ORIGINS ??
        [ports.shell, ports.publicSite, ports.authRemote, ports.adminConsole]
          .flatMap((p) => [remoteUrl(p), `http://127.0.0.1:${p}`])
          .join(','),
    },
    readyUrl: `${apiUrl}/api/health`,
    url: `${remoteUrl(ports.api)}/api`,
  },
  frontend('public-site', 'public-site', ports.publicSite),
  frontend('auth-remote', 'auth-remote', ports.authRemote),
  frontend('admin-console', 'admin-console', ports.adminConsole),
  frontend('shell', 'shell', ports.shell, {
    PUBLIC_SITE_URL: remoteUrl(ports.publicSite),
    AUTH_REMOTE_URL: remoteUrl(ports.authRemote),
    ADMIN_CONSOLE_URL: remoteUrl(ports.adminConsole),
    ...(shellConfigFile ? { SHELL_CONFIG_FILE: shellConfigFile } : {}),
  }),
];

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Written into dist/ after each build here: a build that changes no output file still counts. */
const BUILD_STAMP = '.built';

/** Not built, or built before the last change to its sources (or to shared-ui, which every frontend bundles). */
function needsBuild(service: Service): boolean {
  if (!existsSync(path.join(root, service.built))) return true;
  const sources = [path.join(root, service.dir, 'src')];
  if (service.name !== 'api') sources.push(path.join(root, 'shared-ui', 'src'));
  // Builds leave unchanged files alone, so the newest output (or the stamp), not one fixed file, says when.
  return Math.max(...sources.map(newest)) > newest(path.join(root, service.dir, 'dist'));
}

function buildMissing() {
  for (const service of services) {
    if (!needsBuild(service)) continue;
    console.log(`Building ${service.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', service.dir], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building ${service.name} failed; fix the error above and run npm start again.`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(path.join(root, service.dir, 'dist', BUILD_STAMP), `${new Date().toISOString()}\n`);
  }
}

/** Each line of a process's output, prefixed with its name. */
function prefixLines(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) {
  let pending = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

// One app that stops (a crash, a killed process) is started again with a backoff; the others keep serving.
const supervisor = new Supervisor({
  log: (line) => console.error(line),
  onSpawn: (child, app) => {
    prefixLines(app.name, child.stdout, process.stdout);
    prefixLines(app.name, child.stderr, process.stderr);
  },
});

const appSpec = (service: Service): AppSpec => {
  const [command, ...args] = service.command;
  return {
    name: service.name,
    command: command!,
    args,
    cwd: path.join(root, service.dir),
    env: { ...env, ...service.env },
    ready: httpReady(service.readyUrl),
  };
};

async function stopAll(code: number) {
  if (supervisor.stopping) return;
  console.log('Stopping…');
  await supervisor.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

buildMissing();
const [api, ...frontends] = services;
supervisor.start(appSpec(api!));
const apiStarted = await supervisor.readyOrExited(api!.name);
if (!apiStarted && !supervisor.stopping) {
  console.error(
    'The API could not start (its messages are above). It is tried again, with a growing pause between ' +
      'attempts, while the frontends start; pages say the server is unavailable until it answers. ' +
      'Press Ctrl-C to stop.',
  );
}
frontends.forEach((service) => supervisor.start(appSpec(service)));
await Promise.all(frontends.map((service) => supervisor.whenReady(service.name)));

const shell = services.find((service) => service.name === 'shell')!;
const apiNote = supervisor.isReady(api!.name) ? '' : '   (not answering yet: it is being started again)';
console.log(`
  The site is running. Press Ctrl-C to stop. A part that stops is started again; the rest keep serving.

  Website (shell)        ${shell.url}
  API                    ${services[0]!.url}   (reference: ${services[0]!.url}/docs)${apiNote}
  public-site remote     ${remoteUrl(ports.publicSite)}
  auth-remote remote     ${remoteUrl(ports.authRemote)}
  admin-console          ${remoteUrl(ports.adminConsole)}   (standalone back office)
  First administrator    ${admin.username}${admin.file ? ` (password in ${path.relative(root, admin.file)}; used only while the site has no users)` : ''}
  Shell configuration    ${shellConfigFile ? `${path.relative(root, shellConfigFile)} (read on every request)` : 'the ports above'}
  Database               ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.relative(root, services[0]!.env.DATA_DIR!) || '.'}/`}
`);
