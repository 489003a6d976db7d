import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, UuidParams } from '../../shared/schemas.js';
import { MediaQuery } from './media.schemas.js';
import { readMediaFile } from './media.service.js';

// Media rows are immutable (a new upload gets a new id), and so are their resized copies (made once from
// them), so their bytes can be cached for a year. The query names the copy: no `Vary` is needed.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getMedia',
        tags: ['media'],
        summary: 'Bytes of an uploaded image, or a resized copy of it',
        description:
          'Without a query: the image as uploaded. With `w` and/or `format`: a copy of it resized to that ' +
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
