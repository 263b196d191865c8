import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMove, readLead } from '../leads/lead-progress';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { continueLinkRoutes } from './continue-links';
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

  continueLinkRoutes(app);
  done();
};
