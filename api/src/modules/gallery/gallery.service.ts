import type { Kysely } from 'kysely';
import type { Database, GalleryStatus } from '../../db/schema.js';
import type { Principal } from '../../shared/principal.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';
import { AppError, conflict, forbidden, formErrors, notFound, unauthorized } from '../../shared/errors.js';
import type { RunOptions } from '../../shared/image-work.js';
import { checkUpload, NOT_AN_IMAGE, type FormFields, type ImageForm } from '../../shared/images.js';
import { listRequest, nextCursor, pagination } from '../../shared/pagination.js';
import { keyKinds } from '../../db/list-page.js';
import { mediaUrl, storeMedia } from '../media/media.service.js';
import { hasAdminAccess } from '../../shared/roles.js';
import { dateOf, FieldErrorList, INVALID_DATE, iso, textOf } from '../../shared/fields.js';
import { DISPLAY_MAX_BYTES, encodeWithin, kilobytes, makeThumbnail } from './gallery.images.js';
import {
  deleteMedia,
  findAsset,
  insertAsset,
  listAssets as listAssetRows,
  lockAssetMedia,
  mediaBytes,
  setDisplayImage,
  updateAsset as updateAssetRow,
  type AssetMetadata,
  type GalleryAssetRecord,
  GALLERY_ORDER,
} from './gallery.repository.js';
import {
  LIMITS,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  STATUS_PROBLEM,
  TITLE_REQUIRED,
  URL_PROBLEM,
  urlTooLong,
  type GalleryAssetDto,
  type GalleryQueryInput,
} from './gallery.schemas.js';
import { isSiteUrl } from '../../shared/form-schemas.js';
import { lockRowForEdit } from '../../db/row-lock.js';

/**
 * The gallery. Uploaded images are checked by their bytes and stored (the original: in the format they
 * came in, re-encoded upright without metadata by checkUpload) with a generated thumbnail, in one
 * transaction; the display image is the original until it is compressed to the
 * gallery's 10 KB ceiling, which keeps the original. Sizes are measured by the server, never taken from the
 * client. Drafts are seen by administrators only.
 */

export function toAssetDto(record: GalleryAssetRecord): GalleryAssetDto {
  const imageUrl = record.imageMediaId ? mediaUrl(record.imageMediaId) : (record.imageUrl ?? '');
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    category: record.category,
    imageUrl,
    thumbnailUrl: record.thumbnailMediaId
      ? mediaUrl(record.thumbnailMediaId)
      : (record.thumbnailUrl ?? imageUrl),
    uploadedAt: iso(record.uploadedAt),
    updatedAt: iso(record.updatedAt),
    tags: record.tags,
    location: record.location,
    photographer: record.photographer,
    capturedAt: record.capturedAt,
    fileSizeKB: record.imageBytes === null ? null : kilobytes(record.imageBytes),
    originalSizeKB: record.originalBytes === null ? null : kilobytes(record.originalBytes),
    originalUrl: record.originalMediaId ? mediaUrl(record.originalMediaId) : null,
    status: record.status,
  };
}

/**
 * The audit log's view of an asset: its metadata, where its image is and the sizes the server measured;
 * never image bytes. The thumbnail follows the image, and the upload time is book-keeping.
 */
const auditAsset = (asset: GalleryAssetDto) => ({ ...asset, uploadedAt: undefined, thumbnailUrl: undefined });

// ---------------------------------------------------------------------------------------------------------
// Reading

/** Who is asking, looked up only when the answer depends on it (it costs a query). */
export type CallerLookup = () => Promise<Principal | null>;

/**
 * Published assets for everyone; `status=draft` or `all` for administrators only (the caller is whoever
 * the request's token names, if anyone: the route is public).
 */
