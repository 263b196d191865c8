import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_RULES } from '../../../contract/backend-profile';
import { LEAD_KEY_PATTERN } from '../../../contract/lead-key';
import { UUID_PATTERN } from '../../../contract/uuid';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { issueLink, openLeadLink, redeemLink } from '../leads/lead-links';
import { findLead } from '../db/lead-queries';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, leadIdParams } from './schemas';

type App = Parameters<FastifyPluginCallbackZod>[0];

const urlType = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a link type such as continue, offer or sms');

/** The link's `{id}`: a token under `keyed`, the lead id under `spec` (contract/backend-profile.ts). */
const linkParams = (byLeadId: boolean) =>
  z.strictObject({
    id: byLeadId
      ? z.string().regex(UUID_PATTERN, 'a lead id (UUID)')
      : z.string().regex(LEAD_KEY_PATTERN, 'a link token'),
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
      "Under `keyed` the `id` is the token of a continue link (POST /api/lead/{id}/link). Opened with the browser's " +
      'lead key, an unused, unexpired token gives that browser the lead; it is then used up (the same browser may ' +
      'open it again, another gets 410). Under `spec` the `id` is the lead id and any request gets the lead. ' +
      'Answers the state and route to resume at; the query string of the link is recorded with the visit.',
    tags: ['lead'],
    querystring: linkQuery,
  },
  { url: '/api/v3/lead/url/:id/:urlType', ...v3Link },
  { url: '/v3/lead/url/:id/:urlType', ...v3Link },
];

const statusResponses = {
  200: statusAnswerSchema.describe('The application as it stands'),
  ...errorResponses,
  404: errorSchema.describe('No such lead, or no such link'),
  401: errorSchema.describe('No lead key (keyed)'),
  410: errorSchema.describe('The link was opened by another browser (keyed)'),
};

/** POST /api/lead/{id}/link: the link an email or a message carries, as the profile forms it. */
function issueLinkRoute(app: App): void {
  const profile = app.settings.brand.backendProfile;
  app.route({
    method: 'POST',
    url: '/api/lead/:id/link',
    schema: {
      summary: 'A continue link for an email or a message',
      description:
        "Only the lead's own browser (its lead key) may ask. Under `keyed` it answers a single-use token that " +
        'expires (`expiresAt`) and the app path to put in the link, `/continue/{token}`; under `spec` the link ' +
        'carries the lead id, `/continue/{id}`, and does not expire.',
      tags: ['lead'],
      params: leadIdParams,
      body: z.strictObject({ urlType }),
      response: {
        201: z
          .object({ token: z.string(), path: z.string(), expiresAt: z.string().optional() })
          .describe('The link'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
      },
    },
    handler: async (request, reply) => {
      const deps = leadDeps(app, request);
      const { id } = request.params;
      if (PROFILE_RULES[profile].continueLink === 'lead-id') {
        if (!(await findLead(deps.db, deps.brand.id, id, deps.access)))
          return reply.status(404).send({ message: 'Lead not found' });
        return reply.status(201).send({ token: id, path: `/continue/${id}` });
      }
      const issued = await issueLink(deps, id, request.body.urlType);
      if (!issued.ok) return sendFailure(reply, issued);
      const { token, expiresAt } = issued.value;
      return reply
        .status(201)
        .send({ token, path: `/continue/${token}`, expiresAt: expiresAt.toISOString() });
    },
  });
}

/** The continue link (behaviour §7) and the link an email carries, in the brand's backend profile. */
export function continueLinkRoutes(app: App): void {
  issueLinkRoute(app);
  const profile = app.settings.brand.backendProfile;
  const byLeadId = PROFILE_RULES[profile].continueLink === 'lead-id';
  for (const link of linkRoutes) {
    const { url, querystring, ...doc } = link;
    app.route({
      method: 'GET',
      url,
      schema: { ...doc, params: linkParams(byLeadId), querystring, response: statusResponses },
      handler: async (request, reply) => {
        const { id, urlType: type } = request.params;
        const visit = { urlType: type, ...request.query };
        const deps = leadDeps(app, request);
        const result = await (byLeadId ? openLeadLink(deps, id, visit) : redeemLink(deps, id, visit));
        return result.ok ? statusAnswer(result.value) : sendFailure(reply, result);
      },
    });
  }
}
