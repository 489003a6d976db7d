/**
 * What a remote was built against, and whether the shell can host it.
 *
 * Remotes are released on their own, so a shell may meet a remote built months before or after it. A remote
 * runs on the shell's copy of shared-ui (a singleton), and the shell reads the remote's `./routes` module:
 * both must be what the remote was written for. Each build compiles in `__BUILT_AGAINST__` (see
 * node/webpack.ts): the major version of shared-ui it was built with and the route-module contract
 * version. The values are compiled into the remote's own code, never read from shared-ui at run time,
 * which would give the shell's values.
 */

/**
 * Version of the route-module contract: what a remote's `./routes` module exports (`routes`, `release`,
 * `builtAgainst`) and how the shell reads it (remote-route.ts). Raise it on any change that a shell of the
 * previous version could not read.
 */
export const ROUTE_MODULE_CONTRACT = 1;

export interface BuiltAgainst {
  /** The version of shared-ui the build used, e.g. `1.4.2`; its major must equal the shell's. */
  readonly sharedUi: string;
  /** ROUTE_MODULE_CONTRACT at build time. */
  readonly routeContract: number;
}

/** Why a remote cannot be hosted, in words for the page and the console. */
export class RemoteIncompatibleError extends Error {
  override readonly name = 'RemoteIncompatibleError';
}

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/**
 * Throws RemoteIncompatibleError when a remote built against `remote` cannot run in a shell built against
 * `host`. A module that declares nothing predates the declaration and is refused too: nothing says it
 * reads the contract as this shell does.
 */
export function assertCompatible(name: string, remote: unknown, host: BuiltAgainst): void {
  const declared = parseBuiltAgainst(remote);
  if (!declared) {
    throw new RemoteIncompatibleError(
      `${name} does not say which shared-ui and route-module contract it was built against; ` +
        `this site needs shared-ui ${major(host.sharedUi)}.x and contract ${host.routeContract}.`,
    );
  }
  if (major(declared.sharedUi) !== major(host.sharedUi)) {
    throw new RemoteIncompatibleError(
      `${name} was built against shared-ui ${declared.sharedUi}; this site runs shared-ui ${host.sharedUi} ` +
        `(major versions must match).`,
    );
  }
  if (declared.routeContract !== host.routeContract) {
    throw new RemoteIncompatibleError(
      `${name} was built for route-module contract ${declared.routeContract}; this site reads contract ` +
        `${host.routeContract}.`,
    );
  }
}

/** A `builtAgainst` value as a remote declares it, or undefined when it is missing or malformed. */
export function parseBuiltAgainst(value: unknown): BuiltAgainst | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { sharedUi, routeContract } = value as Record<string, unknown>;
  if (typeof sharedUi !== 'string' || !Number.isInteger(major(sharedUi))) return undefined;
  if (typeof routeContract !== 'number' || !Number.isInteger(routeContract)) return undefined;
  return { sharedUi, routeContract };
}
