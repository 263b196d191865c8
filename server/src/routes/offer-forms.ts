import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { loanApplicationSchema, UUID_PATTERN } from '../../../contract/lead';
import { OFFER_FORM_ROUTES, OFFER_FORM_SAVE_PATHS, OFFER_FORMS } from '../../../contract/offer-forms';
import { saveOfferForm } from '../leads/offer-form-service';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const body = z.strictObject({
  leadId: z.string().regex(UUID_PATTERN, 'a lead id (UUID)'),
  answers: loanApplicationSchema.describe("the screen's answers, at their places in the lead"),
});

/** The screens that save to a path, for its description. */
const screensOf = (savePath: string) => OFFER_FORM_ROUTES.filter((r) => OFFER_FORMS[r].savePath === savePath);

/** Behaviour §7's detail paths (`/lead/offer/employment-details`, `/lead/cnp`, ...): one route per save path. */
export const offerFormRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  for (const savePath of OFFER_FORM_SAVE_PATHS) {
    app.route({
      method: 'POST',
      url: `/api${savePath}`,
      config: { idempotent: true },
      schema: {
        summary: `Save the answers of ${screensOf(savePath).join(' or ')}`,
        description:
          'The answers of the detail screen the application waits on (its state tells which), checked with the data-point catalogue; then the offer moves on as with continue.',
        tags: ['offer'],
        body,
        response: {
          200: statusAnswerSchema.describe('Saved; the application as it now stands'),
          ...errorResponses,
          404: errorSchema.describe('No such lead'),
          409: errorSchema.describe('The application is not waiting for these details'),
          422: fieldErrorsSchema.describe(
            'Answers that are missing or not valid, or not asked on this screen',
          ),
        },
      },
      handler: async (request, reply) => {
        const saved = await saveOfferForm(
          leadDeps(app, request),
          savePath,
          request.body.leadId,
          request.body.answers,
        );
        return saved.ok ? statusAnswer(saved.value) : sendFailure(reply, saved);
      },
    });
  }
  done();
};
