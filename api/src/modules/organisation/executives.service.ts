import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../shared/errors.js';
import { checkUpload, type CheckedImage, type ImageForm } from '../../shared/images.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import { storeMedia } from '../media/media.service.js';
import type { FieldErrorList } from '../../shared/fields.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';
import {
  executiveFields,
  type CheckedForm,
  readConsents,
  readFields,
  type ExecutiveField,
  type ExecutiveLevel,
} from './organisation.fields.js';
import {
  deleteMedia,
  findExecutive,
  insertExecutive,
  listExecutives as listExecutiveRows,
  lockExecutivePicture,
  resolveScope,
  updateExecutive as updateExecutiveRow,
  type Audience,
  type ExecutiveOwner,
  type ExecutiveRecord,
  type ExecutiveValues,
  type Scope,
} from './organisation.repository.js';
import type { ExecutiveDto, ExecutivesQueryInput } from './organisation.schemas.js';

/**
 * Executives of a constituency, a ward or a branch. Every route names its parent by path (a branch in a
 * ward, optionally in a constituency); the parent must exist and the path must hold together, else 404.
 * Which fields are required depends on the level (spec 02 §5). A picture is stored in `media` in the same
 * transaction as the row, and checked before anything is written, so a refused upload changes nothing.
 */

export type { Audience } from './organisation.repository.js';

const LEVEL_NAMES: Record<ExecutiveLevel, string> = {
  constituency: 'The constituency',
  ward: 'The ward',
  branch: 'The branch',
};

const levelOf = (scope: Scope): ExecutiveLevel =>
  scope.branchId ? 'branch' : scope.wardId ? 'ward' : 'constituency';

/** The parent a path names, checked to exist where the path says it is. */
export async function ownerOf(db: Kysely<Database>, scope: Scope): Promise<ExecutiveOwner> {
  const owner = await resolveScope(db, scope);
  if (!owner) throw notFound(LEVEL_NAMES[levelOf(scope)]);
  return owner;
}

/**
 * A list under a path; `wardId` and `branchId` in the query narrow it to a ward or branch below the path
 * (the executives of one ward of this constituency), never sideways.
 */
export async function listExecutives(
  db: Kysely<Database>,
  scope: Scope,
  query: ExecutivesQueryInput,
  audience: Audience,
) {
  const level = levelOf(scope);
  const narrowed: Scope = { ...scope };
  if (level === 'constituency' && query.wardId) narrowed.wardId = query.wardId;
  if (level !== 'branch' && query.branchId) narrowed.branchId = query.branchId;
  const owner = await ownerOf(db, narrowed);
  const page = pageRequest(query);
  const { rows, total } = await listExecutiveRows(db, owner, query, page, audience);
  return { data: rows satisfies ExecutiveDto[], pagination: pagination(page, total) };
}

export async function getExecutive(
  db: Kysely<Database>,
  scope: Scope,
  id: string,
  audience: Audience,
): Promise<ExecutiveDto> {
  const owner = await ownerOf(db, scope);
  const record = await findExecutive(db, owner, id, audience);
  if (!record) throw notFound('The executive');
  return record.card;
}

const DATE_OF_BIRTH_FUTURE = 'Date of birth cannot be in the future';
const END_BEFORE_START = 'Date of end of tenure cannot be before the date of assumption of office';

/** An executive's form, JSON or multipart, with the problems its body schema found in the fields. */
export type ExecutiveForm = ImageForm & CheckedForm;

