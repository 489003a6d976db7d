import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, formErrors, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import type { Audience } from './executives.service.js';
import { iso } from '../../shared/fields.js';
import { CONSTITUENCY_FIELDS, readFields, type CheckedForm } from './organisation.fields.js';
import {
  duplicateName,
  findConstituency,
  findConstituencyWithExecutives,
  insertConstituency,
  listConstituencies as listConstituencyRows,
  updateConstituency as updateConstituencyRow,
  type ConstituencyRecord,
  type ConstituencyValues,
  type StoredCards,
} from './organisation.repository.js';
import type { ConstituencyDto } from './organisation.schemas.js';
import { lockRowForEdit } from '../../db/row-lock.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';

export const CONSTITUENCY_TAKEN = 'A constituency with this name already exists.';

/** A constituency, with its executives (when given, read for their audience). */
function toConstituencyDto(record: ConstituencyRecord, executives?: StoredCards): ConstituencyDto {
  return {
    id: record.id,
    constituency_name: record.constituencyName,
    office_location: record.officeLocation,
    phone_number: record.phoneNumber,
    email: record.email,
    ward_count: record.wardCount,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    ...(executives && { executives: executives.asAnswer() }),
  };
}

export async function listConstituencies(
  db: Kysely<Database>,
  query: { search?: string | undefined; page?: number | undefined; limit?: number | undefined },
) {
  const page = pageRequest(query);
  const { rows, total } = await listConstituencyRows(db, query, page);
  return { data: rows.map((row) => toConstituencyDto(row)), pagination: pagination(page, total) };
}

/** One constituency with its ward count and its own executives. */
export async function getConstituency(
  db: Kysely<Database>,
  id: string,
  audience: Audience,
): Promise<ConstituencyDto> {
  const record = await findConstituencyWithExecutives(db, id, audience);
  if (!record) throw notFound('The constituency');
  return toConstituencyDto(record, record.executives);
}

function readConstituency(form: CheckedForm, current?: ConstituencyRecord) {
  const { values, keys, errors } = readFields(
    form.fields,
    CONSTITUENCY_FIELDS,
    current && {
      constituency_name: current.constituencyName,
      office_location: current.officeLocation,
      phone_number: current.phoneNumber,
      email: current.email,
    },
    form.problems,
  );
  if (!errors.isEmpty) throw formErrors(errors.errors);
  return { values: values as ConstituencyValues, nameKey: keys.constituency_name };
}

/** The unique index settles duplicates (also two requests racing): a 409 keyed by the name field. */
function duplicateOr(error: unknown, nameKey: string): unknown {
  return duplicateName(error) === 'constituency'
    ? conflict(CONSTITUENCY_TAKEN, { [nameKey]: [CONSTITUENCY_TAKEN] })
    : error;
}

/** The audit log's view of a constituency: its own fields (its executives are logged as their own records). */
const AUDIT_IGNORE = ['executives'];

export async function createConstituency(
  db: Kysely<Database>,
  form: CheckedForm,
  actor: AuditActor,
): Promise<ConstituencyDto> {
  const { values, nameKey } = readConstituency(form);
  return db.transaction().execute(async (trx) => {
    const id = await insertConstituency(trx, values).catch((error: unknown) => {
      throw duplicateOr(error, nameKey);
    });
    const created = await getConstituency(trx, id, 'administrator');
    await recordChange(trx, actor, {
      entity: 'constituency',
      entityId: id,
      label: created.constituency_name,
      before: null,
      after: created,
      ignore: AUDIT_IGNORE,
    });
    return created;
  });
}

/** PUT: the fields sent replace the current ones, the others stay; the rules apply to the result. */
export async function updateConstituency(
  db: Kysely<Database>,
  id: string,
  form: CheckedForm,
  actor: AuditActor,
): Promise<ConstituencyDto> {
  return db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'constituencies', id);
    const current = await findConstituency(trx, id);
    if (!current) throw notFound('The constituency');
    const { values, nameKey } = readConstituency(form, current);
    const updated = await updateConstituencyRow(trx, id, values).catch((error: unknown) => {
      throw duplicateOr(error, nameKey);
    });
    if (!updated) throw notFound('The constituency');
    const saved = await getConstituency(trx, id, 'administrator');
    await recordChange(trx, actor, {
      entity: 'constituency',
      entityId: id,
      label: saved.constituency_name,
      before: toConstituencyDto(current),
      after: saved,
      ignore: AUDIT_IGNORE,
    });
    return saved;
  });
}

/** Everything under the constituency goes with it, with the executives' pictures, in one transaction. */
export async function deleteConstituency(db: Kysely<Database>, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'constituencies', id);
    const current = await findConstituency(trx, id);
    if (!current) throw notFound('The constituency');
    if (!(await moveToTrash(trx, 'constituency', id, actor))) throw notFound('The constituency');
    await recordChange(trx, actor, {
      entity: 'constituency',
      entityId: id,
      label: current.constituencyName,
      before: toConstituencyDto(current),
      after: null,
      ignore: AUDIT_IGNORE,
    });
  });
}
