import { Type } from 'typebox';
import { PageQuery } from '../../shared/pagination.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const InvitationStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('revoked')],
  { description: 'revoked, else used, else expired once past expiresAt, else pending.' },
);

export const InvitationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  token: Type.String(),
  inviteUrl: Type.String({ description: 'The link the invitation email carries.' }),
  role: Type.String(),
  status: InvitationStatusSchema,
  expiresAt: Type.String({ format: 'date-time' }),
  usedAt: Nullable(Type.String({ format: 'date-time' })),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
  createdByUsername: Nullable(Type.String()),
});

export const CreateInvitationBody = Type.Object({
  email: Type.Optional(Type.String()),
  // Deliberately any type (spec 01 §5): a value below 1 or not a number means the default, one above 365 is
  // capped. Unknown is never coerced, so `true` stays "not a number" instead of becoming 1.
  daysValid: Type.Optional(
    Type.Unknown({ description: 'Days until the invitation expires: 1 to 365, default 7.' }),
  ),
  role: Type.Optional(Type.String({ description: 'Role the new user receives; default member.' })),
});

export const InvitationsQuery = Type.Object({
  status: Type.Optional(InvitationStatusSchema),
  email: Type.Optional(Type.String({ description: 'Part of the invited email address.' })),
  createdBy: Type.Optional(
    Type.String({ description: 'Username (or user id) of the administrator who invited.' }),
  ),
  ...PageQuery,
});

export const ValidateQuery = Type.Object({ token: Type.Optional(Type.String()) });

export const ValidationSchema = Type.Object({
  valid: Type.Boolean({ description: 'True only for a pending invitation: registration may proceed.' }),
  status: InvitationStatusSchema,
  email: Type.String(),
  role: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
