import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import {
  FieldErrorList,
  isBlank,
  isWebUrl,
  iso,
  parseDate,
  textOf,
  URL_MAX_LENGTH,
} from '../../shared/fields.js';
import {
  deleteProject as deleteProjectRow,
  findProject,
  insertProject,
  listProjects as listProjectRows,
  projectStats,
  updateProject as updateProjectRow,
  type ProjectRecord,
  type ProjectValues,
} from './projects.repository.js';
import {
  PROJECT_STATUSES,
  STATUS_ALIASES,
  type ProjectDto,
  type ProjectInput,
  type ProjectStats,
  type ProjectStatus,
} from './projects.schemas.js';

type Db = Kysely<Database>;

export const TITLE_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 200;
export const CATEGORY_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const LIST_MAX_ITEMS = 30;
export const LIST_ITEM_MAX_LENGTH = 100;
/** numeric(14,2): twelve digits before the point. */
export const BUDGET_MAX = 999_999_999_999.99;
const INT4_MAX = 2_147_483_647;

export function toProjectDto(row: ProjectRecord): ProjectDto {
  const beneficiaries = Number(row.beneficiaries);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    status: row.status,
    category: row.category,
    budget: row.budget === null ? null : Number(row.budget),
    beneficiaries,
    beneficiariesCount: beneficiaries,
    progressPercentage: Number(row.progressPercentage),
    thumbnailUrl: row.thumbnailUrl,
    tags: row.tags,
    partners: row.partners,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A status as stored, from what a client sends (case-insensitive; `current` is ongoing); null if unknown. */
export function projectStatusOf(value: string): ProjectStatus | null {
  const name = value.trim().toLowerCase();
  const status = STATUS_ALIASES[name] ?? name;
  return (PROJECT_STATUSES as readonly string[]).includes(status) ? (status as ProjectStatus) : null;
}

/** A number from a number or its text ("1,250.50" included: forms and spreadsheets write thousands so). */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** A list from a JSON list or comma-separated text: each entry trimmed, empty and repeated ones dropped. */
function listOf(value: unknown, field: string, label: string, errors: FieldErrorList): string[] {
  if (isBlank(value)) return [];
  let entries: unknown[];
  if (typeof value === 'string') entries = value.split(',');
  else if (Array.isArray(value)) entries = value;
  else {
    errors.add(field, `${label} must be a list or comma-separated text`);
    return [];
  }
  const items: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string' && typeof entry !== 'number') {
      errors.add(field, `${label} must be a list of text`);
      return [];
    }
    const item = String(entry).trim();
    if (item && !items.includes(item)) items.push(item);
  }
  if (items.some((item) => item.length > LIST_ITEM_MAX_LENGTH)) {
    errors.add(
      field,
      `Each of the ${label.toLowerCase()} must be at most ${LIST_ITEM_MAX_LENGTH} characters`,
    );
  }
  if (items.length > LIST_MAX_ITEMS) errors.add(field, `${label} can have at most ${LIST_MAX_ITEMS} entries`);
  return items;
}

function requiredText(value: unknown, label: string, max: number): [string, string | null] {
  const text = textOf(value);
  if (!text) return [text, `${label} is required`];
  if (text.length > max) return [text, `${label} must be at most ${max} characters`];
  return [text, null];
}

/**
 * The project form (spec 02 §5): title, status, location, start date and description required; budget 0 or
 * more; beneficiaries a whole number, 0 or more; progress 0 to 100; the thumbnail a URL; the end date not
 * before the start date. A new project without a status is planned (spec 02 §4); an update must name one.
 * Every problem at once, keyed as sent.
 */
