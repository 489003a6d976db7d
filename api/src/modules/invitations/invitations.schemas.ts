import { Type, type Static } from 'typebox';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import { EmailField, X_MESSAGES, X_NORMALISE } from '../../shared/form-schemas.js';
import { PageQuery } from '../../shared/pagination.js';

export const InvitationStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('revoked')],
  { description: 'revoked, else used, else expired once past expiresAt, else pending.' },
);

export const InvitationSchema = RecordSchema('Invitation', {
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

/**
 * An invitation (spec 01 §5): the address required and valid; the role known (checked by the service).
 * `daysValid` is a number or none: numeric text is read as its number and anything else that is not a
 * number (`true`, `"abc"`, a list) as none, which means the default; the service caps it to 1–365.
 */
export const CreateInvitationBody = Type.Object({
  email: EmailField('Email', { description: 'The address the invitation is sent to.' }),
  daysValid: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['number', 'null'],
      description:
        'Days until the invitation expires: 1 to 365, default 7. Below 1, missing or not a number means ' +
        '7; above 365 means 365; a fraction is rounded down.',
      [X_NORMALISE]: ['number-text', 'non-number-null'],
    }),
  ),
  role: Type.Optional(
    Type.String({
      description: 'Role the new user receives (name or display name); default member.',
      [X_NORMALISE]: ['trim'],
      [X_MESSAGES]: { type: 'Role must be the name of a role' },
    }),
  ),
});
export type CreateInvitationInput = Static<typeof CreateInvitationBody>;

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
