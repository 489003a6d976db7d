import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, formErrors, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import { ownerOf, type Audience } from './executives.service.js';
import { iso } from '../../shared/fields.js';
import { BRANCH_FIELDS, readFields, type CheckedForm } from './organisation.fields.js';
import {
  duplicateName,
  findBranch,
  insertBranch,
  listBranches as listBranchRows,
  updateBranch as updateBranchRow,
  type BranchRecord,
  type BranchValues,
  type Scope,
} from './organisation.repository.js';
import type { BranchDto } from './organisation.schemas.js';
import { lockRowForEdit } from '../../db/row-lock.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';

export const BRANCH_TAKEN = 'A branch with this name already exists in this ward.';

type BranchScope = Scope & { wardId: string; branchId: string };
type WardScope = Scope & { wardId: string };

/** A branch with its executives (read for their audience). */
export function toBranchDto(record: BranchRecord): BranchDto {
  return {
    id: record.id,
    ward_id: record.wardId,
    branch_name: record.branchName,
    office_location: record.officeLocation,
    phone_number: record.phoneNumber,
    email: record.email,
    executives: record.executives.asAnswer(),
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
  };
}

/** A page of a ward's branches, each with its executives (three queries, however many). */
export async function listBranches(
  db: Kysely<Database>,
  scope: WardScope,
  query: { search?: string | undefined; page?: number | undefined; limit?: number | undefined },
  audience: Audience,
) {
  const ward = await ownerOf(db, scope);
  const page = pageRequest(query);
  const { rows, total } = await listBranchRows(db, ward.id, query, page, audience);
  return { data: rows.map(toBranchDto), pagination: pagination(page, total) };
}

/** The branch a path names: in that ward (404 for the ward first), in that constituency when named. */
async function branchAt(db: Kysely<Database>, scope: BranchScope, audience: Audience): Promise<BranchRecord> {
  await ownerOf(db, { constituencyId: scope.constituencyId, wardId: scope.wardId });
  const branch = await findBranch(db, scope.branchId, audience);
  if (!branch || branch.wardId !== scope.wardId) throw notFound('The branch');
  return branch;
}

export async function getBranch(
  db: Kysely<Database>,
  scope: BranchScope,
  audience: Audience,
): Promise<BranchDto> {
  return toBranchDto(await branchAt(db, scope, audience));
}

function readBranch(form: CheckedForm, current?: BranchRecord) {
  const { values, keys, errors } = readFields(
    form.fields,
    BRANCH_FIELDS,
    current && {
      branch_name: current.branchName,
      office_location: current.officeLocation,
      phone_number: current.phoneNumber,
      email: current.email,
    },
    form.problems,
  );
  if (!errors.isEmpty) throw formErrors(errors.errors);
  return { values: values as BranchValues, nameKey: keys.branch_name };
}

function duplicateOr(error: unknown, nameKey: string): unknown {
  return duplicateName(error) === 'branch' ? conflict(BRANCH_TAKEN, { [nameKey]: [BRANCH_TAKEN] }) : error;
}

/** The audit log's view of a branch: its own fields (its executives are logged as their own records). */
const AUDIT_IGNORE = ['executives'];

export async function createBranch(
  db: Kysely<Database>,
  scope: WardScope,
  form: CheckedForm,
  actor: AuditActor,
): Promise<BranchDto> {
  const ward = await ownerOf(db, scope);
  const { values, nameKey } = readBranch(form);
  return db.transaction().execute(async (trx) => {
    const id = await insertBranch(trx, ward.id, values).catch((error: unknown) => {
      throw duplicateOr(error, nameKey);
    });
    const created = await getBranch(trx, { ...scope, branchId: id }, 'administrator');
    await recordChange(trx, actor, {
      entity: 'branch',
      entityId: id,
      label: created.branch_name,
      before: null,
      after: created,
      ignore: AUDIT_IGNORE,
    });
    return created;
  });
}

export async function updateBranch(
  db: Kysely<Database>,
  scope: BranchScope,
  form: CheckedForm,
  actor: AuditActor,
): Promise<BranchDto> {
  return db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'branches', scope.branchId);
    const current = await branchAt(trx, scope, 'administrator');
    const { values, nameKey } = readBranch(form, current);
    const updated = await updateBranchRow(trx, current.id, values).catch((error: unknown) => {
      throw duplicateOr(error, nameKey);
    });
    if (!updated) throw notFound('The branch');
    const saved = await getBranch(trx, scope, 'administrator');
    await recordChange(trx, actor, {
      entity: 'branch',
      entityId: current.id,
      label: saved.branch_name,
      before: toBranchDto(current),
      after: saved,
      ignore: AUDIT_IGNORE,
    });
    return saved;
  });
}

/** The branch, its executives and their pictures, in one transaction. */
export async function deleteBranch(
  db: Kysely<Database>,
  scope: BranchScope,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'branches', scope.branchId);
    const branch = await branchAt(trx, scope, 'administrator');
    if (!(await moveToTrash(trx, 'branch', branch.id, actor))) throw notFound('The branch');
    await recordChange(trx, actor, {
      entity: 'branch',
      entityId: branch.id,
      label: branch.branchName,
      before: toBranchDto(branch),
      after: null,
      ignore: AUDIT_IGNORE,
    });
  });
}
