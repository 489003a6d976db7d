import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config';

/** What a remote running on its own assumes: the API behind its own origin, no other remotes. */
export const STANDALONE_CONFIG: RuntimeConfig = { apiBaseUrl: '/api', remotes: {} };

// shared-ui is a Module Federation singleton, so the shell and every remote read this one context.
const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a <RuntimeConfigProvider> above it.');
  return config;
}
