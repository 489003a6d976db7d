import { Type, type Static } from 'typebox';
import { PageQuery } from '../../shared/pagination.js';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import { TRASH_KINDS } from './trash.kinds.js';

export const TrashKindSchema = Type.Enum([...TRASH_KINDS], { description: 'The kind of record deleted.' });

export const TrashEntrySchema = RecordSchema(
  'TrashEntry',
  {
    id: Type.String({ format: 'uuid', description: 'The entry (not the record).' }),
    kind: TrashKindSchema,
    recordId: Type.String({
      format: 'uuid',
      description: 'The deleted record, as it will be again once restored.',
    }),
    label: Type.String({ description: 'What the record was called (a title, a name).' }),
    summary: Type.String({ description: 'What went with it, e.g. "With 3 branches and 12 executives".' }),
    deletedAt: Type.String({ format: 'date-time' }),
    purgeAt: Type.String({ format: 'date-time', description: 'When it is deleted for good (30 days on).' }),
    deletedById: Nullable(Type.String({ format: 'uuid', description: 'Null once that account is deleted.' })),
    deletedByUsername: Nullable(
      Type.String({ description: 'The username of whoever deleted it, at the time.' }),
    ),
  },
  'A deleted record kept for 30 days, with everything that went with it.',
);
export type TrashEntryDto = Static<typeof TrashEntrySchema>;

export const TrashQuery = Type.Object({
  kind: Type.Optional(TrashKindSchema),
  deletedBy: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 150,
      description: 'The user id, or the username (any case) at the time, of whoever deleted it.',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words in the name or in what went with it.' }),
  ),
  from: Type.Optional(
    Type.String({
      format: 'instant',
      description: 'Deleted from this instant, or from the start of this UTC day.',
    }),
  ),
  to: Type.Optional(
    Type.String({
      format: 'instant',
      description: 'Deleted up to this instant, or to the end of this UTC day.',
    }),
  ),
  ...PageQuery,
});
export type TrashQueryInput = Static<typeof TrashQuery>;

export const RestoredSchema = Type.Object({
  kind: TrashKindSchema,
  recordId: Type.String({ format: 'uuid' }),
  label: Type.String(),
});
