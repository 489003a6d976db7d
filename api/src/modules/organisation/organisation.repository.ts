import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { listPage, type PageWindow } from '../../db/list-page.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../shared/pagination.js';
import { containsPattern } from '../../shared/search.js';
import { StoredJson } from '../../shared/stored-json.js';
import type { Consents, ExecutiveField, ExecutiveLevel } from './organisation.fields.js';

/**
 * Every query of the organisation: constituencies, wards, branches and executives. A parent's executives
 * come as the array of their cards stored beside the parent, one per audience, kept by triggers on every
 * write; a ward's branches are a correlated sub-select, so that a page of wards with everything under it is
 * one query however many wards, branches and executives it holds.
 */

type Db = Kysely<Database>;

// Inside json_agg timestamps arrive as ISO text, outside as Date: the services normalise both.
type Timestamp = Date | string;

/** The fields of an executive's form as stored, which an update merges the sent ones into. */
export interface ExecutiveRecord {
  fullName: string;
  positionHeld: string;
  dateOfBirth: string | null;
  dateOfAssumptionOfOffice: string | null;
  dateOfEndOfTenure: string | null;
  phoneNumber: string | null;
  email: string | null;
  /** The executive's consents: whether the public site shows the phone number, email, date of birth. */
  phoneNumberPublic: boolean;
  emailPublic: boolean;
  dateOfBirthPublic: boolean;
}

/**
 * Who reads an answer: administrators see every field of an executive and their consents; the public
 * (visitors and signed-in members alike) sees the phone number, the email and the date of birth only
 * where the executive consented. Every answer that carries executives names its reader.
 */
export type Audience = 'administrator' | 'public';

/**
 * An executive as one audience reads it: the card PostgreSQL writes beside the row whenever the row is
 * written (migration 2026112810: compact, keys in the order the answer writes them), read back as it is.
 * The consents are on administrators' cards only.
 */
export type ExecutiveCard = {
  id: string;
  level: ExecutiveLevel;
  constituency_id: string | null;
  ward_id: string | null;
  branch_id: string | null;
  full_name: string;
  position_held: string;
  picture: string | null;
  date_of_birth: string | null;
  date_of_assumption_of_office: string | null;
  date_of_end_of_tenure: string | null;
  phone_number: string | null;
  email: string | null;
  phone_number_public?: boolean;
  email_public?: boolean;
  date_of_birth_public?: boolean;
  created_at: string;
  updated_at: string;
};

const CARD = { public: 'executives.public_card', administrator: 'executives.admin_card' } as const;

/** An executive's card for `audience`, as the column `card`. */
const cardOf = (audience: Audience) => sql<ExecutiveCard>`${sql.ref(CARD[audience])}`.as('card');

const PARENT_COLUMN = {
  constituency: 'executives.constituency_id',
  ward: 'executives.ward_id',
  branch: 'executives.branch_id',
} as const;

/** The `card` texts `rows` give, in their order, joined into one JSON array's text. */
const jsonArrayText = (rows: Expression<unknown>) =>
  sql<string>`(SELECT '[' || coalesce(string_agg(parts.card, ','), '') || ']' FROM (${rows}) AS parts)`;

/** The table each level's parents live in. */
const PARENT_TABLE = { constituency: 'constituencies', ward: 'wards', branch: 'branches' } as const;

/** Each parent's executives' cards, one JSON array per audience, kept by triggers (migration 2026112811). */
const EXECUTIVES_COLUMN = { public: 'public_executives', administrator: 'admin_executives' } as const;

/**
 * The cards of a parent's executives in their order, as one JSON array's text: stored beside the parent as
 * the answer writes it (compact), which node-postgres hands over unparsed (shared/stored-json.ts).
 */
const executiveCardsText = (audience: Audience, level: ExecutiveLevel) =>
  sql<string>`${sql.ref(`${PARENT_TABLE[level]}.${EXECUTIVES_COLUMN[audience]}`)}::text`;

