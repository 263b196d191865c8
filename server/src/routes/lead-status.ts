import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_KEY_PATTERN } from '../../../contract/lead-key';
import { issueLink, redeemLink } from '../leads/lead-links';
import { openMove, readLead } from '../leads/lead-progress';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { errorResponses, errorSchema, leadIdParams } from './schemas';

const statusResponses = {
  200: statusAnswerSchema.describe('The application as it stands'),
  ...errorResponses,
  404: errorSchema.describe('No such lead'),
};

/** Continue and skip: also 409 on a post-offer screen that moves on only through its own call. */
const moveResponses = {
  ...statusResponses,
  409: errorSchema.describe('The screen moves on only through its own call, which the message names'),
};

const urlType = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a link type such as continue, offer or sms');

const linkParams = z.strictObject({
  id: z.string().regex(LEAD_KEY_PATTERN, 'a link token'),
  urlType,
});

/** Links carry tracking parameters we do not know in advance: any short string values are accepted. */
const linkQuery = z
  .record(z.string().max(64), z.string().max(500))
  .refine((q) => Object.keys(q).length <= 30, 'too many parameters');

const v3LinkQuery = z.strictObject({ refTransactionId: z.string().max(200).optional() });

/** One continue-link route: where it answers and how it is documented; the handler is shared. */
interface LinkRoute {
  url: string;
  summary: string;
  description: string;
  tags: string[];
  querystring: z.ZodType<Record<string, string | undefined>>;
}

const v3Link: Omit<LinkRoute, 'url'> = {
  summary: 'Resume a lead from a link (v3)',
  description: 'As the v2 call; `refTransactionId` (the affiliate transaction) is recorded with the visit.',
  tags: ['lead', 'v3'],
  querystring: v3LinkQuery,
};

// The spec lists the v3 call relative to the backend base; the brief of the reference API also puts it at
// the origin root like the v3 lead path. Both answer.
const linkRoutes: readonly LinkRoute[] = [
  {
    url: '/api/v2/lead/url/:id/:urlType',
    summary: 'Resume a lead from a link',
    description:
      "The `id` is the token of a continue link (POST /api/lead/{id}/link). Opened with the browser's lead key, " +
      'an unused, unexpired token gives that browser the lead; it is then used up (the same browser may open it ' +
      'again). Answers the state and route to resume at; the query string of the link is recorded with the visit.',
    tags: ['lead'],
    querystring: linkQuery,
  },
  { url: '/api/v3/lead/url/:id/:urlType', ...v3Link },
  { url: '/v3/lead/url/:id/:urlType', ...v3Link },
];

/** Continue and skip take no body; an empty JSON object is accepted too. */
const emptyBody = z.strictObject({}).nullish();

export const leadStatusRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'GET',
    url: '/api/lead/status/:id',
    schema: {
      summary: 'Status of an application',
      description:
        'Polled by the checking screen. While `application.status` is `checking` nothing else shows; once the ' +
        'checking time is over, this call applies the decision: accepted (offerId, offer figures, partner), ' +
        'rejected, redirected (redirectUrl on an allowlisted partner host, redirectMethod) or a post-offer screen ' +
        '(`pending`).',
      tags: ['lead'],
      params: leadIdParams,
      response: statusResponses,
    },
    handler: async (request, reply) => {
      const record = await readLead(leadDeps(app, request), request.params.id);
      return record ? statusAnswer(record) : reply.status(404).send({ message: 'Lead not found' });
    },
  });

  for (const how of ['continue', 'skip'] as const) {
    app.route({
      method: 'POST',
      url: `/api/lead/${how}/:id`,
      schema: {
        summary:
          how === 'continue' ? 'Finish the current post-offer screen' : 'Skip the current post-offer screen',
        description:
          'On a post-offer screen a person may leave without its step (ID upload) moves to the next screen of ' +
          'the offer, or to accepted after the last. Any other post-offer screen moves on only through its own ' +
          'call: 409, whose message names it. Outside the post-offer screens it changes nothing and answers the ' +
          'application as it stands (so the app can resume from a continue link).',
        tags: ['lead'],
        params: leadIdParams,
        body: emptyBody,
        response: moveResponses,
      },
      handler: async (request, reply) => {
        const result = await openMove(leadDeps(app, request), request.params.id, how);
        return result.ok ? statusAnswer(result.value) : sendFailure(reply, result);
      },
    });
  }

  app.route({
    method: 'POST',
    url: '/api/lead/:id/link',
    schema: {
      summary: 'A continue link for an email or a message',
      description:
        "Only the lead's own browser (its lead key) may ask. Answers a single-use token that expires " +
        '(`expiresAt`) and the app path to put in the link, `/continue/{token}`.',
      tags: ['lead'],
      params: leadIdParams,
      body: z.strictObject({ urlType }),
      response: {
        201: z.object({ token: z.string(), path: z.string(), expiresAt: z.string() }).describe('The link'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
      },
    },
    handler: async (request, reply) => {
      const issued = await issueLink(leadDeps(app, request), request.params.id, request.body.urlType);
      if (!issued.ok) return sendFailure(reply, issued);
      const { token, expiresAt } = issued.value;
      return reply
        .status(201)
        .send({ token, path: `/continue/${token}`, expiresAt: expiresAt.toISOString() });
    },
  });

  for (const link of linkRoutes) {
    const { url, querystring, ...doc } = link;
    app.route({
      method: 'GET',
      url,
      schema: {
        ...doc,
        params: linkParams,
        querystring,
        response: {
          ...statusResponses,
          401: errorSchema.describe('No lead key'),
          410: errorSchema.describe('The link was used by another browser'),
        },
      },
      handler: async (request, reply) => {
        const { id: token, urlType: type } = request.params;
        const result = await redeemLink(leadDeps(app, request), token, { urlType: type, ...request.query });
        return result.ok ? statusAnswer(result.value) : sendFailure(reply, result);
      },
    });
  }
  done();
};
