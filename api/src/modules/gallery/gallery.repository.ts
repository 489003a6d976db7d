import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, GalleryAuditStatus, GalleryStatus } from '../../db/schema.js';
import { listPage, type SortColumn, type TotalQuery } from '../../db/list-page.js';
import type { ListRequest } from '../../shared/pagination.js';
import { containsPattern } from '../../shared/search.js';

type Db = Kysely<Database>;

export interface GalleryAssetRecord {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  tags: string[];
  location: string | null;
  photographer: string | null;
  capturedAt: string | null;
  status: GalleryStatus;
  originalMediaId: string | null;
  imageMediaId: string | null;
  thumbnailMediaId: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** Byte sizes of the display image and the original, from `media` (null when only a URL is known). */
  imageBytes: number | null;
  originalBytes: number | null;
  uploadedAt: Date;
  updatedAt: Date;
}

/**
 * The byte size of the stored image `column` points at, looked up only when it points at one. A picture known
 * by its address alone asks nothing of `media`. As a join, PostgreSQL looked in `media` for every row all the
 * same, and on a site whose pictures are all addresses (`media` empty, scanned instead of searched by its
 * index) those two looks a row were most of a gallery page's time in the database.
 */
const storedBytes = (column: 'image_media_id' | 'original_media_id') => {
  const id = sql.ref(`gallery_assets.${column}`);
  return sql<number | null>`case when ${id} is null then null
    else (select media.byte_size from media where media.id = ${id}) end`;
};

/** Assets with the sizes of their images; the bytes themselves are never read here. */
function selectAssets(db: Db) {
  return db
    .selectFrom('gallery_assets')
    .select([
      'gallery_assets.id',
      'gallery_assets.title',
      'gallery_assets.description',
      'gallery_assets.category',
      'gallery_assets.tags',
      'gallery_assets.location',
      'gallery_assets.photographer',
      sql<string | null>`to_char(gallery_assets.captured_at, 'YYYY-MM-DD')`.as('capturedAt'),
      'gallery_assets.status',
      'gallery_assets.original_media_id as originalMediaId',
      'gallery_assets.image_media_id as imageMediaId',
      'gallery_assets.thumbnail_media_id as thumbnailMediaId',
      'gallery_assets.image_url as imageUrl',
      'gallery_assets.thumbnail_url as thumbnailUrl',
      storedBytes('image_media_id').as('imageBytes'),
      storedBytes('original_media_id').as('originalBytes'),
      'gallery_assets.uploaded_at as uploadedAt',
      'gallery_assets.updated_at as updatedAt',
    ]);
}

export function findAsset(db: Db, id: string): Promise<GalleryAssetRecord | undefined> {
  return selectAssets(db).where('gallery_assets.id', '=', id).executeTakeFirst();
}

export interface GalleryFilters {
  search?: string | undefined;
  category?: string | undefined;
  /** undefined: every status. */
  status?: GalleryStatus | undefined;
}

/** The values a gallery list binds: undefined where the filter is not used. */
interface GalleryListValues {
  [name: string]: unknown;
  status: GalleryStatus | undefined;
  /** Lower-cased, as the totals keep it. */
  category: string | undefined;
  pattern: string | undefined;
}

