import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditActor } from '../../shared/audit-actor.js';
import { currentUser } from '../../shared/principal.js';
import { Envelope, errorResponses, PagedEnvelope, UuidParams } from '../../shared/schemas.js';
import { RestoredSchema, TrashEntrySchema, TrashQuery } from './trash.schemas.js';
import { listTrash, purgeEntry, restoreEntry } from './trash.service.js';

/**
 * The Trash: deleted records kept for 30 days. Any admin role sees and acts on content and organisation
 * entries; accounts are the super roles' alone, as the users console is.
 */
const trashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trash',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listTrashEntries',
        tags: ['trash'],
        summary: 'Deleted records, most recently deleted first',
        description:
          'What was deleted in the last 30 days, by whom and when, with what went with it. Filter by kind, ' +
          'deletedBy (user id or username), search (name) and a from/to range. Accounts are listed to the ' +
          'super roles only.',
        querystring: TrashQuery,
        response: { 200: PagedEnvelope(TrashEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listTrash(app.db, currentUser(request), request.query)),
      message: 'Trash retrieved successfully',
    }),
  );

  app.post(
    '/trash/:id/restore',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'restoreTrashEntry',
        tags: ['trash'],
        summary: 'Restore a deleted record whole',
        description:
          'Puts the record back as it was, with everything that went with it (a ward with its branches and ' +
          'executives, a picture with its thumbnails). 409 when what it belonged under is gone or another ' +
          'record has taken its name; nothing changes then.',
        params: UuidParams,
        response: { 200: Envelope(RestoredSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const restored = await restoreEntry(
        app.db,
        currentUser(request),
        auditActor(request),
        request.params.id,
      );
      return { success: true as const, data: restored, message: `“${restored.label}” restored` };
    },
  );

  app.delete(
    '/trash/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'purgeTrashEntry',
        tags: ['trash'],
        summary: 'Delete a record in the Trash for good',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await purgeEntry(app.db, currentUser(request), auditActor(request), request.params.id);
      return { success: true as const, data: null, message: 'Deleted for good' };
    },
  );
};

export default trashRoutes;
