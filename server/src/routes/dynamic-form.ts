import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID_PATTERN } from '../../../contract/lead';
import { dataPoints } from '../../../contract/data-points';
import { DYNAMIC_STEPS } from '../../../contract/dynamic-steps';
import { insertLeadEvent, type LeadRecord } from '../db/lead-queries';
import { INITIAL_DATA_POINTS } from '../../../contract/dynamic-steps';
import { requestedDataPoints } from '../../../contract/dynamic-stages';
import { readLead } from '../leads/lead-progress';
import { createLead, updateLead } from '../leads/lead-service';
import { leadAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { dynamicLeadAnswerSchema } from '../../../contract/api-answers';
import { errorResponses, errorSchema, fieldErrorsSchema, leadBodySchema } from './schemas';

const dataPointsAnswerSchema = z.object({
  id: z.string().optional(),
  state: z.number().int(),
  requestedDataPoints: z.array(z.string()),
});

/**
 * The final page of the form (the review, which sends `submit: true`) also sends every data point it asked, in
 * page order, and each page's 1-based step (behaviour §2); both are recorded with the submission as a
 * `pages-submitted` event.
 */
const dynamicBodySchema = leadBodySchema.extend({
  dataPoints: z
    .array(z.string().refine((id) => id in dataPoints, 'a data point of the catalogue'))
    .max(200)
    .optional()
    .describe('final page (with `submit`): every data point asked, in page order'),
  stepOrder: z
    .partialRecord(z.enum(DYNAMIC_STEPS), z.number().int().min(1).max(DYNAMIC_STEPS.length))
    .optional()
    .describe('final page: the 1-based order of each page shown'),
});

export const dynamicFormRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const country = app.settings.brand.country;
  const complete = (lead: Parameters<typeof requestedDataPoints>[1]) =>
    requestedDataPoints(country, lead).length === 0;
  // Submitted only when asked (the review page's button) and nothing is missing; otherwise the answer names
  // what still is.
  const submitIf = (asked: boolean | undefined) => ({
    submitWhen: (lead: Parameters<typeof complete>[0]) => asked === true && complete(lead),
  });
  const answer = (record: LeadRecord) => ({
    ...leadAnswer(record),
    requestedDataPoints: record.status === 'in-progress' ? requestedDataPoints(country, record.data) : [],
  });

  app.route({
    method: 'POST',
    url: '/v3/lead',
    config: { idempotent: true },
    schema: {
      summary: 'Dynamic form: send answers, get the data points to ask next',
      description:
        'Without `id` creates the lead (201), with the `id` of a lead updates it (200). Answers the data points to ' +
        'ask for next (see "Dynamic form" in docs/api.md); empty once none is missing. With `submit: true` and ' +
        'none missing, the application is submitted (status `checking`).',
      tags: ['lead', 'v3'],
      body: dynamicBodySchema,
      response: {
        200: dynamicLeadAnswerSchema.describe('Updated'),
        201: dynamicLeadAnswerSchema.describe('Created'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
        409: errorSchema.describe(
          'The application was submitted (its answers can no longer be changed), or the Idempotency-Key is in flight',
        ),
        422: fieldErrorsSchema.or(errorSchema).describe('Field errors'),
      },
    },
    handler: async (request, reply) => {
      const deps = leadDeps(app, request);
      const { dataPoints: pagesDataPoints, stepOrder, submit, ...body } = request.body;
      const { id } = body;
      const result =
        id === undefined
          ? await createLead(deps, body, submitIf(submit))
          : UUID_PATTERN.test(id)
            ? await updateLead(deps, id, body, submitIf(submit))
            : ({ ok: false, status: 400, message: 'id must be a lead id (UUID)' } as const);
      if (!result.ok) return sendFailure(reply, result);
      if (pagesDataPoints && stepOrder && result.value.status !== 'in-progress') {
        await insertLeadEvent(
          app.db,
          {
            leadId: result.value.id,
            kind: 'pages-submitted',
            fromState: result.value.state,
            toState: result.value.state,
            status: result.value.status,
            detail: { dataPoints: pagesDataPoints, stepOrder },
          },
          deps.now,
        );
      }
      return reply.status(id === undefined ? 201 : 200).send(answer(result.value));
    },
  });

  app.route({
    method: 'GET',
    url: '/api/v3/test/datapoints',
    schema: {
      summary: 'Dynamic form: the data points to ask next',
      description:
        "Without `id`: the first page's data points. With the `id` of a lead: what POST /v3/lead would ask next.",
      tags: ['lead', 'v3'],
      querystring: z.strictObject({ id: z.string().regex(UUID_PATTERN, 'a lead id (UUID)').optional() }),
      response: {
        200: dataPointsAnswerSchema.describe('The data points'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
      },
    },
    handler: async (request, reply) => {
      const { id } = request.query;
      if (id === undefined) return { state: 0, requestedDataPoints: [...INITIAL_DATA_POINTS] };
      const record = await readLead(leadDeps(app, request), id);
      if (!record) return reply.status(404).send({ message: 'Lead not found' });
      const { requestedDataPoints: ids, state } = answer(record);
      return { id, state, requestedDataPoints: ids };
    },
  });
  done();
};
