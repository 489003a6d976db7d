/** Where remotes built with `externalRuntime` look for the federation runtime. */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/** Makes `runtimeCore` the page's federation runtime, unless one is there already. */
export function publishRuntimeCore(runtimeCore: object): void {
  const global = globalThis as Record<string, unknown>;
  global[GLOBAL_NAME] ??= runtimeCore;
}
