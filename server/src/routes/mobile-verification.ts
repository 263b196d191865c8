import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERIFICATION_CODE_PATTERN } from '../../../contract/mobile-verification';
import { UUID_PATTERN } from '../../../contract/lead';
import { claimCodeAttempt, MAX_VERIFICATION_FAILURES } from '../db/verification-queries';
import { leadWaitingOn, moveLead } from '../leads/lead-progress';
import { checkCode, CODE_TTL_MS, DEVELOPMENT_CODE } from '../leads/verification-code';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const body = z.strictObject({
  leadId: z.string().regex(UUID_PATTERN, 'a lead id (UUID)'),
  code: z.string().regex(VERIFICATION_CODE_PATTERN, '4 to 6 digits'),
});

const TOO_MANY = `${MAX_VERIFICATION_FAILURES} wrong codes were sent: ask for a new code`;

export const mobileVerificationRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/v2/customer/mobile/verify',
    schema: {
      summary: 'Verify the mobile number with the code sent by SMS',
      description: `On the mobile-verification screen: the lead's current code, for ${CODE_TTL_MS / 60_000} minutes after it was sent (outside production the reference API writes it to its log instead of sending an SMS; with APP_ENV=development ${DEVELOPMENT_CODE} is taken too), verifies and the offer moves on as with continue; any other code, or an expired one, is 422. Every code sent counts: after ${MAX_VERIFICATION_FAILURES} the lead takes no code any more (429) until a new code (resend or another number) starts the count again.`,
      tags: ['customer'],
      body,
      response: {
        200: statusAnswerSchema.describe('Verified; the application as it now stands'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
        409: errorSchema.describe('The application is not waiting for a mobile verification'),
        422: fieldErrorsSchema.describe('Wrong or expired code'),
        429: errorSchema.describe(
          `${MAX_VERIFICATION_FAILURES} codes were sent: no code is taken any more (or too many requests)`,
        ),
      },
    },
    handler: async (request, reply) => {
      const deps = leadDeps(app, request);
      const found = await leadWaitingOn(
        deps,
        request.body.leadId,
        ['/mobile-verification'],
        'No mobile verification is pending for this application',
      );
      if (!found.ok) return sendFailure(reply, found);
      const record = found.value;
      const { code } = request.body;
      const demo = app.settings.appEnv === 'development' && code === DEVELOPMENT_CODE;
      // Counted before it is compared: concurrent answers never compare more than the limit.
      if (!demo && !(await claimCodeAttempt(app.db, record.id)))
        return reply.status(429).send({ message: TOO_MANY });
      const checked = demo ? 'right' : await checkCode(app.db, record.id, code, deps);
      if (checked !== 'right') {
        return reply.status(422).send({
          message:
            checked === 'expired' ? 'The code has expired: ask for a new one' : 'The code is not right',
          errors: [{ fieldName: 'verification-code', message: 'errors>verification-code' }],
        });
      }
      const moved = await moveLead(deps, record.id, 'continue');
      return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
    },
  });
  done();
};
