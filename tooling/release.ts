/**
 * Releases of a remote, and which release each environment serves.
 *
 * ```
 * .releases/                                  RELEASES_DIR
 *   public-site/0.1.1-3f2a9c1d04be/           one release: immutable, named by version and content hash
 *     remoteEntry.js, mf-manifest.json, …     the build
 *     release.json                            what it is and what it was built against
 *   environments/production.json              the config.json a shell serves (SHELL_CONFIG_FILE)
 *   environments/production.history.json      what each remote served before, for rollback
 * ```
 *
 * A release folder is written once, by renaming a complete build into place, and never changed: a page
 * that loaded it keeps working after a newer one is promoted. Promotion rewrites an environment's
 * config.json atomically (a new file renamed over the old), so a shell never serves half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig, type RuntimeConfig } from '@party/shared-ui/runtime-config';
import {
  assertCompatible,
  parseBuiltAgainst,
  RemoteIncompatibleError,
  type BuiltAgainst,
} from '@party/shared-ui/compatibility';

/** The releases folder: `RELEASES_DIR`, else `.releases/` at the repository's root. */
export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR?.trim() || path.join(import.meta.dirname, '..', '.releases'));
}

export const RELEASE_MANIFEST = 'release.json';
const MANIFEST_FILE = 'mf-manifest.json';

export interface ReleaseManifest {
  /** The app's folder name, e.g. `public-site`. */
  readonly app: string;
  /** Its Module Federation container name, e.g. `public_site`: its key in config.json. */
  readonly container: string;
  readonly version: string;
  /** sha256 of every file of the build (names and bytes), first 12 hex digits. */
  readonly contentHash: string;
  /** `<version>-<contentHash>`: the folder's name. */
  readonly id: string;
  readonly builtAt: string;
  readonly builtAgainst: BuiltAgainst;
}

export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