export async function listAssets(db: Kysely<Database>, caller: CallerLookup, query: GalleryQueryInput) {
  const status = query.status ?? 'published';
  if (status !== 'published') {
    requireAdmin(await caller(), 'Only administrators can see unpublished gallery assets.');
  }
  const page = listRequest(
    { page: query.page, limit: query.page_size ?? query.limit, after: query.after },
    keyKinds(GALLERY_ORDER),
  );
  const { rows, total, nextKey } = await listAssetRows(
    db,
    { search: query.search, category: query.category, status: status === 'all' ? undefined : status },
    page,
  );
  const meta = pagination(page, total);
  return {
    data: { items: rows.map(toAssetDto), pagination: meta },
    pagination: meta,
    next: nextCursor(page, nextKey),
  };
}

function requireAdmin(caller: Principal | null, message: string) {
  if (!caller) throw unauthorized('Authentication required. Please sign in.');
  if (!hasAdminAccess(caller)) throw forbidden(message);
}

/** One asset; a draft is not found except by an administrator. */
export async function getAsset(
  db: Kysely<Database>,
  caller: CallerLookup,
  id: string,
): Promise<GalleryAssetDto> {
  const record = await findAsset(db, id);
  if (!record) throw notFound('The gallery asset');
  if (record.status !== 'published') {
    const who = await caller();
    if (!who || !hasAdminAccess(who)) throw notFound('The gallery asset');
  }
  return toAssetDto(record);
}

// ---------------------------------------------------------------------------------------------------------
// Fields

/** A field in camelCase, or in snake_case when that is what the client sent. */
function fieldOf(form: FormFields, camel: string, snake?: string) {
  const sent = form.pick(camel, ...(snake ? [snake] : []));
  return { key: sent?.key ?? camel, sent: sent !== undefined, value: sent?.value };
}

