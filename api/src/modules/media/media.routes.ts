import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, UuidParams } from '../../shared/schemas.js';
import { readMedia } from './media.service.js';

// Media rows are immutable (a new upload gets a new id), so their bytes can be cached for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getMedia',
        tags: ['media'],
        summary: 'Bytes of an uploaded image',
        params: UuidParams,
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
      const found = await readMedia(app.db, request.params.id, request.headers['if-none-match']);
      reply.header('etag', found.etag).header('cache-control', CACHE_CONTROL);
      if (found.notModified) return reply.code(304).send(null);
      return (
        reply
          .header('content-type', found.media.contentType)
          .header('content-length', found.media.byteSize)
          // Bytes are served as the stored type only; never sniffed or run as a document.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(found.media.data)
      );
    },
  );
};

export default mediaRoutes;
