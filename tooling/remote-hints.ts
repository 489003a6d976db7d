/**
 * Preload hints for the remotes a page is about to load.
 *
 * Without hints a first visit learns of a remote's files one round trip at a time: the shell's scripts run,
 * then fetch the remote's manifest, which names its entry and route module, which name the page. The
 * host page's server knows the config, so it names the manifests of the remotes the requested path needs
 * at once (`<link rel="preload">`), and, from a manifest it has fetched itself, the remote's entry script
 * and route module too. The browser then downloads them beside the shell's own scripts.
 *
 * Hints only ever save time: the Module Federation runtime still reads the manifest and decides what to
 * load, so a stale or missing hint costs a wasted download at worst, never a wrong page.
 */
import { isAbsoluteHttpUrl, remotesNeeded, type RuntimeConfig } from '@party/shared-ui/runtime-config';

export interface PreloadHint {
  readonly href: string;
  /** `fetch` for a manifest (read with `fetch()`, so CORS mode), `script` for a remote's scripts. */
  readonly as: 'fetch' | 'script';
}

/** `<link>` elements for the hints, for the page's `<head>`. */
export function preloadLinks(hints: readonly PreloadHint[]): string {
  return hints
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous" />`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="script" />`,
    )
    .join('');
}

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** What the hints need of a remote's `mf-manifest.json`. */
interface ManifestShape {
  metaData?: {
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The scripts a remote's manifest says its `./routes` module needs: the container entry and the route
 * module's own chunks, as absolute URLs. Anything unexpected in the manifest gives no hints.
 */
export function scriptsOfManifest(manifestUrl: string, manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestShape;
  const entryName = metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || entryName === '') return [];
  const publicPath = metaData?.publicPath;
  // 'auto' (how the remotes here are built): files sit beside the manifest.
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  const files = [`${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`];
  const routes = Array.isArray(exposes) ? exposes.find((expose) => expose.path === './routes') : undefined;
  const sync = routes?.assets?.js?.sync;
  if (Array.isArray(sync)) files.push(...sync.filter((file): file is string => typeof file === 'string'));
  try {
    return files.map((file) => new URL(file, base).href);
  } catch {
    return [];
  }
}

export interface ManifestCacheOptions {
  /** How long a fetched manifest is used before it is fetched again (in the background). */
  readonly freshForMs?: number;
  /** How long a fetch may take. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

interface CacheEntry {
  scripts: string[];
  /** Until when the entry is used without fetching again. */
  freshUntil: number;
  refreshing?: Promise<void>;
}

/** A manifest that could not be fetched (its remote starting, say) is tried again this soon. */
const RETRY_FAILED_AFTER_MS = 1_000;

/**
 * Remote manifests as last fetched by the server, answered from memory so a page is never held up: an
 * unknown or stale manifest is (re)fetched in the background and hinted from the next page on. A
 * manifest that cannot be fetched gives no script hints until it can.
 */
export class RemoteManifestCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly freshForMs: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ManifestCacheOptions = {}) {
    this.freshForMs = options.freshForMs ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** The scripts last known for `manifestUrl` (possibly none yet); refreshes a stale or unknown entry. */
  scripts(manifestUrl: string): string[] {
    const entry = this.entries.get(manifestUrl);
    if (!entry || Date.now() > entry.freshUntil) void this.refresh(manifestUrl);
    return entry?.scripts ?? [];
  }

  /** Fetches `manifestUrl` now (once at a time); resolves when done, whether or not it succeeded. */
  refresh(manifestUrl: string): Promise<void> {
    const entry = this.entries.get(manifestUrl);
    if (entry?.refreshing) return entry.refreshing;
    const refreshing = this.fetchScripts(manifestUrl).then((scripts) => {
      const freshFor = scripts ? this.freshForMs : RETRY_FAILED_AFTER_MS;
      this.entries.set(manifestUrl, { scripts: scripts ?? [], freshUntil: Date.now() + freshFor });
    });
    this.entries.set(manifestUrl, {
      scripts: entry?.scripts ?? [],
      freshUntil: entry?.freshUntil ?? 0,
      refreshing,
    });
    return refreshing;
  }

  /** The scripts of the manifest, or undefined when it could not be fetched. */
  private async fetchScripts(manifestUrl: string): Promise<string[] | undefined> {
    try {
      const response = await this.fetchImpl(manifestUrl, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) return undefined;
      return scriptsOfManifest(manifestUrl, await response.json());
    } catch {
      // Down, slow or not JSON: the page loads without script hints, as it would without this cache.
      return undefined;
    }
  }
}

/**
 * The hints of the page at `pathname`: each remote's manifest (from the config alone) and, for manifests
 * at absolute URLs, the scripts the cache knows of.
 */
export function remoteHints(
  config: RuntimeConfig,
  pathname: string,
  cache: RemoteManifestCache,
): PreloadHint[] {
  return remotesNeeded(config, pathname).flatMap((name) => {
    const { manifest } = config.remotes[name]!;
    const hints: PreloadHint[] = [{ href: manifest, as: 'fetch' }];
    if (isAbsoluteHttpUrl(manifest)) {
      hints.push(...cache.scripts(manifest).map((href): PreloadHint => ({ href, as: 'script' })));
    }
    return hints;
  });
}
