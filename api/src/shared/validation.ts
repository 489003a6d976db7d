import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from './errors.js';
import { FieldErrorList } from './fields.js';
import { X_MESSAGES } from './form-schemas.js';

/**
 * Schema-validation issues (Ajv's, with `verbose`) as the error envelope's field messages: a form field's
 * own message where its schema declares one (`x-messages`, shared/form-schemas.ts), readable generic wording
 * otherwise. The errors plugin answers with them; forms whose services add rules of their own gather them
 * first (schemaProblems).
 */

export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema holding the broken keyword (Ajv's `verbose` option), where `x-messages` are read. */
  parentSchema?: unknown;
}

/** Turns one schema-validation issue into a field name (request spelling) and a readable message. */
function describeIssue(issue: ValidationIssue): { field: string; message: string } {
  const path = issue.instancePath.split('/').filter(Boolean);
  const p = issue.params;
  if (issue.keyword === 'required' && typeof p.missingProperty === 'string') {
    return { field: [...path, p.missingProperty].join('.'), message: 'This field is required.' };
  }
  const field = path.join('.') || 'non_field_errors';
  const message = (() => {
    switch (issue.keyword) {
      case 'minLength':
        return p.limit === 1
          ? 'This field may not be blank.'
          : `Must be at least ${String(p.limit)} characters.`;
      case 'maxLength':
        return `Must be at most ${String(p.limit)} characters.`;
      case 'minimum':
        return `Must be at least ${String(p.limit)}.`;
      case 'maximum':
        return `Must be at most ${String(p.limit)}.`;
      case 'exclusiveMinimum':
        return `Must be greater than ${String(p.limit)}.`;
      case 'exclusiveMaximum':
        return `Must be less than ${String(p.limit)}.`;
      case 'format':
        return p.format === 'email'
          ? 'Enter a valid email address.'
          : p.format === 'uuid'
            ? 'Must be a valid identifier.'
            : p.format === 'uri'
              ? 'Enter a valid URL.'
              : p.format === 'date' || p.format === 'date-time'
                ? 'Enter a valid date.'
                : `Must be a valid ${String(p.format)}.`;
      case 'type':
        return `Must be ${String(p.type) === 'integer' ? 'a whole number' : `of type ${String(p.type)}`}.`;
      case 'enum':
      case 'const':
        return Array.isArray(p.allowedValues)
          ? `Must be one of: ${p.allowedValues.map(String).join(', ')}.`
          : 'This value is not allowed.';
      case 'anyOf':
        return 'This value is not allowed.';
      case 'pattern':
        return 'This value is not in the expected format.';
      case 'additionalProperties':
        return `Unknown field: ${String(p.additionalProperty)}.`;
      case 'maxItems':
        return `Must have at most ${String(p.limit)} items.`;
      case 'minItems':
        return `Must have at least ${String(p.limit)} items.`;
      default:
        return issue.message
          ? `${issue.message[0]?.toUpperCase() ?? ''}${issue.message.slice(1)}.`
          : 'Invalid value.';
    }
  })();
  return { field, message };
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
  object: 'an object',
  array: 'a list',
};

/**
 * A value that matches none of a union's branches fails each branch once ("must be string", "must be
 * null", then "must match a schema in anyOf"). Those become one message naming what the field takes.
 */
function mergeUnionIssues(issues: ValidationIssue[]): ValidationIssue[] {
  const unions = new Set(issues.filter((i) => i.keyword === 'anyOf').map((i) => i.instancePath));
  if (unions.size === 0) return issues;
  const branches = new Map<string, { types: string[]; values: string[] }>();
  const rest: ValidationIssue[] = [];
  for (const issue of issues) {
    const { keyword, instancePath, params } = issue;
    if (!unions.has(instancePath) || !['type', 'anyOf', 'const', 'enum'].includes(keyword)) {
      rest.push(issue);
      continue;
    }
    const branch = branches.get(instancePath) ?? { types: [], values: [] };
    if (keyword === 'type') branch.types.push(...String(params.type).split(','));
    if (keyword === 'const') branch.values.push(String(params.allowedValue));
    if (keyword === 'enum' && Array.isArray(params.allowedValues)) {
      branch.values.push(...params.allowedValues.map(String));
    }
    branches.set(instancePath, branch);
  }
  for (const [instancePath, { types, values }] of branches) {
    const names = [...new Set(types.map((type) => TYPE_NAMES[type] ?? type))];
    const message = values.length
      ? `must be one of: ${[...new Set(values)].join(', ')}${types.includes('null') ? ' (or null)' : ''}`
      : names.length
        ? `must be ${names.join(' or ')}`
        : 'this value is not allowed';
    rest.push({ instancePath, keyword: 'union', message, params: {} });
  }
  return rest;
}

