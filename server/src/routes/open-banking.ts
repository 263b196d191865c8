import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { statusAnswerSchema } from '../../../contract/api-answers';
import {
  HANDOFF_OUTCOMES,
  OPEN_BANKING_PROVIDERS,
  OPEN_BANKING_ROUTES,
  REFUSALS,
  openBankingReturnBodySchema,
  openBankingStartAnswerSchema,
  openBankingStartBodySchema,
  type OpenBankingProvider,
} from '../../../contract/open-banking';
import { insertLeadEvent } from '../db/lead-queries';
import { insertHandoff } from '../db/open-banking-queries';
import { leadWaitingOn } from '../leads/lead-progress';
import { startUrl } from '../leads/open-banking-providers';
import { otherWay, returned } from '../leads/open-banking-service';
import { statusAnswer } from '../leads/lead-view';
import { requestOrigin } from '../providers/credentials';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema } from './schemas';

export const NOT_WAITING = 'The application is not waiting for this hand-off';

const refusalSchema = z.object({ message: z.string(), code: z.enum(REFUSALS).optional() });
const returnAnswerSchema = z.object({
  outcome: z.enum(HANDOFF_OUTCOMES),
  reason: z.string().nullable(),
  status: statusAnswerSchema,
});
const responses = {
  ...errorResponses,
  404: errorSchema.describe('No such lead (or not one of this browser)'),
  409: refusalSchema.describe(
    'The application is not on this screen, or the state was used already (`used`)',
  ),
};

/** A new hand-off: a random single-use state bound to the lead (only its hash stored) and the provider's address. */
async function start(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  p: OpenBankingProvider,
) {
  const deps = leadDeps(app, request);
  const { leadId } = request.body as { leadId: string };
  const found = await leadWaitingOn(deps, leadId, [OPEN_BANKING_ROUTES[p]], NOT_WAITING);
  if (!found.ok) return sendFailure(reply, found);
  const state = randomBytes(32).toString('base64url');
  const target = await startUrl(p, { app, state, leadId, origin: requestOrigin(request) });
  // No provider configured, and no stand-in outside development (config/modes.ts).
  if (!target) return reply.status(503).send({ message: `No ${p} hand-off is configured on this server` });
  const { url, reference } = target;
  await deps.db.transaction(async (tx) => {
    await insertHandoff(tx, { state, leadId, provider: p, reference }, deps.now);
    const at = found.value.state;
    await insertLeadEvent(
      tx,
      {
        leadId,
        kind: 'open-banking-started',
        fromState: at,
        toState: at,
        status: found.value.status,
        detail: { provider: p },
      },
      deps.now,
    );
  });
  return p === 'instantor' ? { url, state } : { url };
}

/** POST start, return and other-way of each provider (docs/api.md "Open-banking hand-offs"). */
export const openBankingRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const tags = ['open-banking'];
  for (const p of OPEN_BANKING_PROVIDERS) {
    const screen = OPEN_BANKING_ROUTES[p];
    app.route({
      method: 'POST',
      url: `/api/lead/open-banking/${p}/start`,
      config: { idempotent: true },
      schema: {
        summary: `Begin the ${p} hand-off of ${screen}`,
        description:
          'Issues a single-use state (10 minutes) bound to the lead; answers where the browser goes.',
        tags,
        body: openBankingStartBodySchema,
        response: {
          200: openBankingStartAnswerSchema,
          ...responses,
          503: errorSchema.describe(
            'No provider is configured for this hand-off (and no stand-in: production)',
          ),
        },
      },
      handler: (request, reply) => start(app, request, reply, p),
    });
    app.route({
      method: 'POST',
      url: `/api/lead/open-banking/${p}/return`,
      config: { idempotent: true },
      schema: {
        summary: `What the ${p} hand-off came back with`,
        description:
          "Checks the state (known, this lead's and provider's, unused, unexpired), then asks the provider itself. " +
          'Success moves the lead on; failure and cancel are recorded and keep it on the screen.',
        tags,
        body: openBankingReturnBodySchema,
        response: {
          200: returnAnswerSchema,
          ...responses,
          422: refusalSchema.describe('An unknown, expired or unverifiable return: nothing moves'),
        },
      },
      handler: async (request, reply) => {
        const result = await returned(app, leadDeps(app, request), p, request.body);
        if (!result.ok)
          return reply.status(result.status).send({ message: result.message, code: result.code });
        return { outcome: result.outcome, reason: result.reason, status: statusAnswer(result.lead) };
      },
    });
    app.route({
      method: 'POST',
      url: `/api/lead/open-banking/${p}/other-way`,
      config: { idempotent: true },
      schema: {
        summary: `Leave the ${p} hand-off for the screen's other way`,
        description: 'Tink: the payout account typed by hand; Instantor: ID documents; Paylands: no card.',
        tags,
        body: openBankingStartBodySchema,
        response: { 200: statusAnswerSchema, ...responses },
      },
      handler: async (request, reply) => {
        const moved = await otherWay(leadDeps(app, request), p, request.body.leadId);
        return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
      },
    });
  }
  done();
};
