import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../shared/errors.js';
import { errorResponses, UuidParams } from '../../shared/schemas.js';
import { findMedia, findMediaTag } from './media.repository.js';

// Media rows are immutable (a new upload gets a new id), so their bytes can be cached for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const etagOf = (sha256: string) => `"${sha256}"`;

/** True when an If-None-Match header already names this ETag (weak or strong, list or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

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
      const { id } = request.params;
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch) {
        const tag = await findMediaTag(app.db, id);
        if (!tag) throw notFound('The file');
        if (matches(ifNoneMatch, etagOf(tag.sha256))) {
          return reply
            .code(304)
            .header('etag', etagOf(tag.sha256))
            .header('cache-control', CACHE_CONTROL)
            .send(null);
        }
      }
      const media = await findMedia(app.db, id);
      if (!media) throw notFound('The file');
      return (
        reply
          .header('content-type', media.contentType)
          .header('content-length', media.byteSize)
          .header('etag', etagOf(media.sha256))
          .header('cache-control', CACHE_CONTROL)
          // Bytes are served as the stored type only; never sniffed or run as a document.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(media.data)
      );
    },
  );
};

export default mediaRoutes;