export function validateProject(body: ProjectInput, mode: 'create' | 'update'): ProjectValues {
  const errors = new FieldErrorList();
  const [title, titleProblem] = requiredText(body.title, 'Title', TITLE_MAX_LENGTH);
  const [location, locationProblem] = requiredText(body.location, 'Location', LOCATION_MAX_LENGTH);
  const [description, descriptionProblem] = requiredText(
    body.description,
    'Description',
    DESCRIPTION_MAX_LENGTH,
  );
  errors.add('title', titleProblem);

  let status: ProjectStatus | null = null;
  if (isBlank(body.status)) {
    if (mode === 'create') status = 'planned';
    else errors.add('status', 'Status is required');
  } else {
    status = typeof body.status === 'string' ? projectStatusOf(body.status) : null;
    if (!status) errors.add('status', `Status must be one of: ${PROJECT_STATUSES.join(', ')}`);
  }
  errors.add('location', locationProblem);

  let startDate: string | null = null;
  if (isBlank(body.startDate)) errors.add('startDate', 'Start date is required');
  else {
    startDate = parseDate(body.startDate);
    if (!startDate) errors.add('startDate', 'Start date must be a valid date (YYYY-MM-DD)');
  }
  let endDate: string | null = null;
  if (!isBlank(body.endDate)) {
    endDate = parseDate(body.endDate);
    if (!endDate) errors.add('endDate', 'End date must be a valid date (YYYY-MM-DD)');
    else if (startDate && endDate < startDate)
      errors.add('endDate', 'End date cannot be before the start date');
  }
  errors.add('description', descriptionProblem);

  const category = textOf(body.category) || null;
  if (category && category.length > CATEGORY_MAX_LENGTH) {
    errors.add('category', `Category must be at most ${CATEGORY_MAX_LENGTH} characters`);
  }

  let budget: number | null = null;
  if (!isBlank(body.budget)) {
    const amount = numberOf(body.budget);
    if (amount === null) errors.add('budget', 'Budget must be a number');
    else if (amount < 0) errors.add('budget', 'Budget must be 0 or more');
    else if (amount > BUDGET_MAX) errors.add('budget', 'Budget is too large');
    else budget = Math.round(amount * 100) / 100;
  }

  // Either spelling; beneficiariesCount wins when both are sent (it is what the public site reads).
  const beneficiariesField = !isBlank(body.beneficiariesCount) ? 'beneficiariesCount' : 'beneficiaries';
  const beneficiariesValue = body[beneficiariesField];
  let beneficiaries = 0;
  if (!isBlank(beneficiariesValue)) {
    const count = numberOf(beneficiariesValue);
    if (count === null || !Number.isInteger(count) || count < 0) {
      errors.add(beneficiariesField, 'Beneficiaries must be a whole number, 0 or more');
    } else if (count > INT4_MAX) errors.add(beneficiariesField, 'Beneficiaries is too large');
    else beneficiaries = count;
  }

  let progressPercentage = 0;
  if (!isBlank(body.progressPercentage)) {
    const progress = numberOf(body.progressPercentage);
    if (progress === null) errors.add('progressPercentage', 'Progress must be a number');
    else if (progress < 0 || progress > 100)
      errors.add('progressPercentage', 'Progress must be between 0 and 100');
    else if (!Number.isInteger(progress)) errors.add('progressPercentage', 'Progress must be a whole number');
    else progressPercentage = progress;
  }

  const thumbnailUrl = isBlank(body.thumbnailUrl) ? null : textOf(body.thumbnailUrl);
  if (
    thumbnailUrl !== null &&
    (typeof body.thumbnailUrl !== 'string' || thumbnailUrl.length > URL_MAX_LENGTH || !isWebUrl(thumbnailUrl))
  ) {
    errors.add('thumbnailUrl', 'Thumbnail must be a valid URL');
  }

  const tags = listOf(body.tags, 'tags', 'Tags', errors);
  const partners = listOf(body.partners, 'partners', 'Partners', errors);

  if (!errors.isEmpty || !status || !startDate) {
    throw badRequest('Please correct the highlighted fields.', errors.errors);
  }
  return {
    title,
    description,
    location,
    status,
    category,
    budget,
    beneficiaries,
    progressPercentage,
    thumbnailUrl,
    tags,
    partners,
    startDate,
    endDate,
  };
}

export function getStats(db: Db): Promise<ProjectStats> {
  return projectStats(db);
}

export async function listProjects(
  db: Db,
  query: {
    status?: string | undefined;
    search?: string | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
) {
  const page = pageRequest(query);
  const status =
    query.status && query.status !== 'all' ? (projectStatusOf(query.status) ?? undefined) : undefined;
  const [{ rows, total }, stats] = await Promise.all([
    listProjectRows(db, { status, search: query.search }, page),
    projectStats(db),
  ]);
  const paging = pagination(page, total);
  return {
    data: {
      items: rows.map(toProjectDto),
      pagination: {
        total_items: total,
        total_pages: paging.total_pages,
        page: paging.page,
        limit: paging.limit,
      },
      stats,
    },
    pagination: paging,
  };
}

export async function getProject(db: Db, id: string): Promise<ProjectDto> {
  const row = await findProject(db, id);
  if (!row) throw notFound('The project');
  return toProjectDto(row);
}

export async function createProject(db: Db, body: ProjectInput): Promise<ProjectDto> {
  return toProjectDto(await insertProject(db, validateProject(body, 'create')));
}

/** A full replacement, with the same rules as creation (except that the status must be named). */
export async function updateProject(db: Db, id: string, body: ProjectInput): Promise<ProjectDto> {
  const row = await updateProjectRow(db, id, validateProject(body, 'update'));
  if (!row) throw notFound('The project');
  return toProjectDto(row);
}

export async function deleteProject(db: Db, id: string): Promise<void> {
  if (!(await deleteProjectRow(db, id))) throw notFound('The project');
}
