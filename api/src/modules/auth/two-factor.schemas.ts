import { Type, type Static } from 'typebox';
import { PasswordField, X_MESSAGES, X_NORMALISE } from '../../shared/form-schemas.js';
import { RecordSchema } from '../../shared/schemas.js';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from './two-factor.crypto.js';

/** Wire shapes of two-factor sign-in (camelCase, as the other account calls). */

export const CODE_REQUIRED = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`;
export const RECOVERY_CODE_REQUIRED = 'Enter one of your recovery codes.';

const CodeField = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 64,
    description,
    [X_NORMALISE]: ['trim'],
    [X_MESSAGES]: {
      required: CODE_REQUIRED,
      minLength: CODE_REQUIRED,
      maxLength: CODE_REQUIRED,
      type: CODE_REQUIRED,
    },
  });

const CODE_DESCRIPTION = `The ${TOTP_DIGITS}-digit code the authenticator app shows now (spaces are ignored).`;

export const TwoFactorStatusSchema = RecordSchema(
  'TwoFactorStatus',
  {
    enabled: Type.Boolean({ description: 'Sign-in asks for a code after the password.' }),
    pending: Type.Boolean({
      description: 'A set-up was started and waits for its first code (`enable`); not in use yet.',
    }),
    enabledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When it was turned on; null when it is off.',
    }),
    recoveryCodesLeft: Type.Integer({
      minimum: 0,
      description: 'Recovery codes not used yet (0 when two-factor sign-in is off).',
    }),
    required: Type.Boolean({
      description:
        'The site requires two-factor sign-in of every administrator and this account has an administrator ' +
        'role: without it, the back office answers 403 `TWO_FACTOR_REQUIRED`.',
    }),
  },
  'Two-factor sign-in of the signed-in account.',
);
export type TwoFactorStatusDto = Static<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = RecordSchema(
  'TwoFactorSetup',
  {
    secret: Type.String({
      description:
        'The authenticator key, base32, for typing into the app by hand. Shown only in this answer: the ' +
        'server never sends it again.',
    }),
    otpauthUri: Type.String({
      description: 'The `otpauth://totp/…` address the QR code holds (SHA1, 6 digits, 30 seconds).',
    }),
    qrSvg: Type.String({ description: 'The QR code of `otpauthUri`, as an SVG document.' }),
    issuer: Type.String({ description: 'The name the authenticator app shows for this site.' }),
    label: Type.String({ description: 'The account name the authenticator app shows (the username).' }),
  },
  'A started set-up of two-factor sign-in: what the authenticator app needs.',
);
export type TwoFactorSetupDto = Static<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = RecordSchema(
  'RecoveryCodes',
  {
    recoveryCodes: Type.Array(Type.String(), {
      minItems: RECOVERY_CODE_COUNT,
      maxItems: RECOVERY_CODE_COUNT,
      description:
        'One-time codes that stand in for the authenticator app at sign-in, each usable once. Shown only ' +
        'in this answer (the server keeps hashes): the user must save them now.',
    }),
  },
  'New recovery codes; any earlier ones no longer work.',
);

export const EnableTwoFactorBody = Type.Object({ code: CodeField(CODE_DESCRIPTION) });
export type EnableTwoFactorInput = Static<typeof EnableTwoFactorBody>;

export const PasswordConfirmationBody = Type.Object({
  password: PasswordField('Password', {}, { description: 'The account’s password, to confirm.' }),
});
export type PasswordConfirmationInput = Static<typeof PasswordConfirmationBody>;

/** The second step of a sign-in. */
export const LoginTwoFactorBody = Type.Object({
  challenge: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The `challenge` of the sign-in answer: valid for 5 minutes, once.',
    [X_MESSAGES]: {
      required: 'Please sign in again.',
      minLength: 'Please sign in again.',
      maxLength: 'Please sign in again.',
      type: 'Please sign in again.',
    },
  }),
  code: Type.Optional(CodeField(`${CODE_DESCRIPTION} Send this or \`recoveryCode\`.`)),
  recoveryCode: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'One of the account’s recovery codes, instead of `code` (any case; hyphens ignored).',
      [X_NORMALISE]: ['trim'],
      [X_MESSAGES]: { maxLength: RECOVERY_CODE_REQUIRED, type: RECOVERY_CODE_REQUIRED },
    }),
  ),
});
export type LoginTwoFactorInput = Static<typeof LoginTwoFactorBody>;

/** What a right password answers for an account with two-factor sign-in: the second step to take. */
export const TwoFactorChallengeSchema = RecordSchema(
  'TwoFactorChallenge',
  {
    twoFactorRequired: Type.Literal(true, {
      description: 'No tokens yet: send a code to `POST /auth/login/two-factor` with `challenge`.',
    }),
    challenge: Type.String({
      description: 'Opaque; valid for 5 minutes and one sign-in, 5 wrong codes at most.',
    }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  'The second step of a sign-in: the password was right, a code from the authenticator app is needed.',
);
export type TwoFactorChallengeDto = Static<typeof TwoFactorChallengeSchema>;

export const TwoFactorPolicySchema = RecordSchema(
  'TwoFactorPolicy',
  {
    requiredForAdmins: Type.Boolean({
      description:
        'Every account with an administrator role must use two-factor sign-in: until it is set up, the ' +
        'back office answers such an account 403 `TWO_FACTOR_REQUIRED` (its profile stays open to set it up).',
    }),
    adminsWithoutTwoFactor: Type.Integer({
      minimum: 0,
      description: 'Active accounts with an administrator role that have not turned two-factor sign-in on.',
    }),
  },
  'The site’s two-factor sign-in policy for administrators.',
);
export type TwoFactorPolicyDto = Static<typeof TwoFactorPolicySchema>;

export const TwoFactorPolicyBody = Type.Object({
  requiredForAdmins: Type.Boolean({
    [X_MESSAGES]: {
      required: 'Say whether administrators must use two-factor sign-in.',
      type: 'Must be true or false.',
    },
  }),
});
