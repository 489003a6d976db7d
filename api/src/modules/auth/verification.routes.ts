import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Config } from '../../config.js';
import { accountsContext } from '../../shared/accounts-context.js';
import { X_NORMALISE } from '../../shared/form-schemas.js';
import { Envelope, errorResponses } from '../../shared/schemas.js';
import { VERIFICATION_TTL_HOURS } from './auth.service.js';
import {
  RESEND_VERIFICATION_ANSWER,
  resendVerification,
  VERIFICATION_MAILS_PER_HOUR,
} from './verification.service.js';

const OptionalText = (description: string) =>
  Type.Optional(Type.String({ description, maxLength: 254, [X_NORMALISE]: ['trim'] }));

/** The account waiting for verification: its email address (or its username; one of the two is required). */
export const ResendVerificationBody = Type.Object({
  email: OptionalText('The email address the account was registered with.'),
  username: OptionalText('The username, when the email address is not at hand.'),
});
export type ResendVerificationInput = Static<typeof ResendVerificationBody>;

/** Asking again for the email that verifies a new account. */
const verificationRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);

  app.post(
    '/auth/resend-verification',
    {
      config: { access: 'public', rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        operationId: 'resendVerification',
        tags: ['auth'],
        summary: 'Send the email verification link again',
        description:
          'Answers 200 with the same message whether or not an account matches and whatever its state, so ' +
          'it tells nobody which accounts exist. Only an account still waiting for its address to be ' +
          `verified gets an email, with a new link to \`/verify-email?token=…\` valid for ${VERIFICATION_TTL_HOURS} ` +
          `hours (earlier links keep working until they expire). At most ${VERIFICATION_MAILS_PER_HOUR} ` +
          'verification emails per account per hour, counting the one sent at registration; while one is ' +
          'still waiting to go out, asking again sends no second copy.',
        body: ResendVerificationBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400) },
      },
    },
    async (request) => {
      await resendVerification(ctx, request.body);
      return { success: true as const, data: null, message: RESEND_VERIFICATION_ANSWER };
    },
  );
};

export default verificationRoutes;
