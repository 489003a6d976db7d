/** A project as the API sends it (spec 02 §3; api/src/modules/projects/projects.schemas.ts). */

export const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Project {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** The API also knows `cancelled`; the form offers the four statuses of spec 02 §4. */
  readonly status: string;
  readonly category: string | null;
  readonly budget: number | null;
  readonly beneficiaries: number;
  readonly progressPercentage: number;
  readonly thumbnailUrl: string | null;
  readonly tags: readonly string[];
  readonly partners: readonly string[];
  readonly startDate: string;
  readonly endDate: string | null;
}

/** What a create or full update sends. */
export interface ProjectPayload {
  title: string;
  description: string;
  location: string;
  status: ProjectStatus;
  category: string | null;
  budget: number | null;
  beneficiaries: number | null;
  progressPercentage: number | null;
  thumbnailUrl: string | null;
  tags: string[];
  partners: string[];
  startDate: string;
  endDate: string | null;
}

export interface ProjectFilters {
  readonly page: number;
  readonly limit: number;
  readonly search: string;
  /** '' for every status. */
  readonly status: string;
}

export interface ProjectPage {
  readonly items: readonly Project[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
}

/** Query keys of the projects console; mutations invalidate `projectKeys.all`. */
export const projectKeys = {
  all: ['admin', 'projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ProjectFilters) => [...projectKeys.lists(), filters] as const,
};
