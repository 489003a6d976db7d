import { isRecord } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * A development project as the public site shows it (spec 01 §3-§4), and the Projects page's rules that
 * do not depend on React: status names, the statistics and the client-side filter (spec 01 §2).
 */

/** Spec 01 §4: the statuses the public site sees (`current` is another name for ongoing). */
export const PROJECT_STATUSES = [
  'ongoing',
  'completed',
  'planned',
  'suspended',
  'cancelled',
] as const satisfies readonly ApiProject['status'][];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** The status filter of the page: all, ongoing, completed or planned (spec 01 §2). */
export const STATUS_FILTERS = ['all', 'ongoing', 'completed', 'planned'] as const;
export type ProjectStatusFilter = (typeof STATUS_FILTERS)[number];

const STATUS_LABELS: Record<ProjectStatus | 'all', string> = {
  all: 'All statuses',
  ongoing: 'Ongoing',
  completed: 'Completed',
  planned: 'Planned',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

/** The project as the API documents it (each item of GET /projects). */
type ApiProject = ApiData<'listProjects'>['items'][number];
/** A field of the project by the contract's name, then by older spellings. */
type ProjectKeys = [keyof ApiProject, ...string[]];

/** The page's view of a project, read from the API's record by `toProject`. */
export interface Project {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** Lower case, with `current` read as `ongoing`; an unknown status is kept as sent. */
  readonly status: string;
  readonly category: string | null;
  /** GHS; null when not given. */
  readonly budget: number | null;
  readonly beneficiaries: number;
  /** 0 to 100. */
  readonly progress: number;
  readonly thumbnailUrl: string | null;
  readonly tags: readonly string[];
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** The counts of GET /projects' `data.stats`. */
export type ProjectStats = Readonly<ApiData<'listProjects'>['stats']>;

export interface ProjectFilters {
  readonly status: ProjectStatusFilter;
  /** Free text, matched case-insensitively in the title, description and location. */
  readonly search: string;
}

export function statusLabel(status: string): string {
  const known = STATUS_LABELS[status as ProjectStatus] as string | undefined;
  if (known) return known;
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1);
}

export function matchesFilters(project: Project, { status, search }: ProjectFilters): boolean {
  if (status !== 'all' && project.status !== status) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [project.title, project.description, project.location].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** The statistics over the projects themselves, for a server that does not send `data.stats`. */
export function statsOf(projects: readonly Project[]): ProjectStats {
  return {
    total: projects.length,
    ongoing: projects.filter((project) => project.status === 'ongoing').length,
    completed: projects.filter((project) => project.status === 'completed').length,
    totalBeneficiaries: projects.reduce((sum, project) => sum + project.beneficiaries, 0),
  };
}

/** The server's `data.stats`, when it holds four counts. */
export function toProjectStats(raw: unknown): ProjectStats | null {
  if (!isRecord(raw)) return null;
  const count = (...keys: [keyof ProjectStats, ...string[]]) => {
    for (const key of keys) {
      const value = Number(raw[key]);
      if (raw[key] !== null && raw[key] !== undefined && Number.isFinite(value)) return value;
    }
    return null;
  };
  const total = count('total');
  const ongoing = count('ongoing', 'current');
  const completed = count('completed');
  const totalBeneficiaries = count('totalBeneficiaries', 'total_beneficiaries');
  if (total === null || ongoing === null || completed === null || totalBeneficiaries === null) return null;
  return { total, ongoing, completed, totalBeneficiaries };
}

/**
 * Reads one project off the wire. The API sends camelCase (api/src/modules/projects/projects.schemas.ts);
 * snake_case, `beneficiaries` for `beneficiariesCount`, a numeric text budget (PostgreSQL numerics) and
 * comma-separated tags are accepted too.
 */
export function toProject(raw: unknown): Project {
  const record = isRecord(raw) ? raw : {};
  const pick = (...keys: ProjectKeys): unknown => {
    for (const key of keys) {
      if (record[key] !== undefined && record[key] !== null && record[key] !== '') return record[key];
    }
    return undefined;
  };
  const text = (...keys: ProjectKeys) => {
    const value = pick(...keys);
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const optional = (...keys: ProjectKeys) => text(...keys) || null;
  const number = (...keys: ProjectKeys) => {
    const value = Number(pick(...keys));
    return pick(...keys) === undefined || !Number.isFinite(value) ? null : value;
  };
  const status = text('status').toLowerCase();
  const progress = number('progressPercentage', 'progress_percentage', 'progress') ?? 0;
  return {
    id: text('id'),
    title: text('title'),
    description: text('description'),
    location: text('location'),
    status: status === 'current' ? 'ongoing' : status,
    category: optional('category'),
    budget: number('budget'),
    beneficiaries: Math.max(
      0,
      Math.round(number('beneficiariesCount', 'beneficiaries_count', 'beneficiaries') ?? 0),
    ),
    progress: Math.min(100, Math.max(0, Math.round(progress))),
    thumbnailUrl: optional('thumbnailUrl', 'thumbnail_url'),
    tags: tagsOf(pick('tags')),
    startDate: optional('startDate', 'start_date'),
    endDate: optional('endDate', 'end_date'),
  };
}

function tagsOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? (value as unknown[])
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return list
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
