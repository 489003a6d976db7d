import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditActor } from '../../shared/audit-actor.js';
import { setNextLink } from '../../shared/pagination.js';
import { optionalUser } from '../../shared/principal.js';
import { Envelope, errorResponses, PagedEnvelope, UuidParams } from '../../shared/schemas.js';
import { hasAdminAccess } from '../../shared/roles.js';
import { NewsBody, NewsQuery, NewsSchema } from './news.schemas.js';
import { createNews, deleteNews, listNews, readNews, updateNews } from './news.service.js';
import { addVary } from '../../shared/vary.js';

/**
 * News articles (spec 01 §7, spec 02 §2). Reads are public; an administrator's bearer token, when sent, also
 * shows scheduled articles, so those answers vary with the Authorization header.
 */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const isAdminCaller = async (request: Parameters<typeof optionalUser>[0]) => {
    const caller = await optionalUser(request);
    return caller !== null && hasAdminAccess(caller);
  };

  app.get(
    '/news',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'listNews',
        tags: ['news'],
        summary: 'List news articles, newest first',
        description:
          'Published articles only, unless an administrator asks (bearer token): then scheduled ones too.',
        querystring: NewsQuery,
        response: { 200: PagedEnvelope(NewsSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      addVary(reply, 'Authorization');
      const { next, ...list } = await listNews(app.db, request.query, await isAdminCaller(request));
      setNextLink(reply, request.url, next);
      return { success: true as const, ...list, message: 'News articles retrieved successfully' };
    },
  );

  app.get(
    '/news/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getNewsArticle',
        tags: ['news'],
        summary: 'Read one article (counts a view)',
        description: 'A scheduled article is 404 for the public; administrators can open it.',
        params: UuidParams,
        response: { 200: Envelope(NewsSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      addVary(reply, 'Authorization');
      return {
        success: true as const,
        data: await readNews(app.db, request.params.id, await isAdminCaller(request)),
        message: 'News article retrieved successfully',
      };
    },
  );

  app.post(
    '/news',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createNewsArticle',
        tags: ['news'],
        summary: 'Publish or schedule an article',
        description: 'Field problems come back all at once, keyed as sent.',
        body: NewsBody,
        response: { 201: Envelope(NewsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await createNews(app.db, request.body, auditActor(request)),
        message: 'News article created successfully',
      }),
  );

  app.put(
    '/news/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateNewsArticle',
        tags: ['news'],
        summary: 'Replace an article',
        description: 'A full update: the same fields and rules as creation.',
        params: UuidParams,
        body: NewsBody,
        response: { 200: Envelope(NewsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNews(app.db, request.params.id, request.body, auditActor(request)),
      message: 'News article updated successfully',
    }),
  );

  app.delete(
    '/news/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteNewsArticle',
        tags: ['news'],
        summary: 'Delete an article',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteNews(app.db, request.params.id, auditActor(request));
      return { success: true as const, data: null, message: 'News article deleted successfully' };
    },
  );
};

export default newsRoutes;
