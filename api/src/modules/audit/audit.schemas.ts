import { Type, type Static } from 'typebox';
import { PageQuery } from '../../shared/pagination.js';
import { Nullable, RecordSchema } from '../../shared/schemas.js';

/** What an entry says was done to its record. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'roles',
  'reorder',
  'revoke',
  'restore',
  'purge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record whose administrative writes are logged. */
export const AUDIT_ENTITIES = [
  'news',
  'project',
  'about_section',
  'constituency',
  'ward',
  'branch',
  'executive',
  'site_settings',
  'document',
  'user',
  'invitation',
  'gallery_asset',
  'media',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AuditActionSchema = Type.Enum([...AUDIT_ACTIONS], {
  description: 'What was done to the record.',
});
export const AuditEntitySchema = Type.Enum([...AUDIT_ENTITIES], { description: 'The kind of record.' });

export const FieldChangeSchema = Type.Object(
  {
    before: Type.Optional(
      Type.Unknown({ description: 'The value before the change (absent for a creation).' }),
    ),
    after: Type.Optional(
      Type.Unknown({ description: 'The value after the change (absent for a deletion).' }),
    ),
    redacted: Type.Optional(
      Type.Literal(true, { description: 'A secret (a password, a token): changed, values not recorded.' }),
    ),
  },
  { additionalProperties: false },
);

export const AuditEntrySchema = RecordSchema(
  'AuditEntry',
  {
    id: Type.String({ format: 'uuid' }),
    occurredAt: Type.String({ format: 'date-time' }),
    actorId: Nullable(Type.String({ format: 'uuid', description: 'Null once the account is deleted.' })),
    actorUsername: Nullable(Type.String({ description: 'The username when the change was made.' })),
    ip: Nullable(Type.String({ description: 'The address the request came from.' })),
    requestId: Nullable(Type.String({ description: 'The request id (x-request-id), as in the logs.' })),
    action: AuditActionSchema,
    entity: AuditEntitySchema,
    entityId: Nullable(Type.String()),
    label: Type.String({ description: 'What the record was called (a title, a name) at the time.' }),
    changes: Type.Record(Type.String(), FieldChangeSchema, {
      description:
        'Each changed field with its value before and after; a creation has only after, a deletion only before.',
    }),
  },
  'One administrative write: who, when, from where, what, and the fields it changed.',
);
export type AuditEntryDto = Static<typeof AuditEntrySchema>;

export const AuditQuery = Type.Object({
  actor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 150,
      description: 'The user id, or the username (any case) at the time, of whoever made the change.',
    }),
  ),
  entity: Type.Optional(AuditEntitySchema),
  entityId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'One record of `entity`.' }),
  ),
  action: Type.Optional(AuditActionSchema),
  from: Type.Optional(
    Type.String({ format: 'instant', description: 'From this instant, or from the start of this UTC day.' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'instant', description: 'Up to this instant, or to the end of this UTC day.' }),
  ),
  ...PageQuery,
});
export type AuditQueryInput = Static<typeof AuditQuery>;
