import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/kysely.js';
import { AppError, FORM_FIELDS_MESSAGE, type ErrorCode, type FieldErrors } from '../shared/errors.js';
import { validationReport } from '../shared/validation.js';

/**
 * The one place where failures become responses (DESIGN §3). Coded errors and Fastify's own 4xx errors are
 * answered in the error envelope; a database that cannot be reached is a 503; anything else is logged with
 * the request id and answered with a generic 500 that reveals nothing of the server.
 */

/** PostgreSQL's SQLSTATE for a foreign-key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/** How long a client is asked to wait when the database is away: long enough for a restart or failover. */
export const DATABASE_RETRY_AFTER_S = 5;

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

function send(reply: FastifyReply, status: number, body: ReturnType<typeof errorBody>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      // A 503 is the service protecting itself (busy, database away), not a fault to investigate.
      if (error.statusCode === 503) request.log.warn({ err: error }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
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
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
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

/**
 * Errors Fastify raises while it looks for the route, before any hook or the error handler runs: a path
 * that does not decode (`/api/news/%FF`) and a path parameter longer than the router takes. Passed to the
 * Fastify constructor as `frameworkErrors`; without it they are answered in Fastify's own shape, which
 * names its internal error code and echoes the whole path.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'The address is not valid: it holds a malformed %-encoded character.';
    void send(reply, 400, errorBody(message, {}, 'VALIDATION_ERROR'));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, errorBody('A part of the address is too long.', {}, 'VALIDATION_ERROR'));
  } else {
    request.log.error({ err: error }, 'unhandled routing error');
    void send(reply, 500, errorBody(GENERIC_500, {}, 'INTERNAL_ERROR', request.id));
  }
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
