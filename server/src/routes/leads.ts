import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accessOf } from '../leads/lead-key';
import { createLead, updateLead, type LeadDeps, type Result } from '../leads/lead-service';
import { leadAnswer } from '../leads/lead-view';
import type { LeadRecord } from '../db/lead-queries';
import { leadAnswerSchema } from '../../../contract/api-answers';
import { errorResponses, errorSchema, fieldErrorsSchema, leadBodySchema, leadIdParams } from './schemas';

/** What the lead service needs for one request, with who asks (the lead key it carries, or the `spec` profile's). */
export function leadDeps(app: FastifyInstance, request: FastifyRequest): LeadDeps {
  return {
    access: accessOf(request, app.settings.brand.backendProfile),
    db: app.db,
    brand: app.settings.brand,
    now: app.settings.now(),
    checkingMs: app.settings.checkingMs,
    log: request.log,
    codes: app.settings.codes,
  };
}

/** Sends a service failure: 422 with the field errors, other 4xx with a message. */
export function sendFailure(
  reply: FastifyReply,
  result: Exclude<Result<unknown>, { ok: true }>,
): FastifyReply {
  return reply
    .status(result.status)
    .send(result.errors ? { message: result.message, errors: result.errors } : { message: result.message });
}

function answer(reply: FastifyReply, result: Result<LeadRecord>, okStatus: 200 | 201): FastifyReply {
  return result.ok ? reply.status(okStatus).send(leadAnswer(result.value)) : sendFailure(reply, result);
}

const fieldErrors = fieldErrorsSchema
  .or(errorSchema)
  .describe('Field errors (or an Idempotency-Key reused with another body)');

const createResponses = {
  201: leadAnswerSchema.describe('Created'),
  ...errorResponses,
  409: errorSchema.describe('The Idempotency-Key is still in use by a request in flight'),
  422: fieldErrors,
};

const updateResponses = {
  200: leadAnswerSchema.describe('Updated'),
  ...errorResponses,
  404: errorSchema.describe('No such lead'),
  409: errorSchema.describe(
    'The application was submitted (its answers can no longer be changed), or the Idempotency-Key is in flight',
  ),
  422: fieldErrors,
};

export const leadRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  // Behaviour §7's "lead (configured path)": the brand's, where it names one, beside the reference API's own.
  const configured = app.settings.brand.api.leadPath;
  const leadPaths = ['/api/lead', ...(configured && configured !== '/lead' ? [`/api${configured}`] : [])];
  for (const url of ['/api/v2/lead', ...leadPaths]) {
    app.route({
      method: 'POST',
      url,
      config: { idempotent: true },
      schema: {
        summary: 'Create a lead',
        description:
          "Stores a new lead for this brand. `product` must be the brand's product id. An `id` in the body is ignored. " +
          'With `submit: true` the application is submitted at once.',
        tags: ['lead'],
        body: leadBodySchema,
        response: createResponses,
      },
      handler: async (request, reply) =>
        answer(reply, await createLead(leadDeps(app, request), request.body), 201),
    });
  }

  app.route({
    method: 'PUT',
    url: '/api/v2/lead/:id',
    config: { idempotent: true },
    schema: {
      summary: 'Update a lead',
      description:
        'Merges the body into the stored lead: sections merge shallowly, tags are united. With `submit: true` the ' +
        'application is submitted: it moves to checking and the decision engine runs.',
      tags: ['lead'],
      params: leadIdParams,
      body: leadBodySchema,
      response: updateResponses,
    },
    handler: async (request, reply) =>
      answer(reply, await updateLead(leadDeps(app, request), request.params.id, request.body), 200),
  });

  for (const url of leadPaths) registerUpdateByBody(app, url);
  done();
};

/** PUT on a configured lead path: an update whose lead id is in the body. */
function registerUpdateByBody(app: Parameters<FastifyPluginCallbackZod>[0], url: string): void {
  app.route({
    method: 'PUT',
    url,
    config: { idempotent: true },
    schema: {
      summary: 'Update a lead (id in the body)',
      description:
        'The configured lead path of the web app: as PUT /api/v2/lead/{id}, with the id in the body.',
      tags: ['lead'],
      body: leadBodySchema,
      response: updateResponses,
    },
    handler: async (request, reply) => {
      const id = request.body.id;
      const parsed = leadIdParams.safeParse({ id });
      if (!parsed.success)
        return reply.status(400).send({ message: 'The body needs the id (UUID) of the lead to update' });
      return answer(reply, await updateLead(leadDeps(app, request), parsed.data.id, request.body), 200);
    },
  });
}
