import type { Kysely } from 'kysely';
import type { Database, SnapshotRow, TrashSnapshot } from '../../db/schema.js';
import type { AuditEntity } from '../audit/audit.schemas.js';
import { ACCOUNT_LINKS, rowsNaming, rowsWhere, type TrashTableName } from './trash.repository.js';

/**
 * What goes into the Trash with each kind of record, and what it needs to come back. A kind captures its
 * record's row and its children's (parents first), the pictures it owns and, for an account, the rows of
 * other tables that named it; the deletion itself is one DELETE of the record's row, the children following
 * by ON DELETE CASCADE as they always have.
 */

export const TRASH_KINDS = [
  'news',
  'project',
  'document',
  'gallery_asset',
  'constituency',
  'ward',
  'branch',
  'executive',
  'user',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export interface Captured {
  snapshot: TrashSnapshot;
  /** Every row id the snapshot holds. */
  recordIds: string[];
  /** Pictures the record owns: hidden and kept while it is in the Trash, deleted with the entry. */
  ownedMedia: string[];
  /** Images its text fields link to (a news image, a project thumbnail): kept, not hidden. */
  linkedMedia: string[];
  /** What went with it, e.g. "3 branches and 12 executives". */
  summary: string;
}

/** The row a record belongs under, which must be there for it to come back. */
export interface ParentRef {
  table: TrashTableName;
  id: string;
  /** "ward", "constituency"... */
  noun: string;
}

export interface TrashKindDefinition {
  table: TrashTableName;
  entity: AuditEntity;
  /** How the record is named in messages: "news article", "ward". */
  noun: string;
  /** Accounts are the super roles' concern, as their console is. */
  access: 'admin' | 'super';
  /** The record's name, from its row. */
  label: (row: SnapshotRow) => string;
  capture: (db: Kysely<Database>, id: string) => Promise<Captured | undefined>;
  parent?: (row: SnapshotRow) => ParentRef | null;
}

type Db = Kysely<Database>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const idOf = (row: SnapshotRow) => text(row.id);
const ids = (rows: readonly SnapshotRow[]) => rows.map(idOf);
const strings = (values: readonly unknown[]) =>
  values.filter(
    (value, index, all): value is string => typeof value === 'string' && all.indexOf(value) === index,
  );

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Ids named inside addresses (`/api/media/<id>`...): only ever used to keep such images, never to delete. */
const idsIn = (...values: unknown[]) => strings(values.flatMap((value) => text(value).match(UUIDS) ?? []));

/** "1 branch", "3 branches"; "no executives". */
function count(n: number, one: string, many: string): string {
  return n === 0 ? `no ${many}` : `${n} ${n === 1 ? one : many}`;
}

function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function captured(
  tables: { table: TrashTableName; rows: SnapshotRow[] }[],
  extra: Partial<Pick<Captured, 'ownedMedia' | 'linkedMedia' | 'summary'>> & {
    links?: TrashSnapshot['links'];
  } = {},
): Captured | undefined {
  if ((tables[0]?.rows.length ?? 0) === 0) return undefined;
  const kept = tables.filter((t) => t.rows.length > 0);
  return {
    snapshot: { tables: kept, links: extra.links ?? [] },
    recordIds: kept.flatMap((t) => ids(t.rows)).filter(Boolean),
    ownedMedia: extra.ownedMedia ?? [],
    linkedMedia: extra.linkedMedia ?? [],
    summary: extra.summary ?? '',
  };
}

const pictures = (rows: readonly SnapshotRow[]) => strings(rows.map((row) => row.picture_id));

/** A record with no children: its row, and the images its columns own or link to. */
function single(
  table: TrashTableName,
  media: { owned?: readonly string[]; linked?: readonly string[] } = {},
  summary: (row: SnapshotRow) => string = () => '',
) {
  return async (db: Db, id: string) => {
    const rows = await rowsWhere(db, table, 'id', [id]);
    const row = rows[0];
    if (!row) return undefined;
    return captured([{ table, rows }], {
      ownedMedia: strings((media.owned ?? []).map((column) => row[column])),
      linkedMedia: idsIn(...(media.linked ?? []).map((column) => row[column])),
      summary: summary(row),
    });
  };
}

function executivesSummary(executives: number, ...others: string[]): string {
  return list([...others, count(executives, 'executive', 'executives')]);
}

async function captureBranch(db: Db, id: string) {
  const branches = await rowsWhere(db, 'branches', 'id', [id]);
  const executives = await rowsWhere(db, 'executives', 'branch_id', [id]);
  return captured(
    [
      { table: 'branches', rows: branches },
      { table: 'executives', rows: executives },
    ],
    { ownedMedia: pictures(executives), summary: `With ${executivesSummary(executives.length)}` },
  );
}

async function captureWard(db: Db, id: string) {
  const wards = await rowsWhere(db, 'wards', 'id', [id]);
  const branches = await rowsWhere(db, 'branches', 'ward_id', [id]);
  const executives = [
    ...(await rowsWhere(db, 'executives', 'ward_id', [id])),
    ...(await rowsWhere(db, 'executives', 'branch_id', ids(branches))),
  ];
  return captured(
    [
      { table: 'wards', rows: wards },
      { table: 'branches', rows: branches },
      { table: 'executives', rows: executives },
    ],
    {
      ownedMedia: pictures(executives),
      summary: `With ${executivesSummary(executives.length, count(branches.length, 'branch', 'branches'))}`,
    },
  );
}

async function captureConstituency(db: Db, id: string) {
  const constituencies = await rowsWhere(db, 'constituencies', 'id', [id]);
  const wards = await rowsWhere(db, 'wards', 'constituency_id', [id]);
  const branches = await rowsWhere(db, 'branches', 'ward_id', ids(wards));
  const executives = [
    ...(await rowsWhere(db, 'executives', 'constituency_id', [id])),
    ...(await rowsWhere(db, 'executives', 'ward_id', ids(wards))),
    ...(await rowsWhere(db, 'executives', 'branch_id', ids(branches))),
  ];
  return captured(
    [
      { table: 'constituencies', rows: constituencies },
      { table: 'wards', rows: wards },
      { table: 'branches', rows: branches },
      { table: 'executives', rows: executives },
    ],
    {
      ownedMedia: pictures(executives),
      summary: `With ${executivesSummary(
        executives.length,
        count(wards.length, 'ward', 'wards'),
        count(branches.length, 'branch', 'branches'),
      )}`,
    },
  );
}

async function captureUser(db: Db, id: string) {
  const users = await rowsWhere(db, 'users', 'id', [id]);
  const user = users[0];
  if (!user) return undefined;
  const roles = await rowsWhere(db, 'user_roles', 'user_id', [id]);
  // Two-factor sign-in comes back as it was: the key is bound to the account's id, which is kept.
  const twoFactor = await rowsWhere(db, 'user_two_factor', 'user_id', [id]);
  const recoveryCodes = await rowsWhere(db, 'user_recovery_codes', 'user_id', [id]);
  const links: TrashSnapshot['links'] = [];
  for (const link of ACCOUNT_LINKS) {
    const named = await rowsNaming(db, link, id);
    if (named.length > 0) links.push({ table: link.table, column: link.column, ids: named });
  }
  return captured(
    [
      { table: 'users', rows: users },
      { table: 'user_roles', rows: roles },
      { table: 'user_two_factor', rows: twoFactor },
      { table: 'user_recovery_codes', rows: recoveryCodes },
    ],
    {
      ownedMedia: pictures(users),
      links,
      summary: list([text(user.email), count(roles.length, 'role', 'roles')].filter(Boolean)),
    },
  );
}

/** The parent an executive belongs to: exactly one of its three columns is set. */
function executiveParent(row: SnapshotRow): ParentRef | null {
  if (row.branch_id) return { table: 'branches', id: text(row.branch_id), noun: 'branch' };
  if (row.ward_id) return { table: 'wards', id: text(row.ward_id), noun: 'ward' };
  if (row.constituency_id)
    return { table: 'constituencies', id: text(row.constituency_id), noun: 'constituency' };
  return null;
}

export const TRASH_KIND_DEFINITIONS: Record<TrashKind, TrashKindDefinition> = {
  news: {
    table: 'news',
    entity: 'news',
    noun: 'news article',
    access: 'admin',
    label: (row) => text(row.title),
    capture: single('news', { linked: ['image'] }, (row) => `News, ${text(row.category)}`),
  },
  project: {
    table: 'projects',
    entity: 'project',
    noun: 'project',
    access: 'admin',
    label: (row) => text(row.title),
    capture: single('projects', { linked: ['thumbnail_url'] }, (row) =>
      list([text(row.location), text(row.status)].filter(Boolean)),
    ),
  },
  document: {
    table: 'documents',
    entity: 'document',
    noun: 'document',
    access: 'admin',
    label: (row) => text(row.title),
    capture: single('documents', {}, (row) => text(row.file_name)),
  },
  gallery_asset: {
    table: 'gallery_assets',
    entity: 'gallery_asset',
    noun: 'gallery picture',
    access: 'admin',
    label: (row) => text(row.title),
    capture: single(
      'gallery_assets',
      {
        owned: ['original_media_id', 'image_media_id', 'thumbnail_media_id'],
        linked: ['image_url', 'thumbnail_url'],
      },
      (row) => (row.original_media_id ? 'Uploaded picture with its thumbnail' : 'Linked picture'),
    ),
  },
  constituency: {
    table: 'constituencies',
    entity: 'constituency',
    noun: 'constituency',
    access: 'admin',
    label: (row) => text(row.constituency_name),
    capture: captureConstituency,
  },
  ward: {
    table: 'wards',
    entity: 'ward',
    noun: 'ward',
    access: 'admin',
    label: (row) => text(row.ward_name),
    capture: captureWard,
    parent: (row) => ({ table: 'constituencies', id: text(row.constituency_id), noun: 'constituency' }),
  },
  branch: {
    table: 'branches',
    entity: 'branch',
    noun: 'branch',
    access: 'admin',
    label: (row) => text(row.branch_name),
    capture: captureBranch,
    parent: (row) => ({ table: 'wards', id: text(row.ward_id), noun: 'ward' }),
  },
  executive: {
    table: 'executives',
    entity: 'executive',
    noun: 'executive',
    access: 'admin',
    label: (row) => text(row.full_name),
    capture: single('executives', { owned: ['picture_id'] }, (row) => text(row.position_held)),
    parent: executiveParent,
  },
  user: {
    table: 'users',
    entity: 'user',
    noun: 'account',
    access: 'super',
    label: (row) => text(row.username),
    capture: captureUser,
  },
};

export const isTrashKind = (value: string): value is TrashKind =>
  (TRASH_KINDS as readonly string[]).includes(value);
