import { Banner, Button, focusFirstInvalid, Section, Stack } from '@party/shared-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FormValues, Notice, RecordCreateFormDeclaration } from './record-console';
import { useRecordForm } from './use-record-form';

export interface RecordCreateFormProps<Values extends FormValues<Values>> {
  form: RecordCreateFormDeclaration<Values>;
  /** Sends the values; resolves once saved. None: the form only checks them. */
  save: ((values: Values) => Promise<unknown>) | undefined;
  saving: boolean;
  /** Reports the outcome of a save as the console's notice. */
  notify: (notice: Notice) => void;
}

/**
 * A record console's create form on the page (see `RecordCreateFormDeclaration`): its section, fields,
 * checks and outcome. Focus goes to the first field in error after a refused submit.
 */
export function RecordCreateForm<Values extends FormValues<Values>>({
  form,
  save,
  saving,
  notify,
}: RecordCreateFormProps<Values>) {
  // What a form without a call says once the values pass; a change of a field takes it back.
  const [checked, setChecked] = useState(false);
  const editor = useRecordForm<Values>({
    initial: form.initial,
    validate: form.validate,
    save: save ?? (async () => undefined),
    saving,
    onSaved: () => {},
    successMessage: form.saved,
    failureMessage: form.failureMessage ?? '',
    ...(form.mapServerErrors ? { mapServerErrors: form.mapServerErrors } : {}),
  });

  const field = (name: keyof Values & string) => {
    const bound = editor.field(name);
    return {
      ...bound,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        bound.onChange(event);
        setChecked(false);
      },
    };
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    setChecked(false);
    const outcome = await editor.submit(event);
    if (outcome.kind === 'saved' && save) {
      editor.reset();
      notify({ tone: 'success', text: form.saved });
    } else if (outcome.kind === 'saved') {
      setChecked(true);
    } else if (outcome.kind === 'invalid') {
      focusFirstInvalid(element);
    } else if (outcome.kind === 'failed') {
      // Problems with a field show beside it; the notice says the rest.
      if (Object.keys(outcome.errors).length === 0) notify({ tone: 'error', text: outcome.message });
      else focusFirstInvalid(element);
    }
  }

  const buttons = (
    <>
      {form.clearLabel ? (
        <Button
          variant="secondary"
          onClick={() => {
            editor.reset();
            setChecked(false);
          }}
        >
          {form.clearLabel}
        </Button>
      ) : null}
      <Button type="submit" busy={saving} busyLabel={form.busyLabel ?? 'Saving…'}>
        {form.submitLabel}
      </Button>
    </>
  );
  const { non_field_errors: general } = editor.errors;

  return (
    <Section
      title={form.title}
      variant="card"
      {...(form.description === undefined ? {} : { description: form.description })}
    >
      <form noValidate aria-label={form.label} onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {checked ? (
            <Banner tone="info" onDismiss={() => setChecked(false)}>
              {form.saved}
            </Banner>
          ) : null}
          {form.layout === 'row' ? (
            <Stack direction="row" gap="4" align="end">
              {form.fields(field, saving)}
              {buttons}
            </Stack>
          ) : (
            <>
              {form.fields(field, saving)}
              <Stack direction="row" justify="end" gap="2">
                {buttons}
              </Stack>
            </>
          )}
          {general ? <Banner tone="error">{general.join(' ')}</Banner> : null}
        </Stack>
      </form>
    </Section>
  );
}