/** Tags from a list, a comma-separated string, or a repeated form field: trimmed, de-duplicated. */
export function tagsOf(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => textOf(item).split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** The rule of the JSON schema's `site-url` links (gallery.schemas.ts), for multipart forms too. */
function urlProblem(url: string): string | null {
  if (url.length > LIMITS.url) return urlTooLong();
  return isSiteUrl(url) ? null : URL_PROBLEM;
}

/**
 * Reads the metadata of an asset: on create everything (title required), on update the fields sent over
 * the current ones. A JSON body has met the same rules in its schema (gallery.schemas.ts) before it gets
 * here; a multipart form, read as a stream, meets them here, with the same messages.
 */
function readMetadata(form: FormFields, errors: FieldErrorList, current?: GalleryAssetRecord): AssetMetadata {
  const text = (camel: keyof typeof LIMITS, label: string, currentValue: string | null | undefined) => {
    const field = fieldOf(form, camel);
    const value = field.sent ? textOf(field.value) : (currentValue ?? '');
    if (value.length > LIMITS[camel])
      errors.add(field.key, `${label} must be at most ${LIMITS[camel]} characters`);
    return { key: field.key, value: value || null };
  };

  const title = text('title', 'Title', current?.title);
  if (!title.value) errors.add(title.key, TITLE_REQUIRED);
  const description = text('description', 'Description', current?.description);
  const category = text('category', 'Category', current?.category);
  const location = text('location', 'Location', current?.location);
  const photographer = text('photographer', 'Photographer', current?.photographer);

  const tagsField = fieldOf(form, 'tags');
  const tags = tagsField.sent ? tagsOf(tagsField.value) : (current?.tags ?? []);
  if (tags.length > MAX_TAGS) errors.add(tagsField.key, `At most ${MAX_TAGS} tags`);
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) {
    errors.add(tagsField.key, `Each tag must be at most ${MAX_TAG_LENGTH} characters`);
  }

  const captured = fieldOf(form, 'capturedAt', 'captured_at');
  let capturedAt = current?.capturedAt ?? null;
  if (captured.sent) {
    const raw = textOf(captured.value);
    capturedAt = raw ? dateOf(raw) : null;
    if (raw && !capturedAt) errors.add(captured.key, INVALID_DATE);
  }

  const statusField = fieldOf(form, 'status');
  let status: GalleryStatus = current?.status ?? 'published';
  if (statusField.sent && textOf(statusField.value)) {
    const raw = textOf(statusField.value).toLowerCase();
    if (raw === 'published' || raw === 'draft') status = raw;
    else errors.add(statusField.key, STATUS_PROBLEM);
  }

  return {
    title: title.value ?? '',
    description: description.value,
    category: category.value,
    tags,
    location: location.value,
    photographer: photographer.value,
    captured_at: capturedAt,
    status,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Writing

export const IMAGE_REQUIRED = 'Please select an image file or give an image URL';

/**
 * POST: an uploaded `image` (checked by its bytes; stored with a thumbnail) or an `imageUrl`. The file
 * wins when both are sent. Every problem is reported at once, except an oversized file (413).
 */
export async function createAsset(
  db: Kysely<Database>,
  caller: Principal,
  actor: AuditActor,
  form: ImageForm,
): Promise<GalleryAssetDto> {
  const errors = new FieldErrorList();
  const metadata = readMetadata(form.fields, errors);

  const file = form.files.get('image');
  let image: Awaited<ReturnType<typeof checkUpload>> | undefined;
  if (file) {
    try {
      image = await checkUpload(file);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
      errors.add('image', NOT_AN_IMAGE);
    }
  }
  const imageUrlField = fieldOf(form.fields, 'imageUrl', 'image_url');
  const thumbnailUrlField = fieldOf(form.fields, 'thumbnailUrl', 'thumbnail_url');
  const imageUrl = file ? '' : textOf(imageUrlField.value);
  const thumbnailUrl = file ? '' : textOf(thumbnailUrlField.value);
  if (!file) {
    if (!imageUrl) errors.add('image', IMAGE_REQUIRED);
    else errors.add(imageUrlField.key, urlProblem(imageUrl));
    if (thumbnailUrl) errors.add(thumbnailUrlField.key, urlProblem(thumbnailUrl));
  }
  if (!errors.isEmpty) throw formErrors(errors.errors);

  const thumbnail = image ? await makeThumbnail(image.data) : undefined;
  return db.transaction().execute(async (trx) => {
    const originalId = image ? await storeMedia(trx, image) : null;
    const thumbnailId = thumbnail ? await storeMedia(trx, thumbnail) : null;
    const id = await insertAsset(trx, {
      ...metadata,
      original_media_id: originalId,
      image_media_id: originalId,
      thumbnail_media_id: thumbnailId,
      image_url: imageUrl || null,
      thumbnail_url: thumbnailUrl || null,
      created_by: caller.id,
    });
    const created = await loadAsset(trx, id);
    await recordChange(trx, actor, {
      entity: 'gallery_asset',
      entityId: id,
      label: created.title,
      before: null,
      after: auditAsset(created),
    });
    return created;
  });
}

async function loadAsset(db: Kysely<Database>, id: string): Promise<GalleryAssetDto> {
  const record = await findAsset(db, id);
  if (!record) throw notFound('The gallery asset');
  return toAssetDto(record);
}

/** PATCH: metadata only; the fields sent replace the current ones. */
export async function updateAsset(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  form: FormFields,
): Promise<GalleryAssetDto> {
  return db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'gallery_assets', id);
    const current = await findAsset(trx, id);
    if (!current) throw notFound('The gallery asset');
    const errors = new FieldErrorList();
    const metadata = readMetadata(form, errors, current);
    if (!errors.isEmpty) throw formErrors(errors.errors);
    if (!(await updateAssetRow(trx, id, metadata))) throw notFound('The gallery asset');
    const updated = await loadAsset(trx, id);
    await recordChange(trx, actor, {
      entity: 'gallery_asset',
      entityId: id,
      label: updated.title,
      before: auditAsset(toAssetDto(current)),
      after: auditAsset(updated),
    });
    return updated;
  });
}

