import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import type { PageQuery, RecordPage } from '../../../shared/record-console/record-console';

/** A project as the API sends it (GET /api/projects/{id}; the list's items are the same record). */
export type Project = ApiData<'getProject'>;

/** The statuses the form offers (spec 02 §4); the API also knows `cancelled`. */
export const PROJECT_STATUSES = [
  'planned',
  'ongoing',
  'completed',
  'suspended',
] as const satisfies readonly Project['status'][];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const isProjectStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value);

/**
 * What a full update sends (PUT /api/projects/{id}), status included; a create (POST /api/projects) sends
 * the same.
 */
export type ProjectPayload = ApiBody<'updateProject'>;

export interface ProjectFilters extends PageQuery {
  /** '' for every status. */
  readonly status: string;
}

export type ProjectPage = RecordPage<Project>;
