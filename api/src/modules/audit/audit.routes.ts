import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, PagedEnvelope } from '../../shared/schemas.js';
import { AuditEntrySchema, AuditQuery } from './audit.schemas.js';
import { listAudit } from './audit.service.js';

/** The audit log of administrative writes: read by the super roles only (it names every administrator). */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'listAuditEntries',
        tags: ['audit'],
        summary: 'Administrative writes, newest first',
        description:
          'Who changed what, when and from where, with the before and after of each changed field. ' +
          'Filter by actor (user id or username), entity, entityId, action and a from/to range.',
        querystring: AuditQuery,
        response: { 200: PagedEnvelope(AuditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listAudit(app.db, request.query)),
      message: 'Audit entries retrieved successfully',
    }),
  );
};

export default auditRoutes;
