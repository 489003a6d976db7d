import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { accountsContext } from '../../shared/accounts-context.js';
import { auditActor } from '../../shared/audit-actor.js';
import { AppError } from '../../shared/errors.js';
import { currentUser } from '../../shared/principal.js';
import { Envelope, errorResponses, UuidParams } from '../../shared/schemas.js';
import { SessionSchema } from './auth.schemas.js';
import { clientOf } from './session-client.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import type { TwoFactorPolicy } from './two-factor.policy.js';
import {
  EnableTwoFactorBody,
  LoginTwoFactorBody,
  PasswordConfirmationBody,
  RecoveryCodesSchema,
  TwoFactorPolicyBody,
  TwoFactorPolicySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from './two-factor.schemas.js';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorPolicy,
  getTwoFactorStatus,
  isWrongAnswer,
  readTwoFactorAnswer,
  renewRecoveryCodes,
  resetTwoFactor,
  setTwoFactorPolicy,
  startTwoFactorSetup,
  twoFactorRefusal,
  type SecondFactor,
} from './two-factor.service.js';

export interface TwoFactorRoutesOptions {
  config: Config;
  /** The policy the access check reads (app.ts), told here when it changes. */
  policy: TwoFactorPolicy;
}

/**
 * Two-factor sign-in: the profile's set-up and management (/users/profile/two-factor…), the second step of
 * sign-in (/auth/login/two-factor), a super administrator's reset of another account's
 * (/users/{id}/two-factor) and the site's policy for administrators (/settings/two-factor).
 * The authenticator key leaves the server once, in the set-up's answer; recovery codes once, when made.
 */