const messagesOf = (schema: unknown): Record<string, unknown> | undefined => {
  const messages = isObject(schema) ? schema[X_MESSAGES] : undefined;
  return isObject(messages) ? messages : undefined;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The form's own message for an issue, when the field's schema declares one (shared/form-schemas.ts). */
function declaredIssue(issue: ValidationIssue): { field: string; message: string } | null {
  const path = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    const missing = issue.params.missingProperty;
    const properties = isObject(issue.parentSchema) ? issue.parentSchema.properties : undefined;
    const message = messagesOf(isObject(properties) ? properties[missing] : undefined)?.required;
    return typeof message === 'string' ? { field: [...path, missing].join('.'), message } : null;
  }
  const message = messagesOf(issue.parentSchema)?.[issue.keyword];
  // Forms are flat: a message declared on a list's entries (tags/3) is the list field's own (tags).
  while (path.length > 1 && /^\d+$/.test(path[path.length - 1]!)) path.pop();
  return typeof message === 'string' && path.length ? { field: path.join('.'), message } : null;
}

export interface ValidationReport {
  errors: FieldErrors;
  /** True when every problem is a form field's own message: the form shows each beside its field. */
  formFields: boolean;
}

export function validationReport(issues: ValidationIssue[]): ValidationReport {
  const declared = issues.map(declaredIssue);
  const declaredFields = new Set(declared.flatMap((found) => (found ? [found.field] : [])));
  const errors: FieldErrors = {};
  const add = ({ field, message }: { field: string; message: string }) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  // A list's entries are judged before the list (as a reader goes: each entry, then how many there are).
  const firstOf = new Map<string, number>();
  declared.forEach((found, index) => found && !firstOf.has(found.field) && firstOf.set(found.field, index));
  declared
    .flatMap((found, index) =>
      found
        ? [{ found, field: firstOf.get(found.field)!, depth: issues[index]!.instancePath.split('/').length }]
        : [],
    )
    .sort((a, b) => a.field - b.field || b.depth - a.depth)
    .forEach(({ found }) => add(found));
  // A field with a message of its own shows that alone, not also the generic wording of the same problem.
  const rest = issues.filter(
    (issue, index) => !declared[index] && !declaredFields.has(describeIssue(issue).field),
  );
  mergeUnionIssues(rest).forEach((issue) => add(describeIssue(issue)));
  return { errors, formFields: rest.length === 0 && declaredFields.size > 0 };
}

export function validationErrors(issues: ValidationIssue[]): FieldErrors {
  return validationReport(issues).errors;
}

/**
 * Some forms have rules of two kinds: each field's own, declared in the route schema, and rules the schema
 * cannot state (one field against another, which spelling was sent, what an update keeps, the database).
 * Such a form still reports every problem at once: its route takes `attachValidation: true` and hands the
 * schema's findings to the service, which adds its own and throws them together (`formErrors`).
 *
 * Returns the form-field problems the schema found in the body (none when it accepted it). A request the
 * schema refused for anything else (a path or query parameter, a value no field's message covers) is
 * refused here as it would have been without `attachValidation`.
 */
export function schemaProblems(request: FastifyRequest): FieldErrorList {
  const problems = new FieldErrorList();
  const report = attachedFormReport(request);
  for (const [field, messages] of Object.entries(report?.errors ?? {})) {
    for (const message of messages) problems.add(field, message);
  }
  return problems;
}

/**
 * The schema's findings on a route that takes `attachValidation`, when they are all form fields of the
 * body; null when it found nothing. Anything else (a path or query parameter, a value no field's message
 * covers) is thrown, to be answered as any refused request is.
 */
export function attachedFormReport(request: FastifyRequest): ValidationReport | null {
  const error = request.validationError;
  if (!error) return null;
  const issues: unknown = error.validation;
  const report = validationReport(Array.isArray(issues) ? (issues as ValidationIssue[]) : []);
  if (error.validationContext !== 'body' || !report.formFields) throw error;
  return report;
}
