/**
 * The federation runtime for a remote's own page (it runs without the shell): a separate script, run
 * before the remote's `main.js`, since the remote's build expects the runtime from the page.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { publishRuntimeCore } from './runtime-core-global';

publishRuntimeCore(runtimeCore);
