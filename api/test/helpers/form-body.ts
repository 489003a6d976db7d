import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TSchema } from 'typebox';
import { AJV_OPTIONS } from '../../src/app.js';
import { normaliseBody } from '../../src/shared/form-schemas.js';
import { validationReport, type ValidationIssue } from '../../src/shared/validation.js';

const compilerFor = AjvCompiler()(
  {},
  { ...AJV_OPTIONS, customOptions: { ...AJV_OPTIONS.customOptions, coerceTypes: false } },
);

/**
 * What a route taking `schema` as its JSON body would make of `body`: tidied and validated exactly as a
 * request's body is. Returns the tidied body, or throws with Ajv's issues.
 */
export function acceptedBody<T>(schema: TSchema, body: T): T {
  const copy = structuredClone(body);
  normaliseBody(schema, copy);
  const validate = compilerFor({ schema, httpPart: 'body', url: '/', method: 'POST' });
  if (!validate(copy)) throw new Error(`Refused: ${JSON.stringify(validate.errors)}`);
  return copy;
}

/** The messages a route taking `schema` would answer for `body`, per field; empty when it accepts it. */
export function formProblems(schema: TSchema, body: unknown): Record<string, string[]> {
  const copy = structuredClone(body);
  normaliseBody(schema, copy);
  const validate = compilerFor({ schema, httpPart: 'body', url: '/', method: 'POST' });
  if (validate(copy)) return {};
  return validationReport((validate.errors ?? []) as ValidationIssue[]).errors;
}