/** A version that is safe as a folder name and in a URL: `1.4.0`, `1.5.0-rc.1`, `2026.11.24+build.7`. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** Every file under `dir`, relative, sorted: the same build gives the same list on every machine. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** sha256 over the build's file names and contents, excluding the release manifest itself. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (file === RELEASE_MANIFEST) continue;
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** A fresh, empty folder inside the app's releases folder to build into (same file system: rename works). */
export function stagingDir(root: string, app: string): string {
  const dir = path.join(root, app, `.staging-${randomBytes(6).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Turns a finished build in `staging` into the release `<version>-<hash>` of `app`. When that release
 * exists already (the same version built from the same sources), the existing one is kept untouched.
 */
export function finishRelease(options: {
  root: string;
  staging: string;
  app: string;
  container: string;
  version: string;
  builtAgainst: BuiltAgainst;
  now?: Date;
}): { manifest: ReleaseManifest; dir: string; created: boolean } {
  const { root, staging, app, container, version, builtAgainst } = options;
  if (!VERSION.test(version)) {
    rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(
      `"${version}" cannot name a release: use letters, digits, dots, hyphens, underscores and plus signs.`,
    );
  }
  if (!existsSync(path.join(staging, MANIFEST_FILE))) {
    rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(`The build of ${app} has no ${MANIFEST_FILE}: it is not a remote.`);
  }
  const hash = contentHash(staging);
  const id = `${version}-${hash}`;
  const dir = path.join(root, app, id);
  if (existsSync(dir)) {
    rmSync(staging, { recursive: true, force: true });
    return { manifest: readRelease(dir), dir, created: false };
  }
  const manifest: ReleaseManifest = {
    app,
    container,
    version,
    contentHash: hash,
    id,
    builtAt: (options.now ?? new Date()).toISOString(),
    builtAgainst,
  };
  writeAtomically(path.join(staging, RELEASE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(staging, dir);
  return { manifest, dir, created: true };
}

function readRelease(dir: string): ReleaseManifest {
  const file = path.join(dir, RELEASE_MANIFEST);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(
      `${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const builtAgainst = parseBuiltAgainst(record.builtAgainst);
  const strings = ['app', 'container', 'version', 'contentHash', 'id', 'builtAt'] as const;
  if (!builtAgainst || strings.some((key) => typeof record[key] !== 'string')) {
    throw new ReleaseError(`${file} is not a release manifest.`);
  }
  return { ...(record as unknown as ReleaseManifest), builtAgainst };
}

/** The releases of every app (or one), oldest first. Folders without a valid manifest are skipped. */
export function listReleases(root: string, app?: string): ReleaseManifest[] {
  if (!existsSync(root)) return [];
  const apps = app
    ? [app]
    : readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'environments')
        .map((entry) => entry.name);
  return apps
    .flatMap((name) => {
      const appDir = path.join(root, name);
      if (!existsSync(appDir)) return [];
      return readdirSync(appDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .flatMap((entry) => {
          try {
            return [readRelease(path.join(appDir, entry.name))];
          } catch {
            return [];
          }
        });
    })
    .sort((a, b) => a.app.localeCompare(b.app) || a.builtAt.localeCompare(b.builtAt));
}

/** Writes a file so that readers see the old content or the new, never a mixture or nothing. */
export function writeAtomically(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'w', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

// ── Environments ─────────────────────────────────────────────────────────────────────────────────────

/** An environment's config.json: `environments/<name>.json` in the releases folder. */
export function environmentFile(root: string, name: string): string {
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) {
    throw new ReleaseError(
      `"${name}" cannot name an environment: use letters, digits, hyphens, underscores.`,
    );
  }
  return path.join(root, 'environments', `${name}.json`);
}

const historyFile = (configFile: string) => configFile.replace(/\.json$/, '') + '.history.json';

interface HistoryEntry {
  readonly at: string;
  readonly action: 'promote' | 'rollback';
  readonly remote: string;
  readonly from: string;
  readonly to: string;
}

interface History {
  /** Per remote, the manifests it served before the current one, oldest first. */
  readonly previous: Record<string, string[]>;
  readonly log: HistoryEntry[];
}

function readHistory(configFile: string): History {
  const file = historyFile(configFile);
  if (!existsSync(file)) return { previous: {}, log: [] };
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<History>;
  return { previous: value.previous ?? {}, log: value.log ?? [] };
}

export function readEnvironment(configFile: string): RuntimeConfig {
  if (!existsSync(configFile)) {
    throw new ReleaseError(
      `${configFile} does not exist. Start the environment from a running shell's configuration first: ` +
        `npm run releases -- init <environment> --from http://<shell>/config.json`,
    );
  }
  try {
    return parseRuntimeConfig(JSON.parse(readFileSync(configFile, 'utf8')));
  } catch (error) {
    throw new ReleaseError(`${configFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Starts an environment from a config.json (checked first); an existing one is never overwritten. */
export function initEnvironment(configFile: string, config: unknown): RuntimeConfig {
  if (existsSync(configFile)) throw new ReleaseError(`${configFile} exists already.`);
  const parsed = parseRuntimeConfig(config);
  writeAtomically(configFile, `${JSON.stringify(parsed, null, 2)}\n`);
  return parsed;
}

/**
 * Where an environment finds release `id` of a remote it serves now from `current`: the same server, in
 * its `releases/` folder (served by each remote's server and by the production nginx alike).
 */
export function releaseManifestUrl(current: string, id: string): string {
  const inRelease = /\/releases\/[^/]+\/mf-manifest\.json$/;
  if (inRelease.test(current)) return current.replace(inRelease, `/releases/${id}/${MANIFEST_FILE}`);
  const base = current.endsWith(MANIFEST_FILE) ? current.slice(0, -MANIFEST_FILE.length) : `${current}/`;
  return `${base.replace(/\/*$/, '/')}releases/${id}/${MANIFEST_FILE}`;
}

/** The release id in a manifest URL of `releaseManifestUrl`'s form, if it is one. */
export function releaseIdOf(manifestUrl: string): string | undefined {
  return /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
}

function setManifest(config: RuntimeConfig, remote: string, manifest: string): RuntimeConfig {
  const location = config.remotes[remote];
  if (!location) throw new ReleaseError(`The environment has no remote "${remote}".`);
  return { ...config, remotes: { ...config.remotes, [remote]: { ...location, manifest } } };
}

/** Writes history first: should the second write fail, the history names one promotion too many, no less. */
function save(configFile: string, config: RuntimeConfig, history: History) {
  writeAtomically(historyFile(configFile), `${JSON.stringify(history, null, 2)}\n`);
  writeAtomically(configFile, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Makes an environment serve release `id` of an app. Refuses a release the environment's shell cannot
 * host (`host`, what the shell was built against) unless `force`.
 */
export function promote(options: {
  root: string;
  configFile: string;
  app: string;
  id: string;
  host: BuiltAgainst;
  force?: boolean;
  now?: Date;
}): { remote: string; from: string; to: string } {
  const { root, configFile, app, id } = options;
  const dir = path.join(root, app, id);
  if (!existsSync(path.join(dir, RELEASE_MANIFEST))) {
    const known = listReleases(root, app).map((release) => release.id);
    throw new ReleaseError(
      `${app} has no release "${id}".${known.length ? ` Releases: ${known.join(', ')}.` : ''}`,
    );
  }
  const release = readRelease(dir);
  // The same rule the shell applies in the browser (compatibility.ts), checked before anyone sees it.
  if (!options.force) {
    try {
      assertCompatible(`${app} ${id}`, release.builtAgainst, options.host);
    } catch (error) {
      if (!(error instanceof RemoteIncompatibleError)) throw error;
      throw new ReleaseError(
        `${error.message} The shell cannot host it: rebuild it against the shell’s shared-ui, or pass ` +
          '--force to promote it anyway (the shell will refuse it and say so in the page).',
      );
    }
  }
  const config = readEnvironment(configFile);
  const remote = release.container;
  const from = config.remotes[remote]?.manifest;
  if (from === undefined) throw new ReleaseError(`${configFile} has no remote "${remote}".`);
  const to = releaseManifestUrl(from, id);
  const history = readHistory(configFile);
  const at = (options.now ?? new Date()).toISOString();
  if (from !== to) {
    history.previous[remote] = [...(history.previous[remote] ?? []), from];
    history.log.push({ at, action: 'promote', remote, from, to });
  }
  save(configFile, setManifest(config, remote, to), history);
  return { remote, from, to };
}

/** Puts back what a remote served before its last promotion; again, the one before that. */
export function rollback(options: { configFile: string; remote: string; now?: Date }): {
  from: string;
  to: string;
} {
  const { configFile, remote } = options;
  const config = readEnvironment(configFile);
  const history = readHistory(configFile);
  const from = config.remotes[remote]?.manifest;
  if (from === undefined) throw new ReleaseError(`${configFile} has no remote "${remote}".`);
  const earlier = history.previous[remote] ?? [];
  const to = earlier.at(-1);
  if (to === undefined) {
    throw new ReleaseError(`${remote} has nothing to roll back to in ${path.basename(configFile)}.`);
  }
  history.previous[remote] = earlier.slice(0, -1);
  history.log.push({ at: (options.now ?? new Date()).toISOString(), action: 'rollback', remote, from, to });
  save(configFile, setManifest(config, remote, to), history);
  return { from, to };
}

/** Every environment in the releases folder with the manifest each remote serves. */
export function listEnvironments(root: string): { name: string; file: string; config: RuntimeConfig }[] {
  const dir = path.join(root, 'environments');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.history.json'))
    .sort()
    .flatMap((file) => {
      try {
        return [
          {
            name: file.slice(0, -'.json'.length),
            file: path.join(dir, file),
            config: readEnvironment(path.join(dir, file)),
          },
        ];
      } catch {
        return [];
      }
    });
}