const executiveCards = (audience: Audience, level: ExecutiveLevel) =>
  executiveCardsText(audience, level).as('executives');

/** A parent's executives as the stored text of their cards. */
export type StoredCards = StoredJson<ExecutiveCard[]>;

const withStoredCards = <R extends { executives: string }>(row: R) => ({
  ...row,
  executives: StoredJson.text<ExecutiveCard[]>(row.executives),
});

export interface ConstituencyRecord {
  id: string;
  constituencyName: string;
  officeLocation: string;
  phoneNumber: string;
  email: string;
  wardCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BranchRecord {
  id: string;
  wardId: string;
  branchName: string;
  officeLocation: string | null;
  phoneNumber: string | null;
  email: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  executives: StoredCards;
}

export interface WardRecord {
  id: string;
  constituencyId: string;
  wardName: string;
  officeLocation: string;
  phoneNumber: string | null;
  email: string | null;
  branchCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  executives: StoredCards;
  /** Only when asked for (a ward's whole tree): their answers, as PostgreSQL wrote them. */
  branches?: StoredJson<BranchCard[]>;
}

/** A branch as its answer holds it, written by PostgreSQL inside a ward's tree. */
export type BranchCard = {
  id: string;
  ward_id: string;
  branch_name: string;
  office_location: string | null;
  phone_number: string | null;
  email: string | null;
  executives: ExecutiveCard[];
  created_at: string;
  updated_at: string;
};

const count = (db: Db) => db.fn.countAll<number>().as('n');

/** Dates as YYYY-MM-DD text. */
const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The columns of an executive's form (its answer is its card). */
const executiveFormColumns = [
  'executives.full_name as fullName',
  'executives.position_held as positionHeld',
  day('executives.date_of_birth').as('dateOfBirth'),
  day('executives.date_of_assumption_of_office').as('dateOfAssumptionOfOffice'),
  day('executives.date_of_end_of_tenure').as('dateOfEndOfTenure'),
  'executives.phone_number as phoneNumber',
  'executives.email',
  'executives.phone_number_public as phoneNumberPublic',
  'executives.email_public as emailPublic',
  'executives.date_of_birth_public as dateOfBirthPublic',
] as const;

const branchColumns = [
  'branches.id',
  'branches.ward_id as wardId',
  'branches.branch_name as branchName',
  'branches.office_location as officeLocation',
  'branches.phone_number as phoneNumber',
  'branches.email',
  'branches.created_at as createdAt',
  'branches.updated_at as updatedAt',
] as const;

/** Which of a ward's branches come embedded in it: none, all, or one page of them. */
export type EmbeddedBranches = 'none' | 'all' | PageWindow;

/** A value as JSON text, `null` for NULL. */
const jsonText = (value: Expression<unknown>) => sql<string>`coalesce(to_json(${value})::text, 'null')`;

/** A moment as the answers write it: ISO 8601 in UTC to the millisecond, as JSON text. */
const momentText = (column: string) =>
  sql<string>`to_json(to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;

/**
 * A branch as its answer writes it (the schema `Branch`, every property required, in its order), with its
 * executives' stored cards, as compact JSON text.
 */
const branchCard = (audience: Audience) =>
  sql<string>`'{"id":' || ${jsonText(sql.ref('branches.id'))}
    || ',"ward_id":' || ${jsonText(sql.ref('branches.ward_id'))}
    || ',"branch_name":' || ${jsonText(sql.ref('branches.branch_name'))}
    || ',"office_location":' || ${jsonText(sql.ref('branches.office_location'))}
    || ',"phone_number":' || ${jsonText(sql.ref('branches.phone_number'))}
    || ',"email":' || ${jsonText(sql.ref('branches.email'))}
    || ',"executives":' || ${executiveCardsText(audience, 'branch')}
    || ',"created_at":' || ${momentText('branches.created_at')}
    || ',"updated_at":' || ${momentText('branches.updated_at')} || '}'`;

/** A ward's branches (all, or one page of them) as their answers' JSON array, in text (shared/stored-json.ts). */
const wardBranches = (
  eb: ExpressionBuilder<Database, 'wards'>,
  window: Exclude<EmbeddedBranches, 'none'>,
  audience: Audience,
) => {
  const branches = eb
    .selectFrom('branches')
    .select(branchCard(audience).as('card'))
    .whereRef('branches.ward_id', '=', 'wards.id')
    .orderBy(sql`lower(branches.branch_name)`)
    .orderBy('branches.id')
    .$if(window !== 'all', (qb) => {
      const { limit, offset } = window as PageWindow;
      return qb.limit(limit).offset(offset);
    });
  return jsonArrayText(branches).as('branches');
};

/** `lower(column) LIKE pattern` over any of `columns`. */
const likeAny = (eb: ExpressionBuilder<Database, never>, pattern: string, columns: string[]) =>
  eb.or(columns.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', pattern)));

/** `lower(column) LIKE %term%` over any of `columns`; no condition for an empty term. */
function searchOver(eb: ExpressionBuilder<Database, never>, term: string | undefined, columns: string[]) {
  const trimmed = term?.trim();
  return trimmed ? [likeAny(eb, containsPattern(trimmed), columns)] : [];
}

// ---------------------------------------------------------------------------------------------------------
// Where a path points: constituency > ward > branch

export interface Scope {
  constituencyId?: string | undefined;
  wardId?: string | undefined;
  branchId?: string | undefined;
}

/**
 * Whether the most specific record `scope` names exists and sits under the others it names (a branch in
 * that ward, in that constituency). One query; answers the level and id of the record, or undefined.
 */
export async function resolveScope(
  db: Db,
  scope: Scope,
): Promise<{ level: ExecutiveLevel; id: string } | undefined> {
  if (scope.branchId) {
    const row = await db
      .selectFrom('branches')
      .innerJoin('wards', 'wards.id', 'branches.ward_id')
      .select('branches.id')
      .where('branches.id', '=', scope.branchId)
      .$if(Boolean(scope.wardId), (qb) => qb.where('wards.id', '=', scope.wardId!))
      .$if(Boolean(scope.constituencyId), (qb) =>
        qb.where('wards.constituency_id', '=', scope.constituencyId!),
      )
      .executeTakeFirst();
    return row && { level: 'branch', id: row.id };
  }
  if (scope.wardId) {
    const row = await db
      .selectFrom('wards')
      .select('wards.id')
      .where('wards.id', '=', scope.wardId)
      .$if(Boolean(scope.constituencyId), (qb) =>
        qb.where('wards.constituency_id', '=', scope.constituencyId!),
      )
      .executeTakeFirst();
    return row && { level: 'ward', id: row.id };
  }
  if (scope.constituencyId) {
    const row = await db
      .selectFrom('constituencies')
      .select('id')
      .where('id', '=', scope.constituencyId)
      .executeTakeFirst();
    return row && { level: 'constituency', id: row.id };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Constituencies

function selectConstituencies(db: Db) {
  return db.selectFrom('constituencies').select((eb) => [
    'constituencies.id',
    'constituencies.constituency_name as constituencyName',
    'constituencies.office_location as officeLocation',
    'constituencies.phone_number as phoneNumber',
    'constituencies.email',
    eb
      .selectFrom('wards')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('wards.constituency_id', '=', 'constituencies.id')
      .$asScalar()
      .as('wardCount'),
    'constituencies.created_at as createdAt',
    'constituencies.updated_at as updatedAt',
  ]);
}

export async function findConstituency(db: Db, id: string): Promise<ConstituencyRecord | undefined> {
  const row = await selectConstituencies(db).where('constituencies.id', '=', id).executeTakeFirst();
  return row && { ...row, wardCount: Number(row.wardCount ?? 0) };
}

/** One constituency with its own executives (not those of its wards): one query. */
export async function findConstituencyWithExecutives(
  db: Db,
  id: string,
  audience: Audience,
): Promise<(ConstituencyRecord & { executives: StoredCards }) | undefined> {
  const row = await selectConstituencies(db)
    .select(executiveCards(audience, 'constituency'))
    .where('constituencies.id', '=', id)
    .executeTakeFirst();
  return row && withStoredCards({ ...row, wardCount: Number(row.wardCount ?? 0) });
}

export async function listConstituencies(
  db: Db,
  filters: { search?: string | undefined },
  page: PageWindow,
): Promise<{ rows: ConstituencyRecord[]; total: number }> {
  const where = (eb: ExpressionBuilder<Database, 'constituencies'>) =>
    eb.and(
      searchOver(eb as ExpressionBuilder<Database, never>, filters.search, [
        'constituencies.constituency_name',
        'constituencies.office_location',
      ]),
    );
  const [rows, total] = await Promise.all([
    selectConstituencies(db)
      .where(where)
      .orderBy(sql`lower(constituencies.constituency_name)`)
      .orderBy('constituencies.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('constituencies').select(count(db)).where(where).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, wardCount: Number(row.wardCount ?? 0) })),
    total: Number(total.n),
  };
}

export interface ConstituencyValues {
  constituency_name: string;
  office_location: string;
  phone_number: string;
  email: string;
}

export async function insertConstituency(db: Db, values: ConstituencyValues): Promise<string> {
  const row = await db.insertInto('constituencies').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateConstituency(db: Db, id: string, values: ConstituencyValues): Promise<boolean> {
  const result = await db
    .updateTable('constituencies')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---------------------------------------------------------------------------------------------------------
// Wards

function selectWards(db: Db, branches: EmbeddedBranches, audience: Audience) {
  return db
    .selectFrom('wards')
    .select((eb) => [
      'wards.id',
      'wards.constituency_id as constituencyId',
      'wards.ward_name as wardName',
      'wards.office_location as officeLocation',
      'wards.phone_number as phoneNumber',
      'wards.email',
      eb
        .selectFrom('branches')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('branches.ward_id', '=', 'wards.id')
        .$asScalar()
        .as('branchCount'),
      'wards.created_at as createdAt',
      'wards.updated_at as updatedAt',
      executiveCards(audience, 'ward'),
    ])
    .$if(branches !== 'none', (qb) =>
      qb.select((eb) => wardBranches(eb, branches as Exclude<EmbeddedBranches, 'none'>, audience)),
    );
}

type WardRow = Omit<WardRecord, 'branchCount' | 'executives' | 'branches'> & {
  branchCount: number | null;
  executives: string;
  branches?: string;
};

const wardRecord = ({ branches, ...row }: WardRow): WardRecord => ({
  ...withStoredCards(row),
  branchCount: Number(row.branchCount ?? 0),
  ...(branches !== undefined && { branches: StoredJson.text<BranchCard[]>(branches) }),
});

export async function findWard(db: Db, id: string, audience: Audience): Promise<WardRecord | undefined> {
  const row = await selectWards(db, 'all', audience).where('wards.id', '=', id).executeTakeFirst();
  return row && wardRecord(row);
}

/** The values a ward list binds: undefined where not used. */
interface WardListValues {
  [name: string]: unknown;
  constituencyId: string;
  pattern: string | undefined;
  branchesLimit: number | undefined;
  branchesOffset: number | undefined;
}

const whereWards = (values: WardListValues) => (eb: ExpressionBuilder<Database, 'wards'>) =>
  eb.and([
    eb('wards.constituency_id', '=', values.constituencyId),
    ...(values.pattern === undefined
      ? []
      : [
          likeAny(eb as ExpressionBuilder<Database, never>, values.pattern, [
            'wards.ward_name',
            'wards.office_location',
          ]),
        ]),
  ]);

/** A page of a constituency's wards, each with its executives (and its branches when asked), and the total. */
export async function listWards(
  db: Db,
  constituencyId: string,
  filters: { search?: string | undefined; branches: EmbeddedBranches },
  page: PageRequest,
  audience: Audience,
): Promise<{ rows: WardRecord[]; total: number }> {
  const search = filters.search?.trim();
  const window = typeof filters.branches === 'object' ? filters.branches : undefined;
  const { rows, total } = await listPage(
    db,
    {
      list: 'wards',
      values: {
        constituencyId,
        pattern: search ? containsPattern(search) : undefined,
        branchesLimit: window?.limit,
        branchesOffset: window?.offset,
      },
      flags: [filters.branches !== 'none', audience === 'public'],
      written: ['branchesLimit', 'branchesOffset'],
      rows: (values: WardListValues) =>
        selectWards(
          db,
          window ? { limit: values.branchesLimit!, offset: values.branchesOffset! } : filters.branches,
          audience,
        )
          .where(whereWards(values))
          .orderBy(sql`lower(wards.ward_name)`)
          .orderBy('wards.id'),
      total: (values: WardListValues) => db.selectFrom('wards').select(count(db)).where(whereWards(values)),
      order: [],
    },
    page,
  );
  return { rows: rows.map(wardRecord), total };
}

export interface WardValues {
  ward_name: string;
  office_location: string;
  phone_number: string | null;
  email: string | null;
}

export async function insertWard(db: Db, constituencyId: string, values: WardValues): Promise<string> {
  const row = await db
    .insertInto('wards')
    .values({ ...values, constituency_id: constituencyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWard(db: Db, id: string, values: WardValues): Promise<boolean> {
  const result = await db
    .updateTable('wards')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---------------------------------------------------------------------------------------------------------
// Branches

function selectBranches(db: Db, audience: Audience) {
  return db.selectFrom('branches').select([...branchColumns, executiveCards(audience, 'branch')]);
}

export async function findBranch(db: Db, id: string, audience: Audience): Promise<BranchRecord | undefined> {
  const row = await selectBranches(db, audience).where('branches.id', '=', id).executeTakeFirst();
  return row && withStoredCards(row);
}

/** A page of a ward's branches, each with its executives: two queries. */
export async function listBranches(
  db: Db,
  wardId: string,
  filters: { search?: string | undefined },
  page: PageWindow,
  audience: Audience,
): Promise<{ rows: BranchRecord[]; total: number }> {
  const where = (eb: ExpressionBuilder<Database, 'branches'>) =>
    eb.and([
      eb('branches.ward_id', '=', wardId),
      ...searchOver(eb as ExpressionBuilder<Database, never>, filters.search, [
        'branches.branch_name',
        'branches.office_location',
      ]),
    ]);
  const [rows, total] = await Promise.all([
    selectBranches(db, audience)
      .where(where)
      .orderBy(sql`lower(branches.branch_name)`)
      .orderBy('branches.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('branches').select(count(db)).where(where).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(withStoredCards), total: Number(total.n) };
}

export interface BranchValues {
  branch_name: string;
  office_location: string | null;
  phone_number: string | null;
  email: string | null;
}

export async function insertBranch(db: Db, wardId: string, values: BranchValues): Promise<string> {
  const row = await db
    .insertInto('branches')
    .values({ ...values, ward_id: wardId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBranch(db: Db, id: string, values: BranchValues): Promise<boolean> {
  const result = await db
    .updateTable('branches')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---------------------------------------------------------------------------------------------------------
// Executives

export interface ExecutiveOwner {
  level: ExecutiveLevel;
  id: string;
}

/** An executive's form fields, and its card as `audience` reads it. */
export function findExecutive(
  db: Db,
  owner: ExecutiveOwner,
  id: string,
  audience: Audience,
): Promise<(ExecutiveRecord & { card: ExecutiveCard }) | undefined> {
  return db
    .selectFrom('executives')
    .select([...executiveFormColumns, cardOf(audience)])
    .where('executives.id', '=', id)
    .where(PARENT_COLUMN[owner.level], '=', owner.id)
    .executeTakeFirst();
}

export interface ExecutiveFilters {
  search?: string | undefined;
  position?: string | undefined;
}

export async function listExecutives(
  db: Db,
  owner: ExecutiveOwner,
  filters: ExecutiveFilters,
  page: PageWindow,
  audience: Audience,
): Promise<{ rows: ExecutiveCard[]; total: number }> {
  const where = (eb: ExpressionBuilder<Database, 'executives'>) => {
    const conditions: Expression<SqlBool>[] = [eb(PARENT_COLUMN[owner.level], '=', owner.id)];
    conditions.push(
      ...searchOver(eb as ExpressionBuilder<Database, never>, filters.search, [
        'executives.full_name',
        'executives.position_held',
      ]),
    );
    const position = filters.position?.trim();
    if (position) conditions.push(eb(sql`lower(executives.position_held)`, '=', position.toLowerCase()));
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('executives')
      .select(cardOf(audience))
      .where(where)
      .orderBy('executives.created_at')
      .orderBy('executives.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('executives').select(count(db)).where(where).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => row.card), total: Number(total.n) };
}

export type ExecutiveValues = Record<ExecutiveField, string | null> &
  Consents & {
    full_name: string;
    position_held: string;
  };

export async function insertExecutive(
  db: Db,
  owner: ExecutiveOwner,
  values: ExecutiveValues,
  pictureId: string | null,
): Promise<string> {
  const row = await db
    .insertInto('executives')
    .values({
      ...values,
      picture_id: pictureId,
      constituency_id: owner.level === 'constituency' ? owner.id : null,
      ward_id: owner.level === 'ward' ? owner.id : null,
      branch_id: owner.level === 'branch' ? owner.id : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExecutive(
  db: Db,
  id: string,
  values: ExecutiveValues,
  pictureId: string | null | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('executives')
    .set({
      ...values,
      ...(pictureId !== undefined && { picture_id: pictureId }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The executive's current picture, with the row locked until the transaction ends. Its parent is locked
 * first, as the trigger that rewrites the parent's executives locks it: a deletion of the parent locks the
 * parent and then (cascading) its executives, so an edit taking the executive first and the parent second
 * would deadlock with it. In this order the edit waits for the deletion, then finds no executive.
 */
export async function lockExecutivePicture(
  db: Db,
  owner: ExecutiveOwner,
  id: string,
): Promise<{ pictureId: string | null } | undefined> {
  await sql`SELECT 1 FROM ${sql.table(PARENT_TABLE[owner.level])} WHERE id = ${owner.id} FOR NO KEY UPDATE`.execute(
    db,
  );
  return db
    .selectFrom('executives')
    .select('executives.picture_id as pictureId')
    .where('executives.id', '=', id)
    .where(PARENT_COLUMN[owner.level], '=', owner.id)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes pictures nothing refers to any more (an executive's replaced picture). */
export async function deleteMedia(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('media')
    .where('id', 'in', [...ids])
    .execute();
}

/** Which parent's unique name index refused a row (two records with one name), if that is the error. */
export function duplicateName(error: unknown): 'constituency' | 'ward' | 'branch' | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return null;
  const where = `${typeof e.constraint === 'string' ? e.constraint : ''} ${typeof e.message === 'string' ? e.message : ''}`;
  if (where.includes('constituencies_name_lower_key')) return 'constituency';
  if (where.includes('wards_constituency_name_lower_key')) return 'ward';
  if (where.includes('branches_ward_name_lower_key')) return 'branch';
  return null;
}
