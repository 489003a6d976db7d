import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * What a plain schema serializer writes for an answer's values, from the published OpenAPI document: the
 * success schema of the GET operation a URL names, its references resolved, compiled by Fastify's own
 * serializer compiler without the API's rewrites. An answer the API writes some other way (stored JSON
 * passed through, shared/stored-json.ts) must be byte for byte what this writes for the same values.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Document {
  paths: Record<
    string,
    { get?: { responses: Record<string, { content?: Record<string, { schema: Json }> }> } }
  >;
  components: { schemas: Record<string, Json> };
}

function resolve(schema: Json, components: Record<string, Json>): Json {
  if (Array.isArray(schema)) return schema.map((item) => resolve(item, components));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string')
    return resolve(components[ref.replace('#/components/schemas/', '')]!, components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolve(value, components)]));
}

export async function documentedWriter(app: FastifyInstance) {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  const compile = SerializerSelector()({}, {});
  const paths = Object.keys(doc.paths)
    .filter((path) => doc.paths[path]!.get)
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  const writers = new Map<string, (values: unknown) => string>();

  /** `values` as the documented schema of a 200 answer to GET `url` writes them. */
  return (url: string, values: unknown): string => {
    const pathname = url.split('?')[0]!;
    const found = paths.find(({ pattern }) => pattern.test(pathname));
    if (!found) throw new Error(`No documented GET operation for ${pathname}`);
    let write = writers.get(found.path);
    if (!write) {
      const schema = doc.paths[found.path]!.get!.responses['200']!.content!['application/json']!.schema;
      write = compile({
        schema: resolve(schema, doc.components.schemas),
        method: 'GET',
        url: found.path,
        httpStatus: '200',
      }) as (values: unknown) => string;
      writers.set(found.path, write);
    }
    return write(values);
  };
}
