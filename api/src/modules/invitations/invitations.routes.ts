import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import { currentUser } from '../../shared/principal.js';
import { auditActor } from '../../shared/audit-actor.js';
import { Envelope, errorResponses, PagedEnvelope, UuidParams } from '../../shared/schemas.js';
import { accountsContext } from '../../shared/accounts-context.js';
import {
  CreateInvitationBody,
  InvitationSchema,
  InvitationsQuery,
  ValidateQuery,
  ValidationSchema,
} from './invitations.schemas.js';
import {
  createInvitation,
  getInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  validateInvitation,
} from './invitations.service.js';

const invitationsRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);

  // Registered before /invitations/:id so that "validate" is never read as an id.
  app.get(
    '/invitations/validate',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'validateInvitation',
        tags: ['invitations'],
        summary: 'What an invitation token is (for the register page)',
        description:
          'Pending, used, expired or revoked, each with its own message; `valid` is true only when pending. ' +
          '404 for a token that was never issued.',
        querystring: ValidateQuery,
        response: { 200: Envelope(ValidationSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, ...(await validateInvitation(ctx, request.query.token)) }),
  );

  app.post(
    '/invitations/create',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createInvitation',
        tags: ['invitations'],
        summary: 'Invite someone by email',
        description:
          'Sends the invitation email with the accept-invite link. daysValid: 1 to 365, default 7.',
        body: CreateInvitationBody,
        response: { 201: Envelope(InvitationSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { data, message } = await createInvitation(
        ctx,
        currentUser(request),
        auditActor(request),
        request.body,
      );
      return reply.code(201).send({ success: true as const, data, message });
    },
  );

  app.get(
    '/invitations',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listInvitations',
        tags: ['invitations'],
        summary: 'List invitations',
        querystring: InvitationsQuery,
        response: { 200: PagedEnvelope(InvitationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listInvitations(ctx, request.query)),
      message: 'Invitations retrieved successfully',
    }),
  );

  app.get(
    '/invitations/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getInvitation',
        tags: ['invitations'],
        summary: 'One invitation',
        params: UuidParams,
        response: { 200: Envelope(InvitationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getInvitation(ctx, request.params.id),
      message: 'Invitation retrieved successfully',
    }),
  );

  app.patch(
    '/invitations/:id/revoke',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'revokeInvitation',
        tags: ['invitations'],
        summary: 'Revoke a pending invitation',
        params: UuidParams,
        response: { 200: Envelope(InvitationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await revokeInvitation(ctx, auditActor(request), request.params.id),
      message: 'Invitation revoked successfully',
    }),
  );

  app.patch(
    '/invitations/:id/resend',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resendInvitation',
        tags: ['invitations'],
        summary: 'Send the email of a pending invitation again',
        params: UuidParams,
        response: { 200: Envelope(InvitationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resendInvitation(ctx, auditActor(request), request.params.id),
      message: 'Invitation email resent successfully',
    }),
  );
};

export default invitationsRoutes;
