import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, optionalUser } from '../../shared/principal.js';
import { auditActor } from '../../shared/audit-actor.js';
import { setNextLink } from '../../shared/pagination.js';
import { FormFields, imageFormOptions, readImageForm } from '../../shared/images.js';
import { Envelope, errorResponses, UuidParams } from '../../shared/schemas.js';
import {
  CompressResultSchema,
  GalleryAssetSchema,
  GalleryAuditSchema,
  GalleryCreateBody,
  GalleryListEnvelope,
  GalleryPatchBody,
  GalleryQuery,
} from './gallery.schemas.js';
import {
  compressAsset,
  createAsset,
  deleteAsset,
  getAsset,
  listAssets,
  updateAsset,
} from './gallery.service.js';
import { GalleryAuditor } from './gallery.audits.js';

/** The gallery (spec 01 §7): public reads of published assets; uploads, edits and removal by administrators. */
const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed in this module's scope only (image uploads); JSON stays the default.
  await app.register(multipart, imageFormOptions);

  app.get(
    '/gallery/assets',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'listGalleryAssets',
        tags: ['gallery'],
        summary: 'List gallery assets',
        description:
          'Newest first. `page_size` (or `limit`), default 10, at most 100. Published assets only, unless ' +
          'an administrator asks for `status=draft` or `status=all`.',
        querystring: GalleryQuery,
        response: { 200: GalleryListEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { next, ...list } = await listAssets(app.db, () => optionalUser(request), request.query);
      setNextLink(reply, request.url, next);
      return { success: true as const, ...list, message: 'Gallery assets retrieved successfully' };
    },
  );

  app.post(
    '/gallery/assets',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createGalleryAsset',
        tags: ['gallery'],
        summary: 'Add a gallery asset',
        description:
          'multipart/form-data with an image file in `image` (stored in its format, re-encoded upright without metadata, with a ~400 px WebP ' +
          'thumbnail), or an `imageUrl` (then fileSizeKB is null). The server measures fileSizeKB itself.',
        body: GalleryCreateBody,
        response: { 201: Envelope(GalleryAssetSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readImageForm(request, ['image']);
      const data = await createAsset(app.db, currentUser(request), auditActor(request), form);
      return reply
        .code(201)
        .send({ success: true as const, data, message: 'Gallery asset created successfully' });
    },
  );

  app.get(
    '/gallery/assets/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'getGalleryAsset',
        tags: ['gallery'],
        summary: 'One gallery asset (a draft only for administrators)',
        params: UuidParams,
        response: { 200: Envelope(GalleryAssetSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAsset(app.db, () => optionalUser(request), request.params.id),
      message: 'Gallery asset retrieved successfully',
    }),
  );

  app.patch(
    '/gallery/assets/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateGalleryAsset',
        tags: ['gallery'],
        summary: 'Edit the metadata of a gallery asset',
        description: 'The fields sent replace the current ones; the image is not changed here.',
        params: UuidParams,
        body: GalleryPatchBody,
        response: { 200: Envelope(GalleryAssetSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAsset(
        app.db,
        auditActor(request),
        request.params.id,
        new FormFields(Object.entries(request.body ?? {})),
      ),
      message: 'Gallery asset updated successfully',
    }),
  );

  app.delete(
    '/gallery/assets/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteGalleryAsset',
        tags: ['gallery'],
        summary: 'Remove a gallery asset and its images',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteAsset(app.db, auditActor(request), request.params.id);
      return { success: true as const, data: null, message: 'Gallery asset deleted successfully' };
    },
  );

  app.post(
    '/gallery/assets/:id/compress',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'compressGalleryAsset',
        tags: ['gallery'],
        summary: 'Compress the display image to 10 KB or less',
        description:
          'Re-encodes the original as WebP at falling quality and size until it fits; the original is kept ' +
          "(its address is the asset's originalUrl). 409 for an asset that only links to an image elsewhere.",
        params: UuidParams,
        response: { 200: Envelope(CompressResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await compressAsset(app.db, request.params.id, auditActor(request));
      return {
        success: true as const,
        data,
        message:
          data.afterKB < data.beforeKB
            ? 'Gallery asset compressed successfully'
            : 'Gallery asset is already within 10 KB',
      };
    },
  );

  // Bulk audits: a worker in this process compresses; the progress is read from the database.
  const auditor = new GalleryAuditor(app.db, app.log);
  app.addHook('onClose', () => auditor.stop());

  app.post(
    '/gallery/audits',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'startGalleryAudit',
        tags: ['gallery'],
        summary: 'Launch a bulk audit: compress every uploaded asset over 10 KB',
        description:
          'Starts a job on the server that compresses the assets one after another (as ' +
          '/gallery/assets/{id}/compress does) and answers it at once (202); the job goes on if the caller ' +
          'leaves. While an audit runs, answers that one (200) instead of starting another. With nothing ' +
          'over 10 KB, the audit is finished at once.',
        response: {
          200: Envelope(GalleryAuditSchema),
          202: Envelope(GalleryAuditSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const { audit, started } = await auditor.start(currentUser(request), auditActor(request));
      return reply.code(started ? 202 : 200).send({
        success: true as const,
        data: audit,
        message: started ? 'Gallery audit started' : 'A gallery audit is already running',
      });
    },
  );

  app.get(
    '/gallery/audits/current',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getCurrentGalleryAudit',
        tags: ['gallery'],
        summary: 'The running bulk audit, else the latest one (null when there has been none)',
        response: {
          200: Envelope(Type.Union([GalleryAuditSchema, Type.Null()])),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      success: true as const,
      data: await auditor.current(),
      message: 'Gallery audit retrieved successfully',
    }),
  );

  app.get(
    '/gallery/audits/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getGalleryAudit',
        tags: ['gallery'],
        summary: 'One bulk audit and its progress',
        params: UuidParams,
        response: { 200: Envelope(GalleryAuditSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auditor.get(request.params.id),
      message: 'Gallery audit retrieved successfully',
    }),
  );
};

export default galleryRoutes;
