import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { X_MESSAGES, X_NORMALISE } from '../../shared/form-schemas.js';
import type { Config } from '../../config.js';
import { auditActor } from '../../shared/audit-actor.js';
import { currentUser } from '../../shared/principal.js';
import { Envelope, errorResponses, RecordSchema, UuidParams } from '../../shared/schemas.js';
import { accountsContext } from '../../shared/accounts-context.js';
import { schemaProblems } from '../../shared/validation.js';
import { addUserRole, listRoles, removeUserRole, userRoles, ROLE_REQUIRED } from './roles.service.js';

export const RoleSchema = RecordSchema('Role', {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  displayName: Type.String(),
  description: Type.String(),
});

const RolesData = Type.Object({ roles: Type.Array(RoleSchema) });
const ROLE_NAME = 'Role name, e.g. admin (case, spaces and hyphens do not matter).';

/** The role to assign: required, trimmed; blank is "Please select a role.". */
const AssignRoleBody = Type.Object({
  role: Type.String({
    minLength: 1,
    description: ROLE_NAME,
    [X_NORMALISE]: ['trim', 'blank-absent'],
    [X_MESSAGES]: { required: ROLE_REQUIRED, minLength: ROLE_REQUIRED },
  }),
});

/** The role to remove, in the body or the query (one of the two is required: checked by the service). */
const RoleBody = Type.Object({
  role: Type.Optional(Type.String({ description: ROLE_NAME })),
});

const rolesRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);

  app.get(
    '/roles',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listRoles',
        tags: ['roles'],
        summary: 'Every role',
        response: { 200: Envelope(Type.Array(RoleSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      success: true as const,
      data: await listRoles(app),
      message: 'Roles retrieved successfully',
    }),
  );

  app.get(
    '/users/:id/roles',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'listUserRoles',
        tags: ['roles'],
        summary: 'Roles of a user',
        params: UuidParams,
        response: { 200: Envelope(RolesData), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { roles: await userRoles(ctx, request.params.id) },
      message: 'User roles retrieved successfully',
    }),
  );

  app.post(
    '/users/:id/roles',
    {
      config: { access: 'super' },
      attachValidation: true,
      schema: {
        operationId: 'assignUserRole',
        tags: ['roles'],
        summary: 'Assign a role to a user',
        params: UuidParams,
        body: AssignRoleBody,
        response: { 200: Envelope(RolesData), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { role, roles } = await addUserRole(
        ctx,
        auditActor(request),
        request.params.id,
        request.body.role,
        schemaProblems(request),
      );
      return {
        success: true as const,
        data: { roles },
        message: `Role "${role.name}" assigned successfully!`,
      };
    },
  );

  app.delete(
    '/users/:id/roles',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'removeUserRole',
        tags: ['roles'],
        summary: 'Remove a role from a user',
        description:
          'The role travels in the JSON body `{role}` or, for clients that cannot send a body with DELETE, in `?role=`.',
        params: UuidParams,
        querystring: RoleBody,
        body: Type.Union([RoleBody, Type.Null()]),
        response: { 200: Envelope(RolesData), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const name = request.body?.role ?? request.query.role;
      const { role, roles } = await removeUserRole(
        ctx,
        currentUser(request),
        auditActor(request),
        request.params.id,
        name,
      );
      return {
        success: true as const,
        data: { roles },
        message: `Role "${role.name}" removed successfully!`,
      };
    },
  );
};

export default rolesRoutes;
