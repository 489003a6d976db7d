import { Type } from 'typebox';
import { UserSchema } from '../users/users.schemas.js';

// Request bodies are deliberately permissive: the service reports every missing or wrong field at once,
// keyed as the client sent it, with the messages the forms show.

export const RegisterBody = Type.Object({
  username: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  passwordConfirm: Type.Optional(Type.String()),
  inviteToken: Type.Optional(
    Type.String({ description: 'The invitation token (also accepted as `token`).' }),
  ),
  token: Type.Optional(Type.String()),
});

export const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ description: 'Username, or the email address.' })),
  email: Type.Optional(Type.String({ description: 'Sent as well when the identifier is an email address.' })),
  password: Type.Optional(Type.String()),
});

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
