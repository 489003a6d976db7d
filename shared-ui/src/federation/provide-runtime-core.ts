/**
 * A Module Federation runtime plugin of the host (the shell): hands the page's one federation runtime to
 * the remotes it loads. Remotes are built with `externalRuntime` and read it from
 * `globalThis._FEDERATION_RUNTIME_CORE`, so their `remoteEntry.js` carries no runtime of its own.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { publishRuntimeCore } from './runtime-core-global';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'party-provide-runtime-core',
    beforeInit(args) {
      publishRuntimeCore(runtimeCore);
      return args;
    },
  };
}
