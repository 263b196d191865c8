import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LOCALE_IDS, type LocaleId } from '../../../brands/schema';
import { statusAnswerSchema } from '../../../contract/api-answers';
import {
  consentsAnswerSchema,
  consentsBodySchema,
  type ConsentRoute,
  type ConsentsBody,
} from '../../../contract/consents';
import { UUID_PATTERN } from '../../../contract/lead';
import { routeForState } from '../../../contract/progress';
import { consentErrors, consentsFor, lenderOf } from '../content/consents';
import { insertConsentRecords } from '../db/consent-queries';
import { findLead, type LeadRecord } from '../db/lead-queries';
import { advanceLocked, isWaitingOn, leadWaitingOn } from '../leads/lead-progress';
import type { LeadDeps, Result } from '../leads/lead-service';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const leadId = z.string().regex(UUID_PATTERN, 'a lead id (UUID)');
const locale = z.enum(LOCALE_IDS).optional();
const NOT_WAITING = 'The application is not waiting for these consents';

/** Where the lead stands, when it is on one of `routes`: the screen and the lender who asks. */
async function screenOf(
  deps: LeadDeps,
  id: string,
  routes: readonly ConsentRoute[],
): Promise<Result<{ route: ConsentRoute; lender: string }>> {
  const found = await leadWaitingOn(deps, id, routes, NOT_WAITING);
  if (!found.ok) return found;
  const route = routes.find((r) => r === routeForState(found.value.state))!;
  return { ok: true, value: { route, lender: lenderOf(route, statusAnswer(found.value).partner?.name) } };
}

/**
 * Checks the answers, then records them and moves the lead on as with continue (`advanceLocked`), in one
 * transaction that holds the lead's lock: nothing is stored on a 4xx.
 */
async function record(
  deps: LeadDeps,
  reply: FastifyReply,
  id: string,
  body: ConsentsBody,
  routes: readonly ConsentRoute[],
) {
  const screen = await screenOf(deps, id, routes);
  if (!screen.ok) return sendFailure(reply, screen);
  const errors = consentErrors(body);
  if (errors.length > 0)
    return reply.status(422).send({ message: 'The consents are not answered as this screen needs', errors });
  const moved = await deps.db.transaction(async (tx): Promise<Result<LeadRecord>> => {
    const lead = await findLead(tx, deps.brand.id, id, deps.access, true);
    if (!lead) return { ok: false, status: 404, message: 'Lead not found' };
    // The lead was read before the lock: a second tab may have moved it on since.
    if (!isWaitingOn(lead, [screen.value.route])) return { ok: false, status: 409, message: NOT_WAITING };
    await insertConsentRecords(tx, lead.id, screen.value.route, body.consents, deps.now);
    return { ok: true, value: await advanceLocked(tx, lead, 'continue', deps) };
  });
  return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
}

const responses = {
  ...errorResponses,
  404: errorSchema.describe('No such lead (or not one of this browser)'),
  409: errorSchema.describe("The application is not on this path's consents screen"),
};

const postResponses = {
  200: statusAnswerSchema.describe('Recorded; the application as it now stands'),
  ...responses,
  422: fieldErrorsSchema.describe(
    'A required consent refused or missing, an unknown consent or an older version of its text: nothing stored',
  ),
};

/** The behaviour §7 paths that take the consents of the offer's screens: /customer/{id}/consents and two offer paths. */
export const consentRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const list = async (
    id: string,
    wanted: LocaleId | undefined,
    routes: readonly ConsentRoute[],
    reply: FastifyReply,
  ) => {
    const screen = await screenOf(leadDeps(app, reply.request), id, routes);
    if (!screen.ok) return sendFailure(reply, screen);
    const answerLocale = wanted ?? app.settings.brand.locale;
    return {
      locale: answerLocale,
      lender: screen.value.lender,
      consents: consentsFor(screen.value.lender, answerLocale),
    };
  };
  const tags = ['consents'];

  app.route({
    method: 'GET',
    url: '/api/customer/:id/consents',
    schema: {
      summary: 'The consents the /consents screen asks for',
      description: "The lender's consents, versioned, in the brand's locale (or `locale`), each unticked.",
      tags,
      params: z.strictObject({ id: leadId }),
      querystring: z.strictObject({ locale }),
      response: { 200: consentsAnswerSchema.describe('The consents'), ...responses },
    },
    handler: (request, reply) => list(request.params.id, request.query.locale, ['/consents'], reply),
  });
  app.route({
    method: 'POST',
    url: '/api/customer/:id/consents',
    config: { idempotent: true },
    schema: {
      summary: 'Record the answers of the /consents screen',
      description:
        "Every consent shown, given or refused, with its version; a `leadId` in the body must be the path's.",
      tags,
      params: z.strictObject({ id: leadId }),
      body: consentsBodySchema,
      response: postResponses,
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (request.body.leadId !== undefined && request.body.leadId !== id)
        return reply.status(400).send({ message: "The body's leadId is not the path's" });
      return record(leadDeps(app, request), reply, id, request.body, ['/consents']);
    },
  });

  const offerPaths: [string, readonly ConsentRoute[], string][] = [
    ['/api/lead/offer/dynamic-policy', ['/dynamic-consents'], 'the /dynamic-consents screen'],
    [
      '/api/lead/offer/policy',
      ['/advanzia-consents', '/tfbank-consents'],
      "the lender's own screen (/advanzia-consents, /tfbank-consents)",
    ],
  ];
  for (const [url, routes, what] of offerPaths) {
    app.route({
      method: 'GET',
      url,
      schema: {
        summary: `The consents ${what} asks for`,
        description:
          "The lender's consents, versioned, in the brand's locale (or `locale`); the lead's state tells the lender.",
        tags,
        querystring: z.strictObject({ leadId, locale }),
        response: { 200: consentsAnswerSchema.describe('The consents'), ...responses },
      },
      handler: (request, reply) => list(request.query.leadId, request.query.locale, routes, reply),
    });
    app.route({
      method: 'POST',
      url,
      config: { idempotent: true },
      schema: {
        summary: `Record the answers of ${what}`,
        description: 'Every consent shown, given or refused, with its version.',
        tags,
        body: consentsBodySchema.extend({ leadId }),
        response: postResponses,
      },
      handler: (request, reply) =>
        record(leadDeps(app, request), reply, request.body.leadId, request.body, routes),
    });
  }
  done();
};
