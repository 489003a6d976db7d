/** Query keys of the organisation consoles; every change invalidates `organisationKeys.all`. */
export const organisationKeys = {
  all: ['admin', 'organisation'] as const,
  constituencies: (limit: number) => [...organisationKeys.all, 'constituencies', limit] as const,
  constituency: (id: string) => [...organisationKeys.all, 'constituency', id] as const,
  constituencyExecutives: (id: string) => [...organisationKeys.all, 'constituency-executives', id] as const,
  wards: (constituencyId: string, page: number, limit: number) =>
    [...organisationKeys.all, 'wards', constituencyId, page, limit] as const,
  branches: (wardId: string, page: number, limit: number) =>
    [...organisationKeys.all, 'branches', wardId, page, limit] as const,
};
