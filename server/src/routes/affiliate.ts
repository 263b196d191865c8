import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { affiliateReferenceSchema, UUID_PATTERN } from '../../../contract/lead';
import { findLead } from '../db/lead-queries';
import { keyHashOf } from '../leads/lead-key';
import { errorResponses, errorSchema } from './schemas';

const affiliateEventBody = z.strictObject({
  product: z.string().min(1).max(100),
  event: z
    .string()
    .regex(
      /^[a-z][a-z0-9-]{0,39}$/,
      'a kebab-case event name such as landing, lead or registration-complete',
    ),
  leadId: z.string().regex(UUID_PATTERN).optional(),
  sessionId: z.string().regex(UUID_PATTERN).optional(),
  affiliateReferenceParams: affiliateReferenceSchema.optional(),
});

export const affiliateRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/affiliate/event',
    schema: {
      summary: 'Record an affiliate event',
      description:
        'A funnel event attributed to an affiliate reference (attribute, subId, transactionId). An event naming a ' +
        'lead is recorded once per lead and event; a repeat is answered 202 and stores nothing.',
      tags: ['affiliate'],
      body: affiliateEventBody,
      response: {
        202: z.object({ status: z.literal('accepted') }).describe('Recorded'),
        ...errorResponses,
        404: errorSchema.describe('The lead is not one of this browser'),
        422: errorSchema.describe("The product is not this brand's"),
      },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if (body.product !== app.settings.brand.productId) {
        return reply
          .status(422)
          .send({ message: `Unknown product: this server takes "${app.settings.brand.productId}"` });
      }
      // A conversion names a lead only when it is a real one, of the browser that reports it.
      if (body.leadId !== undefined) {
        const lead = await findLead(app.db, app.settings.brand.id, body.leadId, {
          keyHash: keyHashOf(request),
        });
        if (!lead) return reply.status(404).send({ message: 'Lead not found' });
      }
      const ref = body.affiliateReferenceParams;
      // An event of a lead is recorded once (two tabs, a retry): a repeat is answered the same, storing nothing.
      await app.db.query(
        `INSERT INTO affiliate_events (brand, product, lead_id, event, attribute, sub_id, transaction_id, payload, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         ON CONFLICT (brand, lead_id, event) WHERE lead_id IS NOT NULL DO NOTHING`,
        [
          app.settings.brand.id,
          body.product,
          body.leadId ?? null,
          body.event,
          ref?.attribute ?? null,
          ref?.subId ?? null,
          ref?.transactionId ?? null,
          JSON.stringify(body),
          app.settings.now(),
        ],
      );
      return reply.status(202).send({ status: 'accepted' as const });
    },
  });
  done();
};
