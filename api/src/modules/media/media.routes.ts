import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { imageFormOptions, readImageForm } from '../../shared/images.js';
import { Envelope, errorResponses, UuidParams } from '../../shared/schemas.js';
import { auditActor } from '../../shared/audit-actor.js';
import { MediaQuery, MediaUploadBody, UploadedMediaSchema } from './media.schemas.js';
import { readMediaFile, uploadMedia } from './media.service.js';

// Media rows are immutable (a new upload gets a new id), and so are their resized copies (made once from
// them), so their bytes can be cached for a year. The query names the copy: no `Vary` is needed.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed in this module's scope only (the image upload); JSON stays the default.
  await app.register(multipart, imageFormOptions);

  app.post(
    '/media',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'uploadMedia',
        tags: ['media'],
        summary: 'Upload an image for news or a project',
        description:
          'multipart/form-data with the image in `image`; stored in its format, re-encoded upright ' +
          'without metadata (EXIF, GPS position, XMP). Answers its address ' +
          '(/api/media/{id}), which the image field of a news article or a project then takes.',
        body: MediaUploadBody,
        response: { 201: Envelope(UploadedMediaSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const data = await uploadMedia(app.db, auditActor(request), await readImageForm(request, ['image']));
      return reply.code(201).send({ success: true as const, data, message: 'Image uploaded successfully' });
    },
  );

  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getMedia',
        tags: ['media'],
        summary: 'Bytes of an uploaded image, or a resized copy of it',
        description:
          'Without a query: the stored original. With `w` and/or `format`: a copy of it resized to that ' +
          'width (never enlarged) in WebP or AVIF, upright and without metadata, for `<img srcset>`. ' +
          'Copies are made on first request and stored.',
        params: UuidParams,
        querystring: MediaQuery,
        response: {
          // The bytes in their stored type, not JSON: the document must say so, or clients would parse them.
          200: Type.Unsafe<Buffer>({
            description: 'The image bytes.',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          }),
          304: Type.Null({ description: 'Not modified.' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const found = await readMediaFile(
        app.db,
        request.params.id,
        request.query,
        request.headers['if-none-match'],
      );
      reply.header('etag', found.etag).header('cache-control', CACHE_CONTROL);
      if (found.notModified) return reply.code(304).send(null);
      return (
        reply
          .header('content-type', found.file.contentType)
          .header('content-length', found.file.byteSize)
          // Bytes are served as the stored type only; never sniffed or run as a document.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(found.file.data)
      );
    },
  );
};

export default mediaRoutes;
