import { sql, type Kysely } from 'kysely';
import type { AboutSectionKey, Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface AboutSectionRecord {
  section: AboutSectionKey;
  title: string;
  content: string;
  data: Record<string, unknown>;
  isPublished: boolean;
  updatedAt: Date;
}

export interface SectionChanges {
  title?: string | undefined;
  content?: string | undefined;
  data?: Record<string, unknown> | undefined;
  isPublished?: boolean | undefined;
}

const COLUMNS = [
  'section',
  'title',
  'content',
  'data',
  'is_published as isPublished',
  'updated_at as updatedAt',
] as const;

const ORDER = sql`array_position(ARRAY['hero', 'mission', 'vision', 'values', 'history', 'activities', 'achievements'], section)`;

export function listSections(db: Db, publishedOnly: boolean): Promise<AboutSectionRecord[]> {
  return db
    .selectFrom('about_sections')
    .select(COLUMNS)
    .$if(publishedOnly, (qb) => qb.where('is_published', '=', true))
    .orderBy(ORDER)
    .execute();
}

export function findSection(db: Db, section: AboutSectionKey): Promise<AboutSectionRecord | undefined> {
  return db.selectFrom('about_sections').select(COLUMNS).where('section', '=', section).executeTakeFirst();
}

/** The section, locked until the transaction ends (none when its row is missing): read before a save. */
export function lockSection(trx: Db, section: AboutSectionKey): Promise<AboutSectionRecord | undefined> {
  return trx
    .selectFrom('about_sections')
    .select(COLUMNS)
    .where('section', '=', section)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Writes the given fields of a section (the others stay as they are). The row is created when missing, so a
 * database whose seeded row was removed by hand heals on the first save.
 */
export function saveSection(
  db: Db,
  section: AboutSectionKey,
  changes: SectionChanges,
): Promise<AboutSectionRecord> {
  // IMPORTANT: jsonb is written as JSON text with a cast; drivers would send a JS array as a PostgreSQL array.
  const data = changes.data === undefined ? undefined : JSON.stringify(changes.data);
  return db
    .insertInto('about_sections')
    .values({
      section,
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.content !== undefined && { content: changes.content }),
      ...(data !== undefined && { data: sql<string>`${data}::jsonb` }),
      ...(changes.isPublished !== undefined && { is_published: changes.isPublished }),
    })
    .onConflict((oc) =>
      oc.column('section').doUpdateSet({
        updated_at: sql<Date>`now()`,
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.content !== undefined && { content: changes.content }),
        ...(data !== undefined && { data: sql<string>`${data}::jsonb` }),
        ...(changes.isPublished !== undefined && { is_published: changes.isPublished }),
      }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
