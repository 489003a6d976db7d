import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { errorResponses } from '../../shared/schemas.js';
import { robotsTxt, rssFeed, sitemap } from './site-feeds.service.js';

const RSS = 'application/rss+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

// Feed readers and crawlers poll; a few minutes' staleness is what they expect, and a scheduled article
// may therefore reach them up to that long after its time. robots.txt changes only with a release.
const FEED_CACHE_CONTROL = 'public, max-age=300';
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

/** A document that is text, not the JSON envelope: the OpenAPI document says which type it is. */
const textDocument = (mediaType: string, description: string) =>
  Type.Unsafe<string>({ description, content: { [mediaType]: { schema: { type: 'string' } } } });

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/**
 * Caching headers and conditional GETs, from the document about to be sent. As an onSend hook it also
 * runs for answers the visitors' cache replays (plugins/public-cache.ts), so those carry the same headers.
 * The ETag is a hash of the document: cheap at these sizes, and exact whatever changed (an edit, a
 * deletion, a scheduled article going live), which a Last-Modified date would not be.
 */
const conditionalGet =
  (cacheControl: string) =>
  async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', cacheControl);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return null;
  };

/**
 * The site's documents for feed readers and search engines: the news feed, the sitemap and robots.txt.
 * The shell's server answers /rss.xml, /sitemap.xml and /robots.txt with them (tooling/static-server.ts).
 * Links are absolute, on PUBLIC_URL.
 */
const siteFeedsRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const notModified = Type.Null({ description: 'Not modified: the If-None-Match header names this ETag.' });

  app.get(
    '/site/rss.xml',
    {
      config: { access: 'public', publicCache: true },
      onSend: conditionalGet(FEED_CACHE_CONTROL),
      schema: {
        operationId: 'getNewsFeed',
        tags: ['site'],
        summary: 'The RSS 2.0 feed of the latest news',
        description:
          'The 20 latest published articles, newest first; a scheduled article appears at its publication ' +
          'time. Served to visitors at /rss.xml.',
        response: {
          200: textDocument('application/rss+xml', 'An RSS 2.0 document.'),
          304: notModified,
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => reply.type(RSS).send(await rssFeed(app.db, config.publicUrl)),
  );

  app.get(
    '/site/sitemap.xml',
    {
      config: { access: 'public', publicCache: true },
      onSend: conditionalGet(FEED_CACHE_CONTROL),
      schema: {
        operationId: 'getSitemap',
        tags: ['site'],
        summary: 'The sitemap of the public site',
        description:
          'Every public page, published article, project and published gallery picture, each record with ' +
          'its last change (sitemaps.org 0.9). Served to visitors at /sitemap.xml.',
        response: {
          200: textDocument('application/xml', 'A sitemaps.org 0.9 document.'),
          304: notModified,
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => reply.type(XML).send(await sitemap(app.db, config.publicUrl)),
  );

  app.get(
    '/site/robots.txt',
    {
      config: { access: 'public' },
      onSend: conditionalGet(ROBOTS_CACHE_CONTROL),
      schema: {
        operationId: 'getRobotsTxt',
        tags: ['site'],
        summary: 'What search engines may crawl',
        description:
          'The public site is open; the back office, the sign-in and account pages and the API are not. ' +
          'Names the sitemap. Served to visitors at /robots.txt.',
        response: {
          200: textDocument('text/plain', 'A robots.txt file.'),
          304: notModified,
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => reply.type(TEXT).send(robotsTxt(config.publicUrl)),
  );
};

export default siteFeedsRoutes;
