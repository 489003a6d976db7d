import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/kysely.js';
import { AppError, FORM_FIELDS_MESSAGE, type ErrorCode, type FieldErrors } from '../shared/errors.js';
import { X_MESSAGES } from '../shared/form-schemas.js';

/**
 * The one place where failures become responses (DESIGN §3). Coded errors and Fastify's own 4xx errors are
 * answered in the error envelope; a database that cannot be reached is a 503; anything else is logged with
 * the request id and answered with a generic 500 that reveals nothing of the server.
 */

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema holding the broken keyword (Ajv's `verbose` option), where `x-messages` are read. */
  parentSchema?: unknown;
}

/** PostgreSQL's SQLSTATE for a foreign-key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

/** Fastify's own error codes that a client can cause, with what the client is told. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request declares a JSON body but sends none.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The Content-Type header is invalid.',
  },
  FST_ERR_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files in one request.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many fields in one request.' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts in one request.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This request must be sent as multipart/form-data.',
  },
};

export function errorBody(message: string, errors: FieldErrors = {}, code?: ErrorCode, requestId?: string) {
  return { success: false as const, message, errors, ...(code && { code }), ...(requestId && { requestId }) };
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
  declared.forEach((found) => found && add(found));
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

function send(reply: FastifyReply, status: number, body: ReturnType<typeof errorBody>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.statusCode, errorBody(error.message, error.errors, error.code));
    }

    if (error.validation) {
      const { errors, formFields } = validationReport(error.validation);
      const fields = Object.keys(errors).filter((key) => key !== 'non_field_errors');
      const message = formFields
        ? FORM_FIELDS_MESSAGE
        : fields.length
          ? `Please correct the following field${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}.`
          : 'The request is not valid.';
      return send(reply, 400, errorBody(message, errors, 'VALIDATION_ERROR'));
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, errorBody(known.message, {}, known.code));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, 400, errorBody('The request body is not valid JSON.', {}, 'INVALID_JSON'));
    }
    if (error.statusCode === 429) {
      return send(reply, 429, errorBody(error.message, {}, 'RATE_LIMITED'));
    }

    // A foreign key that no longer holds: the parent was deleted while this write was on its way (two
    // administrators at once). Nothing was written; the client reloads.
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) {
      request.log.info({ err: error }, 'write refers to a removed record');
      return send(
        reply,
        409,
        errorBody(
          'This refers to something that was removed in the meantime. Please reload and try again.',
          {},
          'CONFLICT',
        ),
      );
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(
        reply,
        503,
        errorBody(
          'The service is temporarily unavailable. Please try again shortly.',
          {},
          'DATABASE_UNAVAILABLE',
        ),
      );
    }

    // Other 4xx raised by Fastify or a plugin carry messages written for clients; keep the status.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, error.statusCode, errorBody(error.message, {}));
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, errorBody(GENERIC_500, {}, 'INTERNAL_ERROR', request.id));
  });
}

/** Unknown routes: 404 in the envelope. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    404,
    errorBody(`No route matches ${request.method} ${request.url.split('?')[0] ?? ''}.`, {}, 'NOT_FOUND'),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
