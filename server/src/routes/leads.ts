import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { keyHashOf } from '../leads/lead-key';
import { addRoute } from '../http/route';
import { createLead, updateLead, type LeadDeps, type Result } from '../leads/lead-service';
import { leadAnswer } from '../leads/lead-view';
import type { LeadRecord } from '../db/lead-queries';
import {
  errorResponses,
  errorSchema,
  fieldErrorsSchema,
  leadAnswerSchema,
  leadBodySchema,
  leadIdParams,
} from './schemas';

/** What the lead service needs for one request, with who asks (the lead key the request carries). */
export function leadDeps(app: FastifyInstance, request: FastifyRequest): LeadDeps {
  return {
    access: { keyHash: keyHashOf(request) },
    db: app.db,
    brand: app.settings.brand,
    now: app.settings.now(),
    checkingMs: app.settings.checkingMs,
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

const createDoc = {
  tags: ['lead'],
  body: leadBodySchema,
  idempotent: true,
  responses: {
    201: { description: 'Created', schema: leadAnswerSchema },
    ...errorResponses,
    409: { description: 'The Idempotency-Key is still in use by a request in flight', schema: errorSchema },
    422: {
      description: 'Field errors (or an Idempotency-Key reused with another body)',
      schema: fieldErrorsSchema.or(errorSchema),
    },
  },
} as const;

const updateResponses = {
  200: { description: 'Updated', schema: leadAnswerSchema },
  ...errorResponses,
  404: { description: 'No such lead', schema: errorSchema },
  409: { description: 'The application is closed, or the Idempotency-Key is in flight', schema: errorSchema },
  422: {
    description: 'Field errors (or an Idempotency-Key reused with another body)',
    schema: fieldErrorsSchema.or(errorSchema),
  },
} as const;

export const leadRoutes: FastifyPluginCallback = (app, _opts, done) => {
  for (const url of ['/api/v2/lead', '/api/lead']) {
    addRoute(app, {
      ...createDoc,
      method: 'POST',
      url,
      summary: 'Create a lead',
      description:
        "Stores a new lead for this brand. `product` must be the brand's product id. An `id` in the body is ignored. " +
        'With `submit: true` the application is submitted at once.',
      handler: async (request, reply) => answer(reply, await createLead(leadDeps(app, request), request.body), 201),
    });
  }

  addRoute(app, {
    method: 'PUT',
    url: '/api/v2/lead/:id',
    summary: 'Update a lead',
    description:
      'Merges the body into the stored lead: sections merge shallowly, tags are united. With `submit: true` the ' +
      'application is submitted: it moves to checking and the decision engine runs.',
    tags: ['lead'],
    params: leadIdParams,
    body: leadBodySchema,
    idempotent: true,
    responses: updateResponses,
    handler: async (request, reply) =>
      answer(reply, await updateLead(leadDeps(app, request), request.params.id, request.body), 200),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/api/lead',
    summary: 'Update a lead (id in the body)',
    description:
      'The configured lead path of the web app: as PUT /api/v2/lead/{id}, with the id in the body.',
    tags: ['lead'],
    body: leadBodySchema,
    idempotent: true,
    responses: updateResponses,
    handler: async (request, reply) => {
      const id = request.body.id;
      const parsed = leadIdParams.safeParse({ id });
      if (!parsed.success)
        return reply.status(400).send({ message: 'The body needs the id (UUID) of the lead to update' });
      return answer(reply, await updateLead(leadDeps(app, request), parsed.data.id, request.body), 200);
    },
  });
  done();
};
