import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { UUID_PATTERN } from '../../../contract/lead';
import { insertLeadEvent } from '../db/lead-queries';
import { addRoute } from '../http/route';
import { moveLead, readLead } from '../leads/lead-progress';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, leadIdParams, statusAnswerSchema } from './schemas';

const statusResponses = {
  200: { description: 'The application as it stands', schema: statusAnswerSchema },
  ...errorResponses,
  404: { description: 'No such lead', schema: errorSchema },
} as const;

const linkParams = z.strictObject({
  id: z.string().regex(UUID_PATTERN, 'a lead id (UUID)'),
  urlType: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a link type such as continue, offer or sms'),
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
      'Answers the state and route to resume at. The query string of the link is recorded with the visit.',
    tags: ['lead'],
    querystring: linkQuery,
  },
  { url: '/api/v3/lead/url/:id/:urlType', ...v3Link },
  { url: '/v3/lead/url/:id/:urlType', ...v3Link },
];

/** Continue and skip take no body; an empty JSON object is accepted too. */
const emptyBody = z.strictObject({}).nullish();

export const leadStatusRoutes: FastifyPluginCallback = (app, _opts, done) => {
  addRoute(app, {
    method: 'GET',
    url: '/api/lead/status/:id',
    summary: 'Status of an application',
    description:
      'Polled by the checking screen. While `application.status` is `checking` nothing else shows; once the ' +
      'checking time is over, this call applies the decision: accepted (offerId, partner), rejected, redirected ' +
      '(redirectUrl on an allowlisted partner host, redirectMethod) or a post-offer screen (`pending`).',
    tags: ['lead'],
    params: leadIdParams,
    responses: statusResponses,
    handler: async (request, reply) => {
      const record = await readLead(leadDeps(app), request.params.id);
      return record ? statusAnswer(record) : reply.status(404).send({ message: 'Lead not found' });
    },
  });

  for (const how of ['continue', 'skip'] as const) {
    addRoute(app, {
      method: 'POST',
      url: `/api/lead/${how}/:id`,
      summary:
        how === 'continue' ? 'Finish the current post-offer screen' : 'Skip the current post-offer screen',
      description:
        'On a post-offer screen (status `pending`: mobile verification, ID upload, consents) moves to the next ' +
        'screen of the offer, or to accepted after the last. Anywhere else it changes nothing and answers the ' +
        'application as it stands (so the app can resume from a continue link).',
      tags: ['lead'],
      params: leadIdParams,
      body: emptyBody,
      responses: statusResponses,
      handler: async (request, reply) => {
        const result = await moveLead(leadDeps(app), request.params.id, how);
        return result.ok ? statusAnswer(result.value) : sendFailure(reply, result);
      },
    });
  }

  async function openLink(id: string, urlType: string, query: Record<string, string | undefined>) {
    const deps = leadDeps(app);
    const record = await readLead(deps, id);
    if (!record) return undefined;
    await insertLeadEvent(
      app.db,
      {
        leadId: id,
        kind: 'opened-link',
        fromState: record.state,
        toState: record.state,
        status: record.status,
        detail: { urlType, ...query },
      },
      deps.now,
    );
    return statusAnswer(record);
  }

  for (const link of linkRoutes) {
    addRoute(app, {
      method: 'GET',
      ...link,
      params: linkParams,
      responses: statusResponses,
      handler: async (request, reply) =>
        (await openLink(request.params.id, request.params.urlType, request.query)) ??
        reply.status(404).send({ message: 'Lead not found' }),
    });
  }
  done();
};
