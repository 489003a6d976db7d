import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { isStoredJsonSchema, writeWithStoredJson } from '../shared/stored-json.js';

/**
 * Answers are written by fast-json-stringify from each route's response schema. For an `anyOf` it asks the
 * validator which branch a value takes, on every value: a nullable uuid runs the uuid pattern, a nullable
 * date the date format, a status the branches one by one. A page of wards with a hundred executives ran
 * several hundred such checks per answer. The schemas say the same thing more cheaply for the serializer:
 * "a string or null" is `type: ["string", "null"]`, chosen by `typeof`, and a union of string constants is
 * a string. The OpenAPI document and request validation keep the schemas as written; only the copy the
 * serializer compiles is rewritten, and what it writes is the same.
 *
 * Where a schema is marked `storedJson` the value comes as JSON text PostgreSQL wrote in the answer's form
 * (shared/stored-json.ts): the copy writes a stand-in there, which the route's serializer replaces with the
 * text.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const PRIMITIVE = new Set(['string', 'number', 'integer', 'boolean']);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema of one primitive type and nothing that needs the validator to choose (no union, no reference). */
function isPlainPrimitive(schema: Json): schema is JsonObject & { type: string } {
  return (
    isObject(schema) &&
    typeof schema.type === 'string' &&
    PRIMITIVE.has(schema.type) &&
    !('anyOf' in schema) &&
    !('oneOf' in schema) &&
    !('allOf' in schema) &&
    !('$ref' in schema)
  );
}

const isNull = (schema: Json) =>
  isObject(schema) && schema.type === 'null' && Object.keys(schema).length === 1;

/** `anyOf` rewritten where its branches are told apart by type alone; undefined where they are not. */
function byType(branches: Json[], siblings: JsonObject): JsonObject | undefined {
  // X or null, X a plain primitive: one schema of two types.
  if (branches.length === 2 && branches.some(isNull)) {
    const other = branches.find((branch) => !isNull(branch))!;
    if (isPlainPrimitive(other)) return { ...other, ...siblings, type: [other.type, 'null'] };
  }
  // String constants (an enumeration as TypeBox writes it): any of them is a string.
  if (
    branches.every(
      (branch) => isObject(branch) && branch.type === 'string' && typeof branch.const === 'string',
    )
  ) {
    return { ...siblings, type: 'string', enum: branches.map((branch) => (branch as JsonObject).const!) };
  }
  return undefined;
}

/** A stand-in written as it is (unquoted inside its quotes): see writeWithStoredJson. */
const STORED_JSON_STAND_IN: JsonObject = { type: 'string', format: 'unsafe' };

/**
 * A plain copy of `schema` (TypeBox's symbol keys left out) with each `anyOf` told apart by type where it
 * can be, and each stored-JSON schema a stand-in; `found.storedJson` tells whether there was one.
 */
export function forSerializer(schema: Json, found: { storedJson: boolean } = { storedJson: false }): Json {
  if (Array.isArray(schema)) return schema.map((item) => forSerializer(item, found));
  if (!isObject(schema)) return schema;
  if (isStoredJsonSchema(schema)) {
    found.storedJson = true;
    return STORED_JSON_STAND_IN;
  }
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = forSerializer(value, found);
  if (Array.isArray(copy.anyOf)) {
    const { anyOf, ...siblings } = copy;
    return byType(anyOf, siblings) ?? copy;
  }
  return copy;
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own serializer compiler, given the rewritten schemas (see above). */
export function buildSerializer(): SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const found = { storedJson: false };
    const shared = isObject(externalSchemas)
      ? Object.fromEntries(
          Object.entries(externalSchemas).map(([id, schema]) => [id, forSerializer(schema, found)]),
        )
      : externalSchemas;
    const compile = factory(shared, options);
    return (route) => {
      const inRoute = { storedJson: found.storedJson };
      const write = compile({ ...route, schema: forSerializer(route.schema as Json, inRoute) });
      return inRoute.storedJson ? (payload: unknown) => writeWithStoredJson(write, payload) : write;
    };
  };
}
