import { errorMessage, fieldErrors, type FieldErrors } from '@party/shared-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';

interface RecordFormOptions<Values extends { [K in keyof Values]: string }> {
  initial: () => Values;
  /** Client-side rules; an empty object lets the form be sent. */
  validate: (values: Values) => FieldErrors;
  /** Sends the values; resolves once saved. */
  save: (values: Values) => Promise<unknown>;
  saving: boolean;
  /** Called with `successMessage` after a save. */
  onSaved: (message: string) => void;
  successMessage: string;
  /** Shown when the server gives no message of its own. */
  failureMessage: string;
  /** Adjusts the server's field errors to the form's fields (e.g. another spelling of a field). */
  mapServerErrors?: (errors: FieldErrors) => FieldErrors;
}

/** How a submit ended: stopped by the client's rules, saved, or refused (with the errors then shown). */
export type SubmitOutcome =
  | { readonly kind: 'invalid' | 'saved' | 'busy' }
  | { readonly kind: 'failed'; readonly errors: FieldErrors; readonly message: string };

/**
 * The state of a create/edit form of the back office: its text values, field errors (the client's rules
 * first, then the server's), the failure message, `field(name)` props for a design-system input, and
 * `reset()` back to the initial values.
 */
export function useRecordForm<Values extends { [K in keyof Values]: string }>(
  options: RecordFormOptions<Values>,
) {
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<SubmitOutcome> {
    event.preventDefault();
    if (options.saving) return { kind: 'busy' };
    const problems = options.validate(values);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return { kind: 'invalid' };
    try {
      await options.save(values);
      options.onSaved(options.successMessage);
      return { kind: 'saved' };
    } catch (error) {
      const fromServer = fieldErrors(error);
      const shown = options.mapServerErrors ? options.mapServerErrors(fromServer) : fromServer;
      const message = errorMessage(error, options.failureMessage);
      setErrors(shown);
      setFailure(message);
      return { kind: 'failed', errors: shown, message };
    }
  }

  const reset = () => {
    setValues(options.initial());
    setErrors({});
    setFailure(null);
  };

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  return { values, errors, failure, field, submit, reset };
}

/** `field(name)` of a record form: the props of a design-system input bound to one of its values. */
export type RecordFormField<Values extends { [K in keyof Values]: string }> = ReturnType<
  typeof useRecordForm<Values>
>['field'];
