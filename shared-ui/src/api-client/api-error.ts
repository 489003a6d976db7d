import { isRecord } from '../util/is-record';

/**
 * The one error shape every failed call turns into (spec 01 §8): the server's error body when it sent one,
 * else a body built here with `success: false`, the status, a message and an empty errors list. Pages
 * read `error.message` for a banner and `fieldErrors(error)` / `nonFieldErrors(error)` for the form.
 */

/**
 * Field errors as servers send them: an object of messages keyed by field (DESIGN §3), or a list of
 * `{ field, message }` pairs (spec 02 §5). Read them through `fieldErrors()`, which accepts both.
 */
export type FieldErrorsInput =
  | Readonly<Record<string, readonly string[] | string>>
  | readonly { readonly field?: string; readonly message?: string }[];

/** Messages keyed by field; `non_field_errors` holds the ones that belong to no field. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  readonly success: false;
  readonly message: string;
  readonly errors: FieldErrorsInput;
  /** Machine-readable cause from the server: AUTH_REQUIRED, TOKEN_EXPIRED, VALIDATION_ERROR, … */
  readonly code?: string;
  /** Present on bodies built by the client (the server's own body does not repeat the status). */
  readonly status?: number;
  /** Anything else the server sent (a 503 from /health carries `data`), kept as it came. */
  readonly [key: string]: unknown;
}

/** Why the call failed: the server answered with an error status, or no answer arrived. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export const NETWORK_ERROR_MESSAGE = 'Network error: could not reach the server.';
export const TIMEOUT_MESSAGE = 'The request timed out. Please try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when no answer arrived (network failure, timeout, cancellation). */
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly kind: ApiErrorKind;
  /** The message the server itself wrote, if any; `message` falls back to a generic text. */
  readonly serverMessage: string | undefined;
  /** How long the server asked to wait before trying again (its Retry-After), in seconds. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody, kind: ApiErrorKind = 'http', serverMessage?: string) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.kind = kind;
    this.serverMessage = serverMessage;
  }

  /** This error with the wait the server asked for, when it asked. */
  withRetryAfter(seconds: number | undefined): this {
    this.retryAfterSeconds = seconds;
    return this;
  }

  get code(): string | undefined {
    return this.body.code;
  }

  /** A failure with no usable server body: the client builds the spec's fallback body. */
  static synthesised(status: number, message: string, kind: ApiErrorKind = 'http'): ApiError {
    return new ApiError(status, { success: false, status, message, errors: [] }, kind);
  }

  /**
   * A failure whose body came from the server. The body is kept as it is; only the fields every reader
   * relies on are filled in when missing (a proxy's `{ "message": "…" }` has no `errors`).
   */
  static fromServer(status: number, body: Record<string, unknown>): ApiError {
    const serverMessage =
      typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
    const errors = isFieldErrorsInput(body.errors) ? body.errors : [];
    const message = serverMessage ?? httpFailureMessage(status);
    return new ApiError(status, { ...body, success: false, message, errors }, 'http', serverMessage);
  }
}

/**
 * A Retry-After header in seconds: a number of seconds, or an HTTP date from now (never below one second).
 * `undefined` when there is none or it cannot be read.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** "45 seconds", "1 minute", "3 minutes": a wait as people say it, rounded up to whole minutes past one. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The code of a 403 for an administrator whom the site requires to use two-factor sign-in, without it. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_REQUIRED_REASON =
  'Administrators must use two-factor sign-in: set it up on your profile page.';

/** Whether a failure is the back office's refusal until two-factor sign-in is set up. */
export const isTwoFactorRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === TWO_FACTOR_REQUIRED;

/** The sentence a refusal adds to the action's own message: what the account lacks, or how long to wait. */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http') return undefined;
  if (error.status === 403 && error.code === TWO_FACTOR_REQUIRED) return TWO_FACTOR_REQUIRED_REASON;
  if (error.status === 403) return 'Your account does not have the role this needs.';
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return `Too many requests: please wait ${wait === undefined ? 'a moment' : waitText(wait)} and try again.`;
  }
  return undefined;
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Spec 01 §8: a 403 or 429 is only logged (the client does), never shown in the server's words. */
export function isLoggedOnly(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 403 || error.status === 429);
}

/**
 * The text to show for a failed action: the server's own message, the network or timeout message when
 * no answer came, else the action's fallback ("Login failed", "Failed to update profile", …). A 403 or
 * 429 is never shown in the server's words: the fallback says what failed, then why in the client's own
 * words: the account lacks the role, or how long to wait (the answer's Retry-After).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind !== 'http') return error.message;
  const reason = refusalReason(error);
  if (reason) return `${sentence(fallback)} ${reason}`;
  return error.serverMessage ?? fallback;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function httpFailureMessage(status: number): string {
  return `The request failed (HTTP ${status}).`;
}

const NON_FIELD_KEYS = new Set(['non_field_errors', 'nonFieldErrors', '__all__', '']);

/**
 * Field errors of a failure, keyed by field, from either wire form. Accepts an ApiError, an error body,
 * or the raw `errors` value; anything else gives `{}`. Non-field messages stay under `non_field_errors`.
 */
export function fieldErrors(source: unknown): FieldErrors {
  const raw = errorsOf(source);
  const result: FieldErrors = {};
  const add = (field: string, message: unknown) => {
    if (typeof message !== 'string' || message === '') return;
    const key = NON_FIELD_KEYS.has(field) ? 'non_field_errors' : field;
    (result[key] ??= []).push(message);
  };
  if (Array.isArray(raw)) {
    for (const entry of raw as unknown[]) {
      if (isRecord(entry)) add(typeof entry.field === 'string' ? entry.field : '', entry.message);
      else add('', entry);
    }
  } else if (isRecord(raw)) {
    for (const [field, messages] of Object.entries(raw)) {
      for (const message of Array.isArray(messages) ? (messages as unknown[]) : [messages])
        add(field, message);
    }
  }
  return result;
}

/** Messages that belong to no single field (`non_field_errors`, or list entries without a field). */
export function nonFieldErrors(source: unknown): string[] {
  return fieldErrors(source).non_field_errors ?? [];
}

function errorsOf(source: unknown): unknown {
  if (source instanceof ApiError) return source.body.errors;
  if (isRecord(source) && 'errors' in source && ('success' in source || 'message' in source))
    return source.errors;
  return source;
}

function isFieldErrorsInput(value: unknown): value is FieldErrorsInput {
  return Array.isArray(value) || isRecord(value);
}