function whereFilters(values: GalleryListValues) {
  return (eb: ExpressionBuilder<Database, 'gallery_assets'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (values.status !== undefined) conditions.push(eb('gallery_assets.status', '=', values.status));
    if (values.category !== undefined) {
      conditions.push(eb(sql`lower(gallery_assets.category)`, '=', values.category));
    }
    const { pattern } = values;
    if (pattern !== undefined) {
      conditions.push(
        eb.or([
          eb(sql`lower(gallery_assets.title)`, 'like', pattern),
          eb(sql`lower(coalesce(gallery_assets.description, ''))`, 'like', pattern),
          // The same expression as the tags' trigram index (migration 2026112809).
          eb(sql`gallery_tags_text(gallery_assets.tags)`, 'like', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** How many pictures match their status and category: the running totals (list_totals); listPage counts a search's. */
function totalAssets(db: Db, values: GalleryListValues): TotalQuery {
  return db
    .selectFrom('list_totals')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('list', '=', 'gallery')
    .$if(values.status !== undefined, (qb) => qb.where('status', '=', values.status!))
    .$if(values.category !== undefined, (qb) => qb.where('category', '=', values.category!));
}

/** Newest upload first; the index gallery_assets_list_idx holds this order. */
export const GALLERY_ORDER: readonly SortColumn[] = [
  { column: 'gallery_assets.uploaded_at', direction: 'desc', kind: 'timestamp' },
  { column: 'gallery_assets.id', direction: 'asc', kind: 'uuid' },
];

export function listAssets(db: Db, filters: GalleryFilters, page: ListRequest) {
  const category = filters.category?.trim().toLowerCase();
  const search = filters.search?.trim();
  return listPage(
    db,
    {
      list: 'gallery',
      values: {
        status: filters.status,
        category: category && category !== 'all' ? category : undefined,
        // LIKE over lower-cased text: the pattern is lower-cased too.
        pattern: search ? containsPattern(search) : undefined,
      },
      rows: (values: GalleryListValues) => selectAssets(db).where(whereFilters(values)),
      total: (values: GalleryListValues) => totalAssets(db, values),
      order: GALLERY_ORDER,
      written: ['status'],
      matchedFirst: 'pattern',
      versioned: { list: 'gallery' },
    },
    page,
  );
}

export interface AssetMetadata {
  title: string;
  description: string | null;
  category: string | null;
  tags: string[];
  location: string | null;
  photographer: string | null;
  captured_at: string | null;
  status: GalleryStatus;
}

export async function insertAsset(
  db: Db,
  asset: AssetMetadata & {
    original_media_id: string | null;
    image_media_id: string | null;
    thumbnail_media_id: string | null;
    image_url: string | null;
    thumbnail_url: string | null;
    created_by: string | null;
    /** Now, unless told (demo content is dated in the past). */
    uploaded_at?: Date;
  },
): Promise<string> {
  const row = await db.insertInto('gallery_assets').values(asset).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAsset(db: Db, id: string, metadata: AssetMetadata): Promise<boolean> {
  const result = await db
    .updateTable('gallery_assets')
    .set({ ...metadata, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The media ids of an asset, with its row locked until the transaction ends. */
export function lockAssetMedia(
  db: Db,
  id: string,
): Promise<{ originalMediaId: string | null; imageMediaId: string | null } | undefined> {
  return db
    .selectFrom('gallery_assets')
    .select(['original_media_id as originalMediaId', 'image_media_id as imageMediaId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setDisplayImage(db: Db, id: string, mediaId: string): Promise<void> {
  await db
    .updateTable('gallery_assets')
    .set({ image_media_id: mediaId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteMedia(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('media')
    .where('id', 'in', [...ids])
    .execute();
}

export function mediaBytes(db: Db, id: string): Promise<Buffer | undefined> {
  return db
    .selectFrom('media')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row?.data);
}

// ---------------------------------------------------------------------------------------------------------
// Bulk audits

export interface GalleryAuditRecord {
  id: string;
  status: GalleryAuditStatus;
  total: number;
  done: number;
  failed: number;
  bytesBefore: number;
  bytesAfter: number;
  startedAt: Date;
  heartbeatAt: Date;
  finishedAt: Date | null;
}

function selectAudits(db: Db) {
  return db
    .selectFrom('gallery_audits')
    .select([
      'id',
      'status',
      'total',
      'done',
      'failed',
      'bytes_before as bytesBefore',
      'bytes_after as bytesAfter',
      'started_at as startedAt',
      'heartbeat_at as heartbeatAt',
      'finished_at as finishedAt',
    ]);
}

export function findAudit(db: Db, id: string): Promise<GalleryAuditRecord | undefined> {
  return selectAudits(db).where('id', '=', id).executeTakeFirst();
}

/** The running audit if there is one, else the latest. */
export function findCurrentAudit(db: Db): Promise<GalleryAuditRecord | undefined> {
  return selectAudits(db)
    .orderBy(sql`status = 'running'`, 'desc')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks as failed a running audit whose worker has not reported for `staleSeconds`. */
export async function failStaleAudits(db: Db, staleSeconds: number): Promise<void> {
  await db
    .updateTable('gallery_audits')
    .set({ status: 'failed', finished_at: sql<Date>`now()` })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds}::int)`)
    .execute();
}

/** Uploaded assets whose display image is over `maxBytes`, oldest first: what an audit compresses. */
export async function oversizeAssetIds(db: Db, maxBytes: number): Promise<string[]> {
  const rows = await db
    .selectFrom('gallery_assets')
    .innerJoin('media as display', 'display.id', 'gallery_assets.image_media_id')
    .select('gallery_assets.id')
    .where('display.byte_size', '>', maxBytes)
    .orderBy('gallery_assets.uploaded_at')
    .orderBy('gallery_assets.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertAudit(
  db: Db,
  audit: { total: number; started_by: string | null; status: GalleryAuditStatus },
): Promise<string> {
  const row = await db
    .insertInto('gallery_audits')
    .values({ ...audit, finished_at: audit.status === 'running' ? null : sql<Date>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One asset tried: counts it (as failed, or with its sizes) and shows that the worker is alive. */
export async function recordAuditStep(
  db: Db,
  id: string,
  step: { failed: boolean; bytesBefore: number; bytesAfter: number },
): Promise<void> {
  await db
    .updateTable('gallery_audits')
    .set((eb) => ({
      done: eb('done', '+', 1),
      failed: eb('failed', '+', step.failed ? 1 : 0),
      bytes_before: eb('bytes_before', '+', step.bytesBefore),
      bytes_after: eb('bytes_after', '+', step.bytesAfter),
      heartbeat_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

export async function finishAudit(db: Db, id: string, status: 'finished' | 'failed'): Promise<void> {
  await db
    .updateTable('gallery_audits')
    .set({ status, finished_at: sql<Date>`now()`, heartbeat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}
