import { Type, type Static } from 'typebox';
import { EmailField, PasswordField, X_NORMALISE } from '../../shared/form-schemas.js';
import { NameField, NewPasswordField, UsernameField } from '../users/user-fields.js';
import { UserSchema } from '../users/users.schemas.js';

/** Optional text, trimmed (blank counts as not given). */
const OptionalText = (description: string) =>
  Type.Optional(Type.String({ description, [X_NORMALISE]: ['trim'] }));

/**
 * Registration (spec 01 §5, spec 02 §5). Each field's rules are declared here; the service adds what
 * compares fields or needs the database: the confirmation equal to the password, an invitation token (in
 * either spelling) that is pending, and the invited address. Every problem comes back at once.
 */
export const RegisterBody = Type.Object({
  username: UsernameField(),
  email: EmailField('Email', { description: 'The invited address (any case).' }),
  firstName: NameField('First name'),
  lastName: NameField('Last name'),
  password: NewPasswordField(),
  passwordConfirm: PasswordField(
    'Password confirmation',
    { required: 'Please confirm your password' },
    { description: 'The password again.' },
  ),
  inviteToken: OptionalText('The invitation token (also accepted as `token`); one of the two is required.'),
  token: OptionalText('The invitation token, when not sent as `inviteToken`.'),
});
export type RegisterInput = Static<typeof RegisterBody>;

/** Sign-in: the password, and a username or an email address (one of the two is required). */
export const LoginBody = Type.Object({
  username: OptionalText('Username, or the email address.'),
  email: OptionalText('Sent as well when the identifier is an email address.'),
  password: PasswordField('Password'),
});
export type LoginInput = Static<typeof LoginBody>;

/** "Forgot your password?": the account, by username or email address (one of the two is required). */
export const ForgotPasswordBody = Type.Object({
  username: OptionalText('Username, or the email address.'),
  email: OptionalText('The email address, when not sent as `username`.'),
});
export type ForgotPasswordInput = Static<typeof ForgotPasswordBody>;

/**
 * A new password with the token from the reset email. The password has the rules of registration; the
 * confirmation, when sent, must be equal to it.
 */
export const ResetPasswordBody = Type.Object({
  token: Type.Optional(
    Type.String({ description: 'The token from the reset link: single use, valid for one hour.' }),
  ),
  password: NewPasswordField(),
  passwordConfirm: Type.Optional(
    PasswordField(
      'Password confirmation',
      { required: 'Please confirm your password' },
      { description: 'The password again (checked when sent).' },
    ),
  ),
});
export type ResetPasswordInput = Static<typeof ResetPasswordBody>;

export const TokenBody = Type.Object({ token: Type.Optional(Type.String()) });
export const RefreshBody = Type.Object({ refreshToken: Type.Optional(Type.String()) });

export const TokensSchema = Type.Object({
  token: Type.String({ description: 'Access token (JWT) for `Authorization: Bearer`.' }),
  refreshToken: Type.String({ description: 'Single use: each refresh returns a new one.' }),
});

/** A session: the tokens, the user, and the user's fields again at the top level (spec 01 §3). */
export const SessionSchema = Type.Object({
  ...TokensSchema.properties,
  user: UserSchema,
  ...UserSchema.properties,
});
