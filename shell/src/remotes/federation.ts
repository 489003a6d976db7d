import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@party/shared-ui';
import type { RoutesLoader } from './remote-registry';

/** Absolute manifest URL: a path in config.json means "on the shell's own origin". */
function entryOf(manifest: string): string {
  return new URL(manifest, window.location.origin).href;
}

/**
 * Tells the Module Federation runtime (the instance the webpack plugin created for the shell) where each
 * remote's manifest is. Nothing is fetched until a remote's module is first asked for.
 */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(
    Object.entries(config.remotes).map(([name, { manifest }]) => ({ name, entry: entryOf(manifest) })),
  );
}

/** Loads `<remote>/routes`; a retry re-registers the remote first, so the runtime forgets the failed load. */
export function routesLoader(config: RuntimeConfig): RoutesLoader {
  return async (remote, attempt) => {
    const location = config.remotes[remote];
    if (!location) throw new Error(`Unknown remote ${remote}`);
    if (attempt > 0) registerRemotes([{ name: remote, entry: entryOf(location.manifest) }], { force: true });
    return loadRemote(`${remote}/routes`);
  };
}
