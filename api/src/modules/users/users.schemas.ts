import { Type, type Static } from 'typebox';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import { EmailField, PasswordField, X_NORMALISE } from '../../shared/form-schemas.js';
import { PageQuery } from '../../shared/pagination.js';
import { NameField, NewPasswordField, UsernameField } from './user-fields.js';

/** Wire shapes of accounts (camelCase, spec 01 §3 and spec 02 §3). */

export const UserStatusSchema = Type.Union(
  [Type.Literal('active'), Type.Literal('inactive'), Type.Literal('suspended'), Type.Literal('pending')],
  { description: 'active, inactive, suspended or pending (email not verified yet).' },
);

export const UserSchema = RecordSchema('User', {
  id: Type.String({ format: 'uuid' }),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String({ description: 'First and last name; empty when both are.' }),
  picture: Nullable(Type.String({ description: 'URL of the profile picture, /api/media/{id}.' })),
  role: Nullable(Type.String({ description: 'The most privileged of the roles: what a client checks.' })),
  roles: Type.Array(Type.String(), { description: 'Role names.' }),
  status: UserStatusSchema,
  lastLogin: Nullable(Type.String({ format: 'date-time' })),
  isStaff: Type.Boolean(),
  isSuperuser: Type.Boolean(),
  twoFactorEnabled: Type.Boolean({
    description:
      'Sign-in asks for a code from an authenticator app after the password (a set-up not finished yet does ' +
      'not count).',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type UserDto = Static<typeof UserSchema>;

/** A user created by an administrator; the generated password only when it could not be emailed. */
export const CreatedUserSchema = Type.Intersect([
  UserSchema,
  Type.Object({
    generatedPassword: Type.Optional(
      Type.String({
        description:
          'Only when the password was generated and no welcome email delivered it: show it to the administrator once.',
      }),
    ),
  }),
]);

export const ProfileJsonBody = Type.Object({
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  picture: Type.Optional(
    Type.Union([Type.Null(), Type.String()], {
      description: 'null removes the picture; a string is ignored (upload a file as multipart instead).',
    }),
  ),
});

/**
 * PATCH /users/profile takes JSON or multipart/form-data. Only the JSON body is validated by schema; a
 * multipart body is read as a stream by the handler (it is null when the schema runs).
 */
export const ProfileBody = {
  content: {
    'application/json': { schema: ProfileJsonBody },
    'multipart/form-data': {
      schema: Type.Unsafe<null>({
        type: ['object', 'null'],
        properties: {
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          picture: {
            type: 'string',
            description: 'An image file (JPEG, PNG, WebP, GIF or AVIF), under 5 MB.',
          },
        },
      }),
    },
  },
};

/** A password change; the service adds that the confirmation equals the new password and checks the current one. */
export const ChangePasswordBody = Type.Object({
  currentPassword: PasswordField('Current password'),
  newPassword: NewPasswordField('New password is required'),
  confirmPassword: PasswordField(
    'Password confirmation',
    { required: 'Please confirm the new password' },
    { description: 'The new password again.' },
  ),
});
export type ChangePasswordInput = Static<typeof ChangePasswordBody>;

export const UsersQuery = Type.Object({
  search: Type.Optional(Type.String({ description: 'Matches name, username or email.' })),
  status: Type.Optional(
    Type.Enum(['all', 'active', 'inactive', 'suspended', 'pending'], {
      description: 'One status; `all` (or none) for every one.',
    }),
  ),
  role: Type.Optional(Type.String({ description: 'Role name or display name (contains).' })),
  ...PageQuery,
});

/**
 * The create-user console (spec 02 §3, §5). Each field's rules are declared here; the service adds the
 * password's (required unless generated, 8 to 128 characters, equal to its confirmation in either
 * spelling) and the role's (a known role; a super role for a superuser), and reports every problem at once.
 */
export const CreateUserBody = Type.Object({
  username: UsernameField(),
  email: EmailField(),
  first_name: NameField('First name'),
  last_name: NameField('Last name'),
  password: Type.Optional(
    Type.String({ description: 'Required unless auto_generate_password; 8 to 128 characters, as typed.' }),
  ),
  confirm_password: Type.Optional(Type.String({ description: 'The password again, when sent.' })),
  password_confirm: Type.Optional(Type.String({ description: 'Same as confirm_password.' })),
  role: Type.Optional(
    Type.String({
      description: 'A role name; default member (super_admin for a superuser).',
      [X_NORMALISE]: ['trim'],
    }),
  ),
  picture: Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Ignored: upload a picture from the profile.',
    }),
  ),
  is_active: Type.Optional(Type.Boolean()),
  is_staff: Type.Optional(Type.Boolean()),
  is_superuser: Type.Optional(Type.Boolean()),
  auto_generate_password: Type.Optional(Type.Boolean()),
  send_welcome_email: Type.Optional(Type.Boolean()),
});
export type CreateUserInput = Static<typeof CreateUserBody>;

export const StatusBody = Type.Object({
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('suspended')]),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
