import { Type, type TProperties, type TSchema } from 'typebox';

/** Building blocks shared by every route schema: the envelopes of DESIGN §3 and common parameters. */

/** Marks a record's schema with its name in the OpenAPI document (plugins/docs.ts names it once there). */
export const X_RECORD = 'x-record';

/**
 * A record the API answers with (a news article, a project, a user, …): an object, named in the document's
 * components so that every operation returning one refers to the same declaration.
 */
export const RecordSchema = <T extends TProperties>(name: string, properties: T, description?: string) =>
  Type.Object(properties, { [X_RECORD]: name, ...(description && { description }) });

/** A field that may be null: the schema or null (the serializer tells them apart by type: plugins/serializer.ts). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const FieldErrorsSchema = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Messages keyed by field, in the spelling of the request; non_field_errors for the rest.',
});

export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: FieldErrorsSchema,
    code: Type.Optional(Type.String()),
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody', description: 'Every failure has this shape.' },
);

export const PaginationSchema = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    total_pages: Type.Integer({ minimum: 0 }),
    next: Type.Union([Type.Integer(), Type.Null()]),
    previous: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'Pagination' },
);

/** `{ success: true, data, message }` around a route's data. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.String() });

/** A list envelope: `data` plus a sibling `pagination`. */
export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    message: Type.String(),
    pagination: Type.Ref('Pagination'),
  });

export const UuidParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * The failure statuses a route can answer, each with the shared error body, so that the OpenAPI document
 * lists them and the serializer knows the shape.
 */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const always = [429, 500, 503];
  return Object.fromEntries(
    [...new Set([...statuses, ...always])].map((status) => [status, Type.Ref('ErrorBody')]),
  );
}
