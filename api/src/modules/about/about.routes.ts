import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../shared/principal.js';
import { Envelope, errorResponses } from '../../shared/schemas.js';
import { hasAdminAccess } from '../../shared/roles.js';
import {
  AboutSectionSchema,
  AboutSectionsSchema,
  BulkBody,
  SectionBody,
  SectionParams,
} from './about.schemas.js';
import { getSection, getSections, saveSections, updateSection } from './about.service.js';

/**
 * The About page's sections (spec 02 §7): hero, mission, vision, values, history, activities, achievements.
 * Reads are public (published sections; an administrator's bearer token shows all), writes need an admin role.
 */
const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const isAdminCaller = async (request: FastifyRequest) => {
    const caller = await optionalUser(request);
    return caller !== null && hasAdminAccess(caller);
  };

  app.get(
    '/about',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'getAboutSections',
        tags: ['about'],
        summary: 'Every About section, keyed by name',
        response: { 200: Envelope(AboutSectionsSchema), ...errorResponses() },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Authorization');
      return {
        success: true as const,
        data: await getSections(app.db, await isAdminCaller(request)),
        message: 'About sections retrieved successfully',
      };
    },
  );

  // Registered before /about/:section so that "sections" is never read as a section name.
  app.post(
    '/about/sections',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'saveAboutSections',
        tags: ['about'],
        summary: 'Save several sections at once, all or nothing',
        body: BulkBody,
        response: { 200: Envelope(AboutSectionsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, ...(await saveSections(app.db, request.body.sections)) }),
  );

  app.get(
    '/about/:section',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'getAboutSection',
        tags: ['about'],
        summary: 'One About section',
        params: SectionParams,
        response: { 200: Envelope(AboutSectionSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Authorization');
      return {
        success: true as const,
        data: await getSection(app.db, request.params.section, await isAdminCaller(request)),
        message: 'About section retrieved successfully',
      };
    },
  );

  app.put(
    '/about/:section',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'saveAboutSection',
        tags: ['about'],
        summary: 'Save one section',
        description:
          'Fields left out keep their value; `data`, when sent, replaces the whole data of the section.',
        params: SectionParams,
        body: SectionBody,
        response: { 200: Envelope(AboutSectionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await updateSection(app.db, request.params.section, request.body)),
    }),
  );
};

export default aboutRoutes;
