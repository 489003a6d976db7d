import { getSession, type FieldErrors } from '@party/shared-ui';

/** What one submit of a profile form ended with, kept by that form (the page has two). */
export interface ActionOutcome {
  readonly ok: boolean;
  /** The success text, or the failure's (server message, else the spec's fallback). */
  readonly message: string;
  readonly fieldErrors: FieldErrors;
}

/**
 * The result a session action left in the session, taken at once: the session holds one error and one
 * success message for everything, and each form must show only its own.
 */
export function outcomeFromSession(ok: boolean, fallback: string): ActionOutcome {
  const { error, fieldErrors, successMessage } = getSession();
  return ok
    ? { ok, message: successMessage ?? fallback, fieldErrors: {} }
    : { ok, message: error ?? fallback, fieldErrors };
}
