import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERIFICATION_CODE_PATTERN } from '../../../contract/mobile-verification';
import { UUID_PATTERN } from '../../../contract/lead';
import {
  countVerificationFailure,
  MAX_VERIFICATION_FAILURES,
  verificationFailures,
} from '../db/verification-queries';
import { leadWaitingOn, moveLead } from '../leads/lead-progress';
import { DEVELOPMENT_CODE, isRightCode } from '../leads/verification-code';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const body = z.strictObject({
  leadId: z.string().regex(UUID_PATTERN, 'a lead id (UUID)'),
  code: z.string().regex(VERIFICATION_CODE_PATTERN, '4 to 6 digits'),
});

export const mobileVerificationRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/v2/customer/mobile/verify',
    schema: {
      summary: 'Verify the mobile number with the code sent by SMS',
      description: `On the mobile-verification screen: the lead's current code (the reference API writes it to its log instead of sending an SMS; with APP_ENV=development ${DEVELOPMENT_CODE} is taken too) verifies and the offer moves on as with continue; any other code is 422.`,
      tags: ['customer'],
      body,
      response: {
        200: statusAnswerSchema.describe('Verified; the application as it now stands'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
        409: errorSchema.describe('The application is not waiting for a mobile verification'),
        422: fieldErrorsSchema.describe('Wrong code'),
        429: errorSchema.describe(
          `${MAX_VERIFICATION_FAILURES} wrong codes were sent: no code is taken any more`,
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
      if ((await verificationFailures(app.db, record.id)) >= MAX_VERIFICATION_FAILURES) {
        return reply.status(429).send({ message: 'Too many wrong codes: ask for a new one' });
      }
      const development = app.settings.appEnv === 'development';
      if (!(await isRightCode(app.db, record.id, request.body.code, development))) {
        await countVerificationFailure(app.db, record.id);
        return reply.status(422).send({
          message: 'The code is not right',
          errors: [{ fieldName: 'verification-code', message: 'errors>verification-code' }],
        });
      }
      const moved = await moveLead(deps, record.id, 'continue');
      return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
    },
  });
  done();
};