/** The asset and its images (original, display, thumbnail) go to the Trash, in one transaction. */
export async function deleteAsset(db: Kysely<Database>, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRowForEdit(trx, 'gallery_assets', id);
    const current = await findAsset(trx, id);
    if (!current || !(await moveToTrash(trx, 'gallery_asset', id, actor)))
      throw notFound('The gallery asset');
    await recordChange(trx, actor, {
      entity: 'gallery_asset',
      entityId: id,
      label: current.title,
      before: auditAsset(toAssetDto(current)),
      after: null,
    });
  });
}

export interface CompressResult {
  beforeKB: number;
  afterKB: number;
  asset: GalleryAssetDto;
}

/**
 * Compressions running in this process, by asset: a second request for the same asset (an administrator's
 * click while the bulk audit is on it) waits for the first instead of encoding the same image again.
 */
const compressing = new Map<string, Promise<CompressResult>>();

/**
 * Brings the display image within 10 KB by re-encoding the original (WebP, lower quality, then smaller),
 * keeping the original. An image already within the limit is left as it is. `options.background` for the
 * bulk audit: its encodes wait for their turn rather than being refused when the server is busy. One
 * compression of an asset at a time in this process; across processes, the one that commits second finds
 * the display image changed under it and keeps the first one's result.
 *
 * An administrator's compression (`actor`) is an audit entry with the display image and its size before
 * and after; the bulk audit's compressions are covered by the one entry of its start (gallery.audits.ts).
 */
export function compressAsset(
  db: Kysely<Database>,
  id: string,
  actor: AuditActor | null,
  options: RunOptions = {},
): Promise<CompressResult> {
  let pending = compressing.get(id);
  if (!pending) {
    pending = compressOnce(db, id, actor, options).finally(() => compressing.delete(id));
    compressing.set(id, pending);
  }
  return pending;
}

async function compressOnce(
  db: Kysely<Database>,
  id: string,
  actor: AuditActor | null,
  options: RunOptions,
): Promise<CompressResult> {
  const current = await findAsset(db, id);
  if (!current) throw notFound('The gallery asset');
  const sourceId = current.originalMediaId ?? current.imageMediaId;
  if (!sourceId || current.imageBytes === null) {
    throw conflict('Only uploaded images can be compressed; this asset links to an image elsewhere.');
  }
  const beforeKB = kilobytes(current.imageBytes);
  if (current.imageBytes <= DISPLAY_MAX_BYTES)
    return { beforeKB, afterKB: beforeKB, asset: toAssetDto(current) };

  const source = await mediaBytes(db, sourceId);
  if (!source) throw notFound('The gallery image');
  const display = await encodeWithin(source, DISPLAY_MAX_BYTES, options);
  const asset = await db.transaction().execute(async (trx) => {
    const locked = await lockAssetMedia(trx, id);
    if (!locked) throw notFound('The gallery asset');
    // Compressed meanwhile by another process: its display image stands, this encode is dropped.
    if (locked.imageMediaId !== current.imageMediaId) return loadAsset(trx, id);
    const before = await loadAsset(trx, id);
    const displayId = await storeMedia(trx, display);
    await setDisplayImage(trx, id, displayId);
    // A previous compressed display image is nobody's any more; the original stays.
    if (locked.imageMediaId && locked.imageMediaId !== locked.originalMediaId) {
      await deleteMedia(trx, [locked.imageMediaId]);
    }
    const after = await loadAsset(trx, id);
    if (actor) {
      await recordChange(trx, actor, {
        entity: 'gallery_asset',
        entityId: id,
        label: after.title,
        before: auditAsset(before),
        after: auditAsset(after),
      });
    }
    return after;
  });
  return { beforeKB, afterKB: asset.fileSizeKB ?? kilobytes(display.data.byteLength), asset };
}
