/** Query keys of the site feature: one invalidation of `all` refreshes settings and documents. */
export const siteKeys = {
  all: ['admin', 'site'] as const,
  settings: () => [...siteKeys.all, 'settings'] as const,
  documents: () => [...siteKeys.all, 'documents'] as const,
};
