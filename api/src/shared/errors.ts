/**
 * Coded application errors. Anything thrown as an AppError is safe to show to the client as it is; any
 * other error is logged and answered with a generic 500 by the root error handler.
 */

export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_JSON'
  | 'AUTH_REQUIRED'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'TWO_FACTOR_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'BUSY'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override name = 'AppError';
  /** Headers the answer carries (a 503's Retry-After, say); plugins/errors.ts sets them. */
  readonly headers: Record<string, string> | undefined = undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: FieldErrors = {}) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);

/** What a form's failed submission says above its fields; each field carries its own message. */
export const FORM_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

/** A 400 for a form: one or more messages per field, keyed as the client spelled them. */
export const formErrors = (errors: FieldErrors) => badRequest(FORM_FIELDS_MESSAGE, errors);

/** A 400 for one field, keyed as the client spelled it. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { [field]: [message] });

export const unauthorized = (message = 'Authentication required.') =>
  new AppError(401, 'AUTH_REQUIRED', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);

export const notFound = (what = 'The resource') => new AppError(404, 'NOT_FOUND', `${what} was not found.`);

export const conflict = (message: string, errors: FieldErrors = {}) =>
  new AppError(409, 'CONFLICT', message, errors);
