import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusAnswerSchema } from '../../../contract/api-answers';
import {
  OFFER_CHOICE_PATHS,
  OFFER_CHOICE_ROUTES,
  OFFER_CHOICE_SCREENS,
  offerAnswerBodySchema,
  offerChoicesAnswerSchema,
  offerUpdateBodySchema,
  routesOfPath,
} from '../../../contract/offer-choices';
import { UUID_PATTERN } from '../../../contract/lead';
import { answerOfferChoice, listOfferChoices, updateOfferChoice } from '../leads/offer-choice-service';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const responses = {
  ...errorResponses,
  404: errorSchema.describe('No such lead (or not one of this browser)'),
  409: errorSchema.describe("The application is not waiting on this path's offer screen"),
};

const tags = ['offer'];

/**
 * Behaviour §7's offer paths of the lenders' offer-choice screens (`/lead/offer/payment`,
 * `/lead/offer/accept-creditea-offer`, `/lead/offer/proficredit`): GET lists the offers of the screen the lead is
 * on, POST accepts one or declines them all. `/lead/offer/update-provident-offer` re-prices the Provident offer.
 */
export const offerChoiceRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  for (const path of OFFER_CHOICE_PATHS) {
    const routes = routesOfPath(path);
    const screens = routes.join(', ');
    app.route({
      method: 'GET',
      url: `/api${path}`,
      schema: {
        summary: `The offers of ${screens}`,
        description: "Each offer priced with its lender's rates; the lead's state tells the screen.",
        tags,
        querystring: z.strictObject({ leadId: z.string().regex(UUID_PATTERN, 'a lead id (UUID)') }),
        response: { 200: offerChoicesAnswerSchema.describe('The offers'), ...responses },
      },
      handler: async (request, reply) => {
        const listed = await listOfferChoices(leadDeps(app, request), request.query.leadId, routes);
        return listed.ok ? listed.value : sendFailure(reply, listed);
      },
    });
    app.route({
      method: 'POST',
      url: `/api${path}`,
      config: { idempotent: true },
      schema: {
        summary: `Accept an offer of ${screens}, or decline`,
        description:
          "`answer: accept` with an `offerId` of the list: the offer becomes the application's and it moves on. " +
          '`answer: decline`: the application ends, declined by the applicant (reason `offer-declined`).',
        tags,
        body: offerAnswerBodySchema,
        response: {
          200: statusAnswerSchema.describe('Answered; the application as it now stands'),
          ...responses,
          422: fieldErrorsSchema.describe('An offer id that is not on the screen: nothing stored'),
        },
      },
      handler: async (request, reply) => {
        const answered = await answerOfferChoice(leadDeps(app, request), routes, request.body);
        return answered.ok ? statusAnswer(answered.value) : sendFailure(reply, answered);
      },
    });
  }
  for (const route of OFFER_CHOICE_ROUTES) {
    const { updatePath } = OFFER_CHOICE_SCREENS[route];
    if (!updatePath) continue;
    app.route({
      method: 'POST',
      url: `/api${updatePath}`,
      config: { idempotent: true },
      schema: {
        summary: `Change the amount and term of the ${route} offer`,
        description:
          "Within the answer's `limits`: the offer re-priced for them, to be accepted or declined next.",
        tags,
        body: offerUpdateBodySchema,
        response: {
          200: offerChoicesAnswerSchema.describe('The offer for the new terms'),
          ...responses,
          422: fieldErrorsSchema.describe('An amount or term outside the limits: nothing stored'),
        },
      },
      handler: async (request, reply) => {
        const updated = await updateOfferChoice(leadDeps(app, request), [route], request.body);
        return updated.ok ? updated.value : sendFailure(reply, updated);
      },
    });
  }
  done();
};