/** Reads and checks the fields and the picture; throws every problem at once. */
async function readExecutive(
  level: ExecutiveLevel,
  form: ExecutiveForm,
  current?: ExecutiveRecord,
): Promise<{ values: ExecutiveValues; image?: CheckedImage & { data: Buffer }; removePicture: boolean }> {
  const { values, keys, errors } = readFields(
    form.fields,
    executiveFields(level),
    current && {
      full_name: current.fullName,
      position_held: current.positionHeld,
      date_of_birth: current.dateOfBirth,
      date_of_assumption_of_office: current.dateOfAssumptionOfOffice,
      date_of_end_of_tenure: current.dateOfEndOfTenure,
      phone_number: current.phoneNumber,
      email: current.email,
    },
    form.problems,
  );
  crossCheck(values, keys, errors);
  const consents = readConsents(
    form.fields,
    current && {
      phone_number_public: current.phoneNumberPublic,
      email_public: current.emailPublic,
      date_of_birth_public: current.dateOfBirthPublic,
    },
  );

  const file = form.files.get('picture');
  let image: (CheckedImage & { data: Buffer }) | undefined;
  if (file) {
    try {
      image = await checkUpload(file);
    } catch (error) {
      // Too large is its own status (413); not an image joins the other field problems.
      if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
      for (const [field, messages] of Object.entries(error.errors))
        messages.forEach((m) => errors.add(field, m));
    }
  }
  if (!errors.isEmpty) throw badRequest('Please correct the highlighted fields.', errors.errors);
  const removePicture = !file && form.fields.pick('picture')?.value === null;
  return { values: { ...(values as ExecutiveValues), ...consents }, ...(image && { image }), removePicture };
}

function crossCheck(
  values: Record<ExecutiveField, string | null>,
  keys: Record<ExecutiveField, string>,
  errors: FieldErrorList,
) {
  const today = new Date().toISOString().slice(0, 10);
  const born = values.date_of_birth;
  if (born && !errors.has(keys.date_of_birth) && born > today)
    errors.add(keys.date_of_birth, DATE_OF_BIRTH_FUTURE);
  const start = values.date_of_assumption_of_office;
  const end = values.date_of_end_of_tenure;
  if (
    start &&
    end &&
    !errors.has(keys.date_of_assumption_of_office) &&
    !errors.has(keys.date_of_end_of_tenure) &&
    end < start
  ) {
    errors.add(keys.date_of_end_of_tenure, END_BEFORE_START);
  }
}

export async function createExecutive(
  db: Kysely<Database>,
  scope: Scope,
  form: ExecutiveForm,
  actor: AuditActor,
): Promise<ExecutiveDto> {
  const owner = await ownerOf(db, scope);
  const { values, image } = await readExecutive(owner.level, form);
  return db.transaction().execute(async (trx) => {
    const pictureId = image ? await storeMedia(trx, image) : null;
    const id = await insertExecutive(trx, owner, values, pictureId);
    const created = await getExecutive(trx, scope, id, 'administrator');
    await recordChange(trx, actor, {
      entity: 'executive',
      entityId: id,
      label: created.full_name,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * PUT: the fields sent replace the current ones, the others stay (the rules apply to the result). A new
 * picture replaces the old one, whose bytes are removed; JSON `picture: null` removes it.
 */
export async function updateExecutive(
  db: Kysely<Database>,
  scope: Scope,
  id: string,
  form: ExecutiveForm,
  actor: AuditActor,
): Promise<ExecutiveDto> {
  const owner = await ownerOf(db, scope);
  // Read, merge and write under the row's lock: two partial edits at once must both land.
  return db.transaction().execute(async (trx) => {
    const locked = await lockExecutivePicture(trx, owner, id);
    if (!locked) throw notFound('The executive');
    const current = await findExecutive(trx, owner, id, 'administrator');
    if (!current) throw notFound('The executive');
    const { values, image, removePicture } = await readExecutive(owner.level, form, current);
    const pictureId = image ? await storeMedia(trx, image) : removePicture ? null : undefined;
    await updateExecutiveRow(trx, id, values, pictureId);
    if (pictureId !== undefined && locked.pictureId && locked.pictureId !== pictureId) {
      await deleteMedia(trx, [locked.pictureId]);
    }
    const saved = await getExecutive(trx, scope, id, 'administrator');
    await recordChange(trx, actor, {
      entity: 'executive',
      entityId: id,
      label: saved.full_name,
      before: current.card,
      after: saved,
    });
    return saved;
  });
}

export async function deleteExecutive(
  db: Kysely<Database>,
  scope: Scope,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const owner = await ownerOf(db, scope);
  await db.transaction().execute(async (trx) => {
    const current = await lockExecutivePicture(trx, owner, id).then(
      async (locked) => locked && (await findExecutive(trx, owner, id, 'administrator')),
    );
    if (!current || !(await moveToTrash(trx, 'executive', id, actor))) throw notFound('The executive');
    await recordChange(trx, actor, {
      entity: 'executive',
      entityId: id,
      label: current.fullName,
      before: current.card,
      after: null,
    });
  });
}
