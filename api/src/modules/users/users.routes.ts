import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Config } from '../../config.js';
import { currentUser } from '../../shared/principal.js';
import { auditActor } from '../../shared/audit-actor.js';
import { Envelope, errorResponses, PagedEnvelope, UuidParams } from '../../shared/schemas.js';
import { accountsContext } from '../../shared/accounts-context.js';
import { IMAGE_MAX_BYTES } from '../../shared/images.js';
import { fileBytes, formParts } from '../../shared/multipart.js';
import {
  ChangePasswordBody,
  CreatedUserSchema,
  CreateUserBody,
  ProfileBody,
  type ProfileJsonBody,
  StatusBody,
  UserSchema,
  UsersQuery,
} from './users.schemas.js';
import {
  changePassword,
  changeStatus,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  loadUser,
  type ProfileChanges,
  updateProfile,
} from './users.service.js';
import { schemaProblems } from '../../shared/validation.js';

const PROFILE_FIELDS = new Set(['firstName', 'lastName']);

/**
 * Reads PATCH /users/profile from JSON or from multipart/form-data. Unknown fields (status, roles, flags,
 * username, email...) are dropped here: a user cannot set them on themselves.
 */
async function readProfileChanges(request: FastifyRequest): Promise<ProfileChanges> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Static<typeof ProfileJsonBody>;
    return {
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.picture === null && { picture: null }),
    };
  }
  const changes: ProfileChanges = {};
  for await (const part of formParts(request)) {
    if (part.type === 'file') {
      const data = await fileBytes(part);
      // A form whose file input was left empty sends an empty part without a file name: no change.
      if (part.fieldname !== 'picture' || (data.byteLength === 0 && !part.filename)) continue;
      changes.picture = { data, truncated: part.file.truncated, field: 'picture' };
    } else if (PROFILE_FIELDS.has(part.fieldname)) {
      changes[part.fieldname as 'firstName' | 'lastName'] = part.value;
    }
  }
  return changes;
}

const usersRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);

  // Multipart is parsed for this module's routes only; JSON stays the default everywhere.
  await app.register(multipart, {
    // The parser stops one byte past the limit; the handler refuses anything of 5 MiB or more.
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/users/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getProfile',
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: Envelope(UserSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await loadUser(app.db, currentUser(request).id),
      message: 'Profile retrieved successfully',
    }),
  );

  app.patch(
    '/users/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateProfile',
        tags: ['users'],
        summary: 'Update my name and picture',
        description:
          'JSON, or multipart/form-data with an image file in `picture` (JPEG, PNG, WebP, GIF or AVIF, under ' +
          '5 MB; judged by its bytes). Other fields are ignored.',
        body: ProfileBody,
        response: { 200: Envelope(UserSchema), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const changes = await readProfileChanges(request);
      return {
        success: true as const,
        data: await updateProfile(ctx, currentUser(request), changes),
        message: 'Profile updated successfully',
      };
    },
  );

  app.post(
    '/users/change-password',
    {
      config: { access: 'authenticated' },
      attachValidation: true,
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: 'Change my password',
        description: 'Ends every other session of the user; this one stays signed in.',
        body: ChangePasswordBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body, schemaProblems(request));
      return { success: true as const, data: null, message: 'Password changed successfully' };
    },
  );

  app.get(
    '/users',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'List users',
        querystring: UsersQuery,
        response: { 200: PagedEnvelope(UserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listUsers(ctx, request.query)),
      message: 'Users retrieved successfully',
    }),
  );

  app.post(
    '/users',
    {
      config: { access: 'super' },
      attachValidation: true,
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Create a user',
        description: 'The create-user console payload (snake_case). Field problems come back all at once.',
        body: CreateUserBody,
        response: { 201: Envelope(CreatedUserSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { user, generatedPassword } = await createUser(
        ctx,
        auditActor(request),
        request.body,
        schemaProblems(request),
      );
      return reply.code(201).send({
        success: true as const,
        data: { ...user, ...(generatedPassword && { generatedPassword }) },
        message: 'User created successfully',
      });
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'A user (yourself, or anyone for an administrator)',
        params: UuidParams,
        response: { 200: Envelope(UserSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getUser(ctx, currentUser(request), request.params.id),
      message: 'User retrieved successfully',
    }),
  );

  app.patch(
    '/users/:id/status',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'setUserStatus',
        tags: ['users'],
        summary: 'Restore, suspend or deactivate a user',
        description: 'Suspending or deactivating ends the user’s sessions at once. Not on yourself.',
        params: UuidParams,
        body: StatusBody,
        response: { 200: Envelope(UserSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, message } = await changeStatus(
        ctx,
        currentUser(request),
        auditActor(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: user, message };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'deleteUser',
        tags: ['users'],
        summary: 'Delete a user permanently',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteUser(ctx, currentUser(request), auditActor(request), request.params.id);
      return { success: true as const, data: null, message: 'User deleted successfully' };
    },
  );
};

export default usersRoutes;
