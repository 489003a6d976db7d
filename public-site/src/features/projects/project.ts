import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * A development project as the public site shows it (spec 01 §3-§4), and the Projects page's rules that
 * do not depend on React: status names and the client-side filter (spec 01 §2).
 */

/** The project as the API sends it (each item of GET /projects): the contract's own type. */
export type Project = ApiData<'listProjects'>['items'][number];

/** The counts of GET /projects' `data.stats`, over every project whatever the page and filters. */
export type ProjectStats = ApiData<'listProjects'>['stats'];

/** Spec 01 §4: the statuses the public site sees (the API stores `current` as ongoing). */
export type ProjectStatus = Project['status'];
/** The status filter of the page: all, ongoing, completed or planned (spec 01 §2). */
export const STATUS_FILTERS = ['all', 'ongoing', 'completed', 'planned'] as const satisfies readonly (
  ProjectStatus | 'all'
)[];
export type ProjectStatusFilter = (typeof STATUS_FILTERS)[number];

const STATUS_LABELS: Record<ProjectStatus | 'all', string> = {
  all: 'All statuses',
  ongoing: 'Ongoing',
  completed: 'Completed',
  planned: 'Planned',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

export interface ProjectFilters {
  readonly status: ProjectStatusFilter;
  /** Free text, matched case-insensitively in the title, description and location. */
  readonly search: string;
}

/** "Ongoing" for `ongoing`; "All statuses" for the filter's `all`. */
export function statusLabel(status: ProjectStatus | 'all'): string {
  return STATUS_LABELS[status];
}

export function matchesFilters(
  project: Pick<Project, 'status' | 'title' | 'description' | 'location'>,
  { status, search }: ProjectFilters,
): boolean {
  if (status !== 'all' && project.status !== status) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [project.title, project.description, project.location].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
