import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditActor } from '../../shared/audit-actor.js';
import { setNextLink } from '../../shared/pagination.js';
import { Envelope, errorResponses, UuidParams } from '../../shared/schemas.js';
import {
  ProjectCreateBody,
  ProjectListSchema,
  ProjectSchema,
  ProjectsQuery,
  ProjectStatsSchema,
  ProjectUpdateBody,
} from './projects.schemas.js';
import {
  createProject,
  deleteProject,
  getProject,
  getStats,
  listProjects,
  updateProject,
} from './projects.service.js';

/** Development projects (spec 01 §2 Projects, spec 02 §2-§5). Reads are public; writes need an admin role. */
const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'listProjects',
        tags: ['projects'],
        summary: 'List projects, with the stats of all projects',
        description:
          '`data.items` and `data.pagination` (total_items, total_pages, page, limit) as the console reads ' +
          'them, the usual sibling `pagination`, and `data.stats` computed over every project.',
        querystring: ProjectsQuery,
        response: { 200: ProjectListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { next, ...list } = await listProjects(app.db, request.query);
      setNextLink(reply, request.url, next);
      return { success: true as const, ...list, message: 'Projects retrieved successfully' };
    },
  );

  app.get(
    '/projects/stats',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'getProjectStats',
        tags: ['projects'],
        summary: 'Total, ongoing, completed and beneficiaries over every project',
        response: { 200: Envelope(ProjectStatsSchema), ...errorResponses() },
      },
    },
    async () => ({
      success: true as const,
      data: await getStats(app.db),
      message: 'Project statistics retrieved successfully',
    }),
  );

  app.get(
    '/projects/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'getProject',
        tags: ['projects'],
        summary: 'One project',
        params: UuidParams,
        response: { 200: Envelope(ProjectSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProject(app.db, request.params.id),
      message: 'Project retrieved successfully',
    }),
  );

  app.post(
    '/projects',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createProject',
        tags: ['projects'],
        summary: 'Create a project',
        description: 'Field problems come back all at once, keyed as sent.',
        body: ProjectCreateBody,
        response: { 201: Envelope(ProjectSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await createProject(app.db, request.body, auditActor(request)),
        message: 'Project created successfully',
      }),
  );

  app.put(
    '/projects/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateProject',
        tags: ['projects'],
        summary: 'Replace a project',
        description: 'A full update: the same fields and rules as creation, and the status must be named.',
        params: UuidParams,
        body: ProjectUpdateBody,
        response: { 200: Envelope(ProjectSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateProject(app.db, request.params.id, request.body, auditActor(request)),
      message: 'Project updated successfully',
    }),
  );

  app.delete(
    '/projects/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteProject',
        tags: ['projects'],
        summary: 'Delete a project',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteProject(app.db, request.params.id, auditActor(request));
      return { success: true as const, data: null, message: 'Project deleted successfully' };
    },
  );
};

export default projectsRoutes;
