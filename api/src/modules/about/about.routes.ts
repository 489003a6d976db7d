import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { attachedFormReport, type ValidationIssue } from '../../shared/validation.js';
import { auditActor } from '../../shared/audit-actor.js';
import { optionalUser } from '../../shared/principal.js';
import { Envelope, errorResponses } from '../../shared/schemas.js';
import { hasAdminAccess } from '../../shared/roles.js';
import {
  ABOUT_SECTIONS,
  AboutSectionSchema,
  AboutSectionsSchema,
  BulkBody,
  SECTION_BODIES,
  SECTION_SCHEMAS,
  SectionBody,
  SectionParams,
  sectionLabel,
  type AboutSectionKey,
} from './about.schemas.js';
import {
  checkSections,
  getSection,
  getSections,
  saveSections,
  updateSection,
  updateSectionNamed,
} from './about.service.js';
import { issueProblems, normaliseSectionData } from './about.validation.js';
import { addVary } from '../../shared/vary.js';

/**
 * The About page's sections (spec 02 §7): hero, mission, vision, values, history, activities, achievements.
 * Reads are public (published sections; an administrator's bearer token shows all), writes need an admin role.
 */
const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const isAdminCaller = async (request: FastifyRequest) => {
    const caller = await optionalUser(request);
    return caller !== null && hasAdminAccess(caller);
  };

  /**
   * PUT /about/<section>: fields left out keep their value; `data`, when sent, replaces the whole data of the
   * section. The schema's problems are handed to the service (`attachValidation`), which adds those of the
   * rules a schema cannot say and answers them all at once.
   */
  const putSection = (section: AboutSectionKey) => {
    app.put(
      `/about/${section}`,
      {
        config: { access: 'admin' },
        attachValidation: true,
        preValidation: async (request) => normaliseSectionData(section, request.body?.data),
        schema: {
          operationId: `saveAbout${sectionLabel(section)}Section`,
          tags: ['about'],
          summary: `Save the ${section} section`,
          description:
            'Fields left out keep their value; `data`, when sent, replaces the whole data of the section. ' +
            'Every problem is answered at once, keyed by its path, e.g. `data.values[2].title`.',
          body: SECTION_BODIES[section],
          response: { 200: Envelope(SECTION_SCHEMAS[section]), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const report = attachedFormReport(request);
        const issues = (report ? request.validationError?.validation : []) as ValidationIssue[];
        return {
          success: true as const,
          ...(await updateSection(app.db, section, request.body, issueProblems(issues), auditActor(request))),
        };
      },
    );
  };

  /** A bulk save's sections are checked before its schema is applied: each by its own section's rules. */
  const checkBulk = async (request: FastifyRequest) => {
    const sections = (request.body as { sections?: unknown } | undefined)?.sections;
    if (typeof sections === 'object' && sections !== null) checkSections(sections as Record<string, unknown>);
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
      addVary(reply, 'Authorization');
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
      preValidation: checkBulk,
      schema: {
        operationId: 'saveAboutSections',
        tags: ['about'],
        summary: 'Save several sections at once, all or nothing',
        body: BulkBody,
        response: { 200: Envelope(AboutSectionsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await saveSections(app.db, request.body.sections, auditActor(request))),
    }),
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
      addVary(reply, 'Authorization');
      return {
        success: true as const,
        data: await getSection(app.db, request.params.section, await isAdminCaller(request)),
        message: 'About section retrieved successfully',
      };
    },
  );

  // Each section on its own path, with the body of its kind: the document types its data, Ajv checks it.
  // Registered before /about/:section, which a static path takes precedence over.
  for (const section of ABOUT_SECTIONS) putSection(section);

  app.put(
    '/about/:section',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'saveAboutSection',
        tags: ['about'],
        summary: 'Save one section named in any spelling',
        description:
          'The section named in another case (`/api/about/Mission`); an unknown one is a 404. Its body is ' +
          "checked by the rules of the section's own path (`PUT /api/about/mission`, …), which declares them.",
        params: SectionParams,
        body: SectionBody,
        response: { 200: Envelope(AboutSectionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await updateSectionNamed(app.db, request.params.section, request.body, auditActor(request))),
    }),
  );
};

export default aboutRoutes;
