import { afterEach, describe, expect, it } from 'vitest';
import { publishRuntimeCore } from './runtime-core-global';

const global = globalThis as Record<string, unknown>;

afterEach(() => {
  delete global._FEDERATION_RUNTIME_CORE;
});

describe('publishRuntimeCore', () => {
  it('publishes the runtime where remotes built with externalRuntime look for it', () => {
    const runtime = { loadRemote: () => undefined };
    publishRuntimeCore(runtime);
    expect(global._FEDERATION_RUNTIME_CORE).toBe(runtime);
  });

  it('keeps the runtime already on the page: one runtime per page', () => {
    const first = { name: 'first' };
    publishRuntimeCore(first);
    publishRuntimeCore({ name: 'second' });
    expect(global._FEDERATION_RUNTIME_CORE).toBe(first);
  });
});
