import { sql, type Kysely } from 'kysely';
import type { Database, OpeningHoursEntry, SocialLinkEntry } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface SiteSettingsRecord {
  officeName: string;
  addressLines: string[];
  phone: string;
  email: string;
  openingHours: OpeningHoursEntry[];
  socialLinks: SocialLinkEntry[];
  updatedAt: Date | null;
}

const SETTINGS_COLUMNS = [
  'office_name as officeName',
  'address_lines as addressLines',
  'phone',
  'email',
  'opening_hours as openingHours',
  'social_links as socialLinks',
  'updated_at as updatedAt',
] as const;

export function findSettings(db: Db): Promise<SiteSettingsRecord | undefined> {
  return db.selectFrom('site_settings').select(SETTINGS_COLUMNS).executeTakeFirst();
}

/** The settings, locked until the transaction ends (none when the row is missing): read before a save. */
export function lockSettings(trx: Db): Promise<SiteSettingsRecord | undefined> {
  return trx.selectFrom('site_settings').select(SETTINGS_COLUMNS).forUpdate().executeTakeFirst();
}

export type SettingsValues = Omit<SiteSettingsRecord, 'updatedAt'>;

/**
 * Replaces the one row of settings whole, in one statement (created when missing, so a database whose
 * row was removed by hand heals on the first save).
 */
export function saveSettings(db: Db, values: SettingsValues): Promise<SiteSettingsRecord> {
  // IMPORTANT: jsonb is written as JSON text with a cast; drivers would send a JS array as a PostgreSQL array.
  const row = {
    office_name: values.officeName,
    address_lines: sql<string>`${JSON.stringify(values.addressLines)}::jsonb`,
    phone: values.phone,
    email: values.email,
    opening_hours: sql<string>`${JSON.stringify(values.openingHours)}::jsonb`,
    social_links: sql<string>`${JSON.stringify(values.socialLinks)}::jsonb`,
    updated_at: sql<Date>`now()`,
  };
  return db
    .insertInto('site_settings')
    .values({ id: true, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface DocumentRecord {
  id: string;
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

const DOCUMENT_COLUMNS = [
  'id',
  'title',
  'description',
  'file_name as fileName',
  'content_type as contentType',
  'byte_size as byteSize',
  'sha256',
  'position',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

/** Every document in the order of the Downloads page, without the bytes. */
export function listDocuments(db: Db): Promise<DocumentRecord[]> {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findDocument(db: Db, id: string): Promise<DocumentRecord | undefined> {
  return db.selectFrom('documents').select(DOCUMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The document, locked until the transaction ends: read before an edit or a deletion. */
export function lockDocument(trx: Db, id: string): Promise<DocumentRecord | undefined> {
  return trx
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The stored file, for a download. */
export function findDocumentFile(
  db: Db,
  id: string,
): Promise<
  { fileName: string; contentType: string; byteSize: number; sha256: string; data: Buffer } | undefined
> {
  return db
    .selectFrom('documents')
    .select([
      'file_name as fileName',
      'content_type as contentType',
      'byte_size as byteSize',
      'sha256',
      'data',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface StoredFile {
  fileName: string;
  byteSize: number;
  sha256: string;
  data: Buffer;
}

/** Adds a document after the last one. */
export function insertDocument(
  db: Db,
  values: { title: string; description: string; file: StoredFile },
): Promise<DocumentRecord> {
  const { fileName, byteSize, sha256, data } = values.file;
  return db
    .insertInto('documents')
    .values({
      title: values.title,
      description: values.description,
      file_name: fileName,
      content_type: 'application/pdf',
      byte_size: byteSize,
      sha256,
      data,
      position: sql<number>`(SELECT coalesce(max(position), 0) + 1 FROM documents)`,
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateDocument(
  db: Db,
  id: string,
  changes: { title?: string | undefined; description?: string | undefined; file?: StoredFile | undefined },
): Promise<DocumentRecord | undefined> {
  const { file } = changes;
  return db
    .updateTable('documents')
    .set({
      updated_at: sql<Date>`now()`,
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(file && {
        file_name: file.fileName,
        byte_size: file.byteSize,
        sha256: file.sha256,
        data: file.data,
      }),
    })
    .where('id', '=', id)
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

export function setDocumentPosition(db: Db, id: string, position: number) {
  return db.updateTable('documents').set({ position }).where('id', '=', id).execute();
}

/** Holds the documents' order still for the rest of the transaction (a reorder against an add or delete). */
export async function lockDocuments(db: Db): Promise<void> {
  await sql`LOCK TABLE documents IN SHARE ROW EXCLUSIVE MODE`.execute(db);
}
