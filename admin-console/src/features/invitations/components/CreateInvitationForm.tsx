import { Select, TextField } from '@party/shared-ui';
import { checkFormText } from '@party/shared-ui/api-contract';
import type { RecordCreateFormDeclaration } from '../../../shared/record-console/record-console';
import type { RecordFormField } from '../../../shared/record-console/use-record-form';
import { useRoles } from '../../../shared/roles';
import { DEFAULT_DAYS_VALID, INVITATION_MESSAGES, MAX_DAYS_VALID } from '../invitation-model';

export interface CreateInvitationValues {
  readonly email: string;
  /** As typed; clamped to 1–365 when sent. */
  readonly daysValid: string;
  readonly role: string;
}

const DEFAULT_ROLE = 'member';

/** The role to grant, from the role list; the chosen role stays offered while the list loads. */
function RoleSelect(props: ReturnType<RecordFormField<CreateInvitationValues>>) {
  const roles = useRoles(true);
  const role = props.value;
  const options = (roles.data ?? []).map((r) => ({ value: r.name, label: r.displayName || r.name }));
  if (!options.some((option) => option.value === role)) options.unshift({ value: role, label: role });
  return <Select label="Role" options={options} {...props} />;
}

/** Spec 01 §2/§5: email (required), days valid (1–365, default 7) and the role to grant. */
export const CREATE_INVITATION_FORM: RecordCreateFormDeclaration<CreateInvitationValues> = {
  title: 'Create Invitation',
  label: 'Create invitation',
  submitLabel: 'Send Invitation',
  busyLabel: 'Sending…',
  layout: 'row',
  initial: () => ({ email: '', daysValid: String(DEFAULT_DAYS_VALID), role: DEFAULT_ROLE }),
  // The API's own rule and text for the address (its createInvitation body).
  validate: (values) => checkFormText('createInvitation', { email: values.email }),
  saved: INVITATION_MESSAGES.created,
  failureMessage: INVITATION_MESSAGES.createFailed,
  fields: (field) => (
    <>
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
      <TextField
        label="Days valid"
        type="number"
        min={1}
        max={MAX_DAYS_VALID}
        inputMode="numeric"
        hint={`1 to ${MAX_DAYS_VALID} days`}
        {...field('daysValid')}
      />
      <RoleSelect {...field('role')} />
    </>
  ),
};
