import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, optionalUser } from '../../shared/principal.js';
import { FormFields, imageFormOptions, readImageForm } from '../../shared/images.js';
import { Envelope, errorResponses, UuidParams } from '../../shared/schemas.js';
import {
  CompressResultSchema,
  GalleryAssetSchema,
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
    async (request) => ({
      success: true as const,
      ...(await listAssets(app.db, () => optionalUser(request), request.query)),
      message: 'Gallery assets retrieved successfully',
    }),
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
          'multipart/form-data with an image file in `image` (stored as uploaded, with a ~400 px WebP ' +
          'thumbnail), or an `imageUrl` (then fileSizeKB is null). The server measures fileSizeKB itself.',
        body: GalleryCreateBody,
        response: { 201: Envelope(GalleryAssetSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readImageForm(request, ['image']);
      const data = await createAsset(app.db, currentUser(request), form);
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
      data: await updateAsset(app.db, request.params.id, new FormFields(Object.entries(request.body ?? {}))),
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
      await deleteAsset(app.db, request.params.id);
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
          'Re-encodes the original as WebP at falling quality and size until it fits; the original is kept. ' +
          '409 for an asset that only links to an image elsewhere.',
        params: UuidParams,
        response: { 200: Envelope(CompressResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await compressAsset(app.db, request.params.id);
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
};

export default galleryRoutes;
