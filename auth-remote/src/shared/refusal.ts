import { errorMessage, fieldErrors, isLoggedOnly, type FieldErrors } from '@party/shared-ui';

/** A refused action as a form shows it: the banner's text and the messages beside the fields. */
export interface Refusal {
  /** The server's message, the network or timeout message, else the action's fallback. */
  readonly message: string;
  readonly fieldErrors: FieldErrors;
}

/**
 * What a failed call tells the person (spec 01 §8): the server's words and field errors, except for a
 * 403 or 429, whose text is only logged: the action's own fallback shows then, with no field errors.
 */
export function refusalOf(error: unknown, fallback: string): Refusal {
  return {
    message: errorMessage(error, fallback),
    fieldErrors: isLoggedOnly(error) ? {} : fieldErrors(error),
  };
}
