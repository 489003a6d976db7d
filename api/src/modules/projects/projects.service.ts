import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formErrors, notFound } from '../../shared/errors.js';
import { listRequest, nextCursor, pagination } from '../../shared/pagination.js';
import { keyKinds } from '../../db/list-page.js';
import { iso, parseDate } from '../../shared/fields.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';
import {
  findProject,
  insertProject,
  lockProject,
  listProjects as listProjectRows,
  projectStats,
  updateProject as updateProjectRow,
  type ProjectRecord,
  type ProjectValues,
  PROJECTS_ORDER,
} from './projects.repository.js';
import {
  PROJECT_STATUSES,
  STATUS_ALIASES,
  type ProjectCreateInput,
  type ProjectDto,
  type ProjectUpdateInput,
  type ProjectStats,
  type ProjectStatus,
} from './projects.schemas.js';

type Db = Kysely<Database>;

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

/**
 * What the schema has checked and tidied (projects.schemas.ts), as stored; the one rule it cannot state, an
 * end date not before the start date, is checked here.
 */
function valuesOf(body: ProjectCreateInput | ProjectUpdateInput): ProjectValues {
  // The schema's `calendar-date` format has accepted both, so they parse.
  const startDate = parseDate(body.startDate) ?? body.startDate;
  const endDate = body.endDate ? (parseDate(body.endDate) ?? body.endDate) : null;
  if (endDate !== null && endDate < startDate) {
    throw formErrors({ endDate: ['End date cannot be before the start date'] });
  }
  return {
    title: body.title,
    description: body.description,
    location: body.location,
    status: body.status ? (projectStatusOf(body.status) ?? 'planned') : 'planned',
    category: body.category ?? null,
    budget: body.budget == null ? null : Math.round(body.budget * 100) / 100,
    // Either spelling; beneficiariesCount wins when both are sent (it is what the public site reads).
    beneficiaries: body.beneficiariesCount ?? body.beneficiaries ?? 0,
    progressPercentage: body.progressPercentage ?? 0,
    thumbnailUrl: body.thumbnailUrl ?? null,
    tags: body.tags ?? [],
    partners: body.partners ?? [],
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
    after?: string | undefined;
  },
) {
  const page = listRequest(query, keyKinds(PROJECTS_ORDER));
  const status =
    query.status && query.status !== 'all' ? (projectStatusOf(query.status) ?? undefined) : undefined;
  const { rows, total, nextKey, stats } = await listProjectRows(db, { status, search: query.search }, page);
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
    next: nextCursor(page, nextKey),
  };
}

export async function getProject(db: Db, id: string): Promise<ProjectDto> {
  const row = await findProject(db, id);
  if (!row) throw notFound('The project');
  return toProjectDto(row);
}

/** The audit log's view of a project: `beneficiariesCount` repeats `beneficiaries`. */
const auditProject = (dto: ProjectDto) => ({ ...dto, beneficiariesCount: undefined });

export async function createProject(
  db: Db,
  body: ProjectCreateInput,
  actor: AuditActor,
): Promise<ProjectDto> {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const created = toProjectDto(await insertProject(trx, values));
    await recordChange(trx, actor, {
      entity: 'project',
      entityId: created.id,
      label: created.title,
      before: null,
      after: auditProject(created),
    });
    return created;
  });
}

/** A full replacement, with the same rules as creation (except that the status must be named). */
export async function updateProject(
  db: Db,
  id: string,
  body: ProjectUpdateInput,
  actor: AuditActor,
): Promise<ProjectDto> {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const current = await lockProject(trx, id);
    const row = current && (await updateProjectRow(trx, id, values));
    if (!current || !row) throw notFound('The project');
    const updated = toProjectDto(row);
    await recordChange(trx, actor, {
      entity: 'project',
      entityId: id,
      label: updated.title,
      before: auditProject(toProjectDto(current)),
      after: auditProject(updated),
    });
    return updated;
  });
}

export async function deleteProject(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockProject(trx, id);
    if (!current || !(await moveToTrash(trx, 'project', id, actor))) throw notFound('The project');
    await recordChange(trx, actor, {
      entity: 'project',
      entityId: id,
      label: current.title,
      before: auditProject(toProjectDto(current)),
      after: null,
    });
  });
}
