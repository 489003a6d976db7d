import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, formErrors, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import { ownerOf, type Audience } from './executives.service.js';
import { iso } from '../../shared/fields.js';
import { readFields, WARD_FIELDS, type CheckedForm } from './organisation.fields.js';
import {
  duplicateName,
  findWard,
  insertWard,
  listWards as listWardRows,
  updateWard as updateWardRow,
  type Scope,
  type WardRecord,
  type WardValues,
} from './organisation.repository.js';
import type { WardDto } from './organisation.schemas.js';
import { lockRowForEdit } from '../../db/row-lock.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';

export const WARD_TAKEN = 'A ward with this name already exists in this constituency.';

/** A ward with its executives, and its branches with theirs (read for their audience). */
export function toWardDto(record: WardRecord): WardDto {
  return {
    id: record.id,
    constituency_id: record.constituencyId,
    ward_name: record.wardName,
    office_location: record.officeLocation,
    phone_number: record.phoneNumber,
    email: record.email,
    branch_count: record.branchCount,
    executives: record.executives.asAnswer(),
    ...(record.branches && { branches: record.branches.asAnswer() }),
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
  };
}

/** `include=branches` (or `embed=branches`, or a comma list naming it) asks for each ward's whole tree. */
export const wantsBranches = (...values: (string | undefined)[]) =>
  values.some((value) =>
    value
      ?.split(',')
      .map((part) => part.trim().toLowerCase())
      .includes('branches'),
  );

/**
 * A page of a constituency's wards with their executives and branch counts, and with `include=branches`
 * their branches (all, or a page of each ward's with `branches_limit`) and the branches' executives: one
 * statement (the page and its total), and a second only when the page is empty (is there such a
 * constituency?), however many wards, branches and executives there are.
 */
export async function listWards(
  db: Kysely<Database>,
  constituencyId: string,
  query: {
    search?: string | undefined;
    include?: string | undefined;
    embed?: string | undefined;
    branches_limit?: number | undefined;
    branches_page?: number | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
  audience: Audience,
) {
  const page = pageRequest(query);
  const branches = wantsBranches(query.include, query.embed)
    ? query.branches_limit === undefined
      ? 'all'
      : pageRequest({ page: query.branches_page, limit: query.branches_limit })
    : 'none';
  const { rows, total } = await listWardRows(
    db,
    constituencyId,
    { search: query.search, branches },
    page,
    audience,
  );
  // A page with wards shows the constituency exists; only an empty one asks.
  if (rows.length === 0) await ownerOf(db, { constituencyId });
  return { data: rows.map(toWardDto), pagination: pagination(page, total) };
}

/** The ward a path names: under its constituency when the path names one. */
async function wardAt(
  db: Kysely<Database>,
  scope: Scope & { wardId: string },
  audience: Audience,
): Promise<WardRecord> {
  const ward = await findWard(db, scope.wardId, audience);
  if (!ward || (scope.constituencyId && ward.constituencyId !== scope.constituencyId)) {
    throw notFound('The ward');
  }
  return ward;
}

/** One ward with its executives, its branches and theirs. */
export async function getWard(
  db: Kysely<Database>,
  scope: Scope & { wardId: string },
  audience: Audience,
): Promise<WardDto> {
  return toWardDto(await wardAt(db, scope, audience));
}

function readWard(form: CheckedForm, current?: WardRecord) {
  const { values, keys, errors } = readFields(
    form.fields,
    WARD_FIELDS,
    current && {
      ward_name: current.wardName,
      office_location: current.officeLocation,
      phone_number: current.phoneNumber,
      email: current.email,
    },
    form.problems,
  );
  if (!errors.isEmpty) throw formErrors(errors.errors);
  return { values: values as WardValues, nameKey: keys.ward_name };
}

function duplicateOr(error: unknown, nameKey: string): unknown {
  return duplicateName(error) === 'ward' ? conflict(WARD_TAKEN, { [nameKey]: [WARD_TAKEN] }) : error;
}

/** The audit log's view of a ward: its own fields (executives and branches are logged as their own records). */
const AUDIT_IGNORE = ['executives', 'branches'];

export async function createWard(
  db: Kysely<Database>,
  constituencyId: string,
  form: CheckedForm,
  actor: AuditActor,
): Promise<WardDto> {
  await ownerOf(db, { constituencyId });
  const { values, nameKey } = readWard(form);
  return db.transaction().execute(async (trx) => {
    const id = await insertWard(trx, constituencyId, values).catch((error: unknown) => {
      throw duplicateOr(error, nameKey);
    });
    const created = await getWard(trx, { wardId: id }, 'administrator');
    await recordChange(trx, actor, {
      entity: 'ward',
      entityId: id,
      label: created.ward_name,
      before: null,
      after: created,
      ignore: AUDIT_IGNORE,
    });
    return created;
  });
}

export async function updateWard(
  db: Kysely<Database>,
  scope: Scope & { wardId: string },
  form: CheckedForm,
  actor: AuditActor,
): Promise<WardDto> {
  return db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'wards', scope.wardId);
    const current = await wardAt(trx, scope, 'administrator');
    const { values, nameKey } = readWard(form, current);
    const updated = await updateWardRow(trx, current.id, values).catch((error: unknown) => {
      throw duplicateOr(error, nameKey);
    });
    if (!updated) throw notFound('The ward');
    const saved = await getWard(trx, scope, 'administrator');
    await recordChange(trx, actor, {
      entity: 'ward',
      entityId: current.id,
      label: saved.ward_name,
      before: toWardDto(current),
      after: saved,
      ignore: AUDIT_IGNORE,
    });
    return saved;
  });
}

/** The ward, its branches, every executive of both and their pictures, in one transaction. */
export async function deleteWard(
  db: Kysely<Database>,
  scope: Scope & { wardId: string },
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'wards', scope.wardId);
    const ward = await wardAt(trx, scope, 'administrator');
    if (!(await moveToTrash(trx, 'ward', ward.id, actor))) throw notFound('The ward');
    await recordChange(trx, actor, {
      entity: 'ward',
      entityId: ward.id,
      label: ward.wardName,
      before: toWardDto(ward),
      after: null,
      ignore: AUDIT_IGNORE,
    });
  });
}