const twoFactorRoutes: FastifyPluginAsyncTypebox<TwoFactorRoutesOptions> = async (
  app,
  { config, policy },
) => {
  const ctx = accountsContext(app, config);
  // Routes that take a password or a code get the stricter per-client budget, as sign-in does.
  const strict = { max: config.authRateLimitMax, timeWindow: '1 minute' };
  // Wrong codes count against the account as wrong passwords do (sign-in-throttle.ts): the same counters.
  const throttle = createSignInThrottle({
    counters: app.rateLimitCounters,
    threshold: config.authRateLimitMax,
  });

  app.get(
    '/users/profile/two-factor',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getTwoFactorStatus',
        tags: ['users'],
        summary: 'Whether my sign-in asks for a code from an authenticator app',
        response: { 200: Envelope(TwoFactorStatusSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTwoFactorStatus(ctx, currentUser(request), policy),
      message: 'Two-factor sign-in status retrieved successfully',
    }),
  );

  app.post(
    '/users/profile/two-factor/setup',
    {
      config: { access: 'authenticated', rateLimit: strict },
      schema: {
        operationId: 'startTwoFactorSetup',
        tags: ['users'],
        summary: 'Start setting up two-factor sign-in',
        description:
          'A new authenticator key, as a QR code (SVG) and as text: the only answer that ever carries it. ' +
          'Nothing changes at sign-in until `enable` receives a code from the app. Starting again replaces ' +
          'a set-up still waiting; an account whose two-factor sign-in is on is a 409 (turn it off first). No body.',
        response: { 200: Envelope(TwoFactorSetupSchema), ...errorResponses(401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await startTwoFactorSetup(ctx, currentUser(request)),
      message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
    }),
  );

  app.post(
    '/users/profile/two-factor/enable',
    {
      config: { access: 'authenticated', rateLimit: strict },
      schema: {
        operationId: 'enableTwoFactor',
        tags: ['users'],
        summary: 'Turn two-factor sign-in on with the app’s first code',
        description:
          'Finishes the set-up: from now on sign-in asks for a code after the password. Answers ten ' +
          'recovery codes, once (only their hashes are kept). A wrong code is a 400 naming `code`; no set-up ' +
          'waiting, or two-factor sign-in already on, a 409.',
        body: EnableTwoFactorBody,
        response: { 200: Envelope(RecoveryCodesSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await enableTwoFactor(ctx, currentUser(request), request.body),
      message: 'Two-factor sign-in is on. Save your recovery codes now: they are shown only once.',
    }),
  );

  app.post(
    '/users/profile/two-factor/disable',
    {
      config: { access: 'authenticated', rateLimit: strict },
      schema: {
        operationId: 'disableTwoFactor',
        tags: ['users'],
        summary: 'Turn two-factor sign-in off',
        description:
          'Needs the password (a wrong one is a 400 naming `password`). The key and the recovery codes are ' +
          'deleted; a set-up still waiting is dropped the same way. Allowed even where the site requires ' +
          'two-factor sign-in of administrators: the back office then answers 403 `TWO_FACTOR_REQUIRED` ' +
          'until it is set up again. Nothing to turn off is a 409.',
        body: PasswordConfirmationBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await disableTwoFactor(ctx, caller, request.body);
      request.log.info({ event: 'two_factor_disabled', userId: caller.id }, 'two-factor sign-in turned off');
      return { success: true as const, data: null, message: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/users/profile/two-factor/recovery-codes',
    {
      config: { access: 'authenticated', rateLimit: strict },
      schema: {
        operationId: 'renewRecoveryCodes',
        tags: ['users'],
        summary: 'Make new recovery codes',
        description:
          'Needs the password (a wrong one is a 400 naming `password`). Ten new codes, answered once; every ' +
          'earlier code stops working. Two-factor sign-in off is a 409.',
        body: PasswordConfirmationBody,
        response: { 200: Envelope(RecoveryCodesSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renewRecoveryCodes(ctx, currentUser(request), request.body),
      message: 'New recovery codes made. Save them now: they are shown only once.',
    }),
  );

  app.post(
    '/auth/login/two-factor',
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
        operationId: 'loginTwoFactor',
        tags: ['auth'],
        summary: 'Finish signing in with a code from the authenticator app',
        description:
          'The `challenge` of the sign-in answer with `code` (six digits) or `recoveryCode`. Answers the ' +
          'session exactly as sign-in does. Each code and recovery code works once. A wrong one is a 400 ' +
          'naming `code` or `recoveryCode` and counts against the account as a wrong password does; after ' +
          '5 wrong ones, or 5 minutes, or a password change, the challenge is void: a 400 naming ' +
          '`challenge` (sign in again).',
        body: LoginTwoFactorBody,
        response: { 200: Envelope(SessionSchema), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const address = normalizeIP(request.ip);
      let proof: SecondFactor | undefined;
      let account: string | undefined;
      try {
        const answer = await readTwoFactorAnswer(app.db, request.body);
        proof = answer.proof;
        account = `user:${answer.challenge.userId}`;
        const waitMs = await throttle.waitMs(account, address);
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          logFailure(request, answer.challenge.userId, 'too many failed sign-ins from this address');
          reply.header('retry-after', String(seconds));
          throw new AppError(
            429,
            'RATE_LIMITED',
            `Too many failed sign-ins for this account from your network. Please try again in ${seconds} seconds.`,
          );
        }
        const session = await completeTwoFactorSignIn(ctx, answer, clientOf(request));
        await throttle.succeeded(account, address);
        return { success: true as const, data: session, message: 'Login successful' };
      } catch (error) {
        if (error instanceof AppError && proof && account && error.statusCode === 400) {
          const reason = twoFactorRefusal(error, proof);
          if (reason) logFailure(request, account.slice('user:'.length), reason);
          if (isWrongAnswer(error)) await throttle.failed(account, address);
        }
        throw error;
      }
    },
  );

  app.delete(
    '/users/:id/two-factor',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'resetUserTwoFactor',
        tags: ['users'],
        summary: 'Turn off another account’s two-factor sign-in',
        description:
          'For someone who lost both their authenticator app and their recovery codes. Deletes the key and the ' +
          'recovery codes, voids any sign-in waiting for a code and ends every session of the account; the ' +
          'account then signs in with its password alone until it is set up again. Recorded in the audit log; ' +
          'the owner is told by email. Your own account is a 409 (turn it off from your profile, with your ' +
          'password); so is an account whose two-factor sign-in is off.',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { username } = await resetTwoFactor(
        ctx,
        currentUser(request),
        auditActor(request),
        request.params.id,
      );
      return {
        success: true as const,
        data: null,
        message: `Two-factor sign-in turned off for ${username}`,
      };
    },
  );

  app.get(
    '/settings/two-factor',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'getTwoFactorPolicy',
        tags: ['site'],
        summary: 'Whether administrators must use two-factor sign-in',
        response: { 200: Envelope(TwoFactorPolicySchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      success: true as const,
      data: await getTwoFactorPolicy(app.db),
      message: 'Two-factor sign-in policy retrieved successfully',
    }),
  );

  app.put(
    '/settings/two-factor',
    {
      config: { access: 'super' },
      schema: {
        operationId: 'saveTwoFactorPolicy',
        tags: ['site'],
        summary: 'Require two-factor sign-in of every administrator, or stop requiring it',
        description:
          'Recorded in the audit log. While required, every account with an administrator role and without ' +
          'two-factor sign-in gets 403 `TWO_FACTOR_REQUIRED` from the back office (its profile stays open to ' +
          'set it up); other API processes see the change within 5 seconds. Turning it on while your own ' +
          'two-factor sign-in is off is a 409.',
        body: TwoFactorPolicyBody,
        response: { 200: Envelope(TwoFactorPolicySchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const data = await setTwoFactorPolicy(
        ctx,
        currentUser(request),
        auditActor(request),
        request.body.requiredForAdmins,
        policy,
      );
      return {
        success: true as const,
        data,
        message: data.requiredForAdmins
          ? 'Administrators must now use two-factor sign-in.'
          : 'Administrators no longer have to use two-factor sign-in.',
      };
    },
  );
};

/**
 * A refused second step in the security log, as sign-in logs a wrong password: the account by its id, the
 * address and why; never the code.
 */
function logFailure(request: Parameters<typeof clientOf>[0], userId: string, reason: string) {
  request.log[reason.startsWith('too many') ? 'warn' : 'info'](
    { event: 'sign_in_failed', reason, route: request.routeOptions.url, ip: request.ip, userId },
    'sign-in failed',
  );
}

export default twoFactorRoutes;
