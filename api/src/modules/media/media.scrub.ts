import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withoutMetadata } from '../../shared/images.js';
import { findMediaBytes, findUncheckedMediaIds, markMediaChecked } from './media.repository.js';
import { sha256Of } from './media.service.js';

/**
 * Images stored before uploads were re-encoded kept what the camera wrote in them (EXIF with the GPS
 * position, XMP, IPTC) and were served so. The maintenance run (server.ts) passes over them once: each
 * one that carries metadata is re-encoded in place, upright and without it, exactly as an upload is today
 * (shared/images.ts), and its resized copies are dropped to be made again from the clean original. Every
 * image is then marked checked, so the pass ends; images stored since are checked when stored.
 *
 * The image keeps its id, so pages keep their addresses; a browser that cached the old bytes under the
 * address keeps them until its cache lets go, new readers get the clean ones. An image that cannot be read
 * any more is marked checked and reported, rather than tried every hour.
 */
export async function scrubStoredMetadata(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  batchSize = 20,
): Promise<{ checked: number; cleaned: number }> {
  let checked = 0;
  let cleaned = 0;
  for (;;) {
    const batch = await findUncheckedMediaIds(db, batchSize);
    if (batch.length === 0) return { checked, cleaned };
    for (const id of batch) {
      if (await scrubOne(db, log, id)) cleaned += 1;
      checked += 1;
    }
  }
}

async function scrubOne(db: Kysely<Database>, log: FastifyBaseLogger, id: string): Promise<boolean> {
  const row = await findMediaBytes(db, id);
  if (!row) return false;
  let clean: Awaited<ReturnType<typeof withoutMetadata>>;
  try {
    clean = await withoutMetadata(row.data);
  } catch (error) {
    log.warn({ err: error, mediaId: id }, 'stored image could not be read to remove its metadata');
    clean = undefined;
  }
  await db.transaction().execute((trx) =>
    markMediaChecked(
      trx,
      id,
      clean && {
        data: clean.data,
        sha256: sha256Of(clean.data),
        width: clean.width,
        height: clean.height,
      },
    ),
  );
  return clean !== undefined;
}
