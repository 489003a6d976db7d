import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/errors.js';
import { iso } from '../../shared/fields.js';
import type { Principal } from '../../shared/principal.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { DISPLAY_MAX_BYTES, kilobytes } from './gallery.images.js';
import {
  failStaleAudits,
  findAudit,
  findCurrentAudit,
  finishAudit,
  insertAudit,
  oversizeAssetIds,
  recordAuditStep,
  type GalleryAuditRecord,
} from './gallery.repository.js';
import type { GalleryAuditDto } from './gallery.schemas.js';
import { compressAsset } from './gallery.service.js';

/**
 * Bulk audits (Launch Bulk Audit): every uploaded asset over 10 KB compressed, one after another, by a
 * worker in the API process that started the audit. The progress is kept in `gallery_audits`, so the
 * administrator can leave the page and come back, and any replica can answer for it. At most one audit
 * runs at a time (a unique index); starting one while another runs answers the running one. A worker
 * reports after each asset; an audit that has not reported for STALE_SECONDS (its process stopped) is
 * marked failed, and a new one may start.
 *
 * The audit log has one entry for the start of an audit (who launched it, and how many assets it took on),
 * written with the audit's row; the compressions it then makes are not entered one by one.
 */

export const STALE_SECONDS = 120;

/** PostgreSQL's SQLSTATE for a unique violation: another audit was started at the same moment. */
const UNIQUE_VIOLATION = '23505';

export function toAuditDto(record: GalleryAuditRecord): GalleryAuditDto {
  return {
    id: record.id,
    status: record.status,
    total: record.total,
    done: record.done,
    failed: record.failed,
    beforeKB: kilobytes(Number(record.bytesBefore)),
    afterKB: kilobytes(Number(record.bytesAfter)),
    startedAt: iso(record.startedAt),
    finishedAt: record.finishedAt ? iso(record.finishedAt) : null,
  };
}

export class GalleryAuditor {
  readonly #workers = new Set<Promise<void>>();
  #stopping = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts an audit, or answers the one already running (`started: false`). */
  async start(caller: Principal, actor: AuditActor): Promise<{ audit: GalleryAuditDto; started: boolean }> {
    await failStaleAudits(this.db, STALE_SECONDS);
    const running = await findCurrentAudit(this.db);
    if (running?.status === 'running') return { audit: toAuditDto(running), started: false };

    const assetIds = await oversizeAssetIds(this.db, DISPLAY_MAX_BYTES);
    let id: string;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        const inserted = await insertAudit(trx, {
          total: assetIds.length,
          started_by: caller.id,
          status: assetIds.length === 0 ? 'finished' : 'running',
        });
        await recordAudit(trx, {
          actor,
          action: 'update',
          entity: 'gallery_asset',
          entityId: null,
          label: 'Bulk audit: compress every uploaded asset over 10 KB',
          changes: { bulkAudit: { after: inserted }, assetsToCompress: { after: assetIds.length } },
        });
        return inserted;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      const other = await findCurrentAudit(this.db);
      if (!other) throw error;
      return { audit: toAuditDto(other), started: false };
    }
    if (assetIds.length > 0) this.#spawn(id, assetIds);
    const audit = await findAudit(this.db, id);
    if (!audit) throw notFound('The gallery audit');
    return { audit: toAuditDto(audit), started: true };
  }

  async get(id: string): Promise<GalleryAuditDto> {
    await failStaleAudits(this.db, STALE_SECONDS);
    const audit = await findAudit(this.db, id);
    if (!audit) throw notFound('The gallery audit');
    return toAuditDto(audit);
  }

  /** The running audit, else the latest, else null. */
  async current(): Promise<GalleryAuditDto | null> {
    await failStaleAudits(this.db, STALE_SECONDS);
    const audit = await findCurrentAudit(this.db);
    return audit ? toAuditDto(audit) : null;
  }

  /** Lets the running workers finish the asset they are on, then stop (the audit is left as failed). */
  async stop(): Promise<void> {
    this.#stopping = true;
    await Promise.all([...this.#workers]);
  }

  #spawn(id: string, assetIds: readonly string[]) {
    const worker = this.#run(id, assetIds)
      .catch((error: unknown) => {
        this.log.error({ err: error, auditId: id }, 'gallery audit stopped');
        return finishAudit(this.db, id, 'failed').catch(() => undefined);
      })
      .finally(() => this.#workers.delete(worker));
    this.#workers.add(worker);
  }

  async #run(id: string, assetIds: readonly string[]): Promise<void> {
    for (const assetId of assetIds) {
      if (this.#stopping) {
        await finishAudit(this.db, id, 'failed');
        return;
      }
      let step = { failed: false, bytesBefore: 0, bytesAfter: 0 };
      try {
        // Never refused when the server is busy with images: the audit waits for its turns.
        const result = await compressAsset(this.db, assetId, null, { background: true });
        if (result.afterKB < result.beforeKB) {
          step = {
            failed: false,
            bytesBefore: Math.round(result.beforeKB * 1024),
            bytesAfter: Math.round(result.afterKB * 1024),
          };
        }
      } catch (error) {
        // Removed since the audit started: nothing left to compress.
        if (!(error instanceof AppError && error.statusCode === 404)) {
          this.log.warn({ err: error, auditId: id, assetId }, 'gallery asset not compressed');
          step = { failed: true, bytesBefore: 0, bytesAfter: 0 };
        }
      }
      await recordAuditStep(this.db, id, step);
    }
    await finishAudit(this.db, id, 'finished');
  }
}
