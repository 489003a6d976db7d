import { meetsRequirement } from '../roles/roles';
import { isRecord } from '../util/is-record';

/**
 * What a frontend learns at start-up from `/config.json`: where the API is and where each remote lives.
 * The file is served `no-store`, so moving or re-releasing a remote is a config change, not a shell release.
 * Pure data and validation only: the node-side static server uses it too.
 */
export interface RuntimeConfig {
  /** Base URL of the API: `/api` behind the serving origin's proxy, or an absolute URL. */
  readonly apiBaseUrl: string;
  /** Module Federation container name → where that remote publishes its manifest. */
  readonly remotes: Readonly<Record<string, RemoteLocation>>;
}

export interface RemoteLocation {
  /** URL of the remote's `mf-manifest.json`: absolute http(s), or a path on the serving origin. */
  readonly manifest: string;
  /**
   * Load the remote only when it is needed: when the visitor opens a path under one of `paths`, or, for
   * its menu entries, when the viewer has `role`. Absent: the remote's routes load at start-up.
   */
  readonly lazy?: RemoteLazyLoading;
}

export interface RemoteLazyLoading {
  readonly paths: readonly string[];
  readonly role?: 'admin' | 'super';
  /**
   * Also load the remote once the page has loaded and the browser is idle, for the menu entries it
   * provides (the account menu of the auth remote): they come a moment after the page, not before it.
   */
  readonly idle?: boolean;
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/** Container names become JavaScript identifiers in the remote's entry, so nothing else is accepted. */
const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

/** Validates untrusted JSON (a fetched or hand-edited config.json) into a `RuntimeConfig`. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  if (!isRecord(input)) throw new RuntimeConfigError('config.json must hold a JSON object.');
  const { apiBaseUrl, remotes } = input;
  if (typeof apiBaseUrl !== 'string' || !isUrlOrPath(apiBaseUrl)) {
    throw new RuntimeConfigError('config.json: "apiBaseUrl" must be an absolute http(s) URL or a path.');
  }
  if (!isRecord(remotes)) throw new RuntimeConfigError('config.json: "remotes" must be an object.');

  const parsed: Record<string, RemoteLocation> = {};
  for (const [name, location] of Object.entries(remotes)) {
    if (!CONTAINER_NAME.test(name)) {
      throw new RuntimeConfigError(
        `config.json: remote "${name}" is not a JavaScript identifier (it is the Module Federation container name).`,
      );
    }
    if (!isRecord(location) || typeof location.manifest !== 'string' || !isUrlOrPath(location.manifest)) {
      throw new RuntimeConfigError(
        `config.json: "remotes.${name}.manifest" must be an absolute http(s) URL or a path.`,
      );
    }
    parsed[name] = {
      manifest: location.manifest,
      ...(location.lazy === undefined ? {} : { lazy: parseLazy(name, location.lazy) }),
    };
  }
  return { apiBaseUrl, remotes: parsed };
}

function parseLazy(name: string, lazy: unknown): RemoteLazyLoading {
  const where = `config.json: "remotes.${name}.lazy`;
  if (!isRecord(lazy)) throw new RuntimeConfigError(`${where}" must be an object.`);
  const { paths, role, idle } = lazy;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p.startsWith('/'))) {
    throw new RuntimeConfigError(`${where}.paths" must be a list of absolute paths.`);
  }
  if (role !== undefined && role !== 'admin' && role !== 'super') {
    throw new RuntimeConfigError(`${where}.role" must be "admin" or "super".`);
  }
  if (idle !== undefined && typeof idle !== 'boolean') {
    throw new RuntimeConfigError(`${where}.idle" must be true or false.`);
  }
  return {
    paths: paths as string[],
    ...(role === undefined ? {} : { role }),
    ...(idle === undefined ? {} : { idle }),
  };
}

/** Who is looking at a page, as far as choosing its remotes goes. */
export interface RemoteViewer {
  readonly signedIn: boolean;
  readonly roles: readonly string[];
}

const VISITOR: RemoteViewer = { signedIn: false, roles: [] };

/**
 * The remotes a viewer at `pathname` needs before the page renders: every eager one, and lazy ones whose
 * paths cover it or (for their menu entries) whose role the viewer has. Without a viewer: a visitor.
 */
export function remotesNeeded(
  config: RuntimeConfig,
  pathname: string,
  viewer: RemoteViewer = VISITOR,
): string[] {
  return Object.entries(config.remotes)
    .filter(([, { lazy }]) => {
      if (!lazy) return true;
      if (underPrefix(pathname, lazy.paths)) return true;
      return lazy.role !== undefined && viewer.signedIn && meetsRequirement(viewer.roles, lazy.role);
    })
    .map(([name]) => name);
}

/** Whether `pathname` lies under one of `prefixes` (`/admin` covers `/admin` and `/admin/news`). */
export function underPrefix(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * The foreign origins a page built from this config talks to (remote assets and an absolute API URL),
 * sorted and without duplicates. A Content-Security-Policy lists exactly these beside 'self'.
 */
export function configOrigins(config: RuntimeConfig): string[] {
  const urls = [config.apiBaseUrl, ...Object.values(config.remotes).map((remote) => remote.manifest)];
  const origins = urls.filter(isAbsoluteHttpUrl).map((url) => new URL(url).origin);
  return [...new Set(origins)].sort();
}

/** The element in which the serving page inlines its config (`<script type="application/json">`). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The runtime config: inlined in the page by its server when present (no extra round trip), else fetched
 * and validated. `no-store`: a stale copy would point at old remotes.
 */
export async function fetchRuntimeConfig(
  url = '/config.json',
  { signal = AbortSignal.timeout(10_000) }: { signal?: AbortSignal } = {},
): Promise<RuntimeConfig> {
  const inline = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (inline?.textContent) {
    try {
      return parseRuntimeConfig(JSON.parse(inline.textContent));
    } catch (error) {
      console.error('The inlined runtime config is invalid; fetching config.json instead.', error);
    }
  }
  const response = await fetch(url, { cache: 'no-store', signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}.`);
  return parseRuntimeConfig(await response.json());
}

export function isAbsoluteHttpUrl(value: string): boolean {
  // Not URL.canParse: Safari before 17 lacks it, and this runs in every visitor's browser.
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path means "on the serving origin"; protocol-relative `//host` is refused as ambiguous. */
function isUrlOrPath(value: string): boolean {
  return isAbsoluteHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//'));
}
