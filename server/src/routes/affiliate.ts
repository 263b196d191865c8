import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFFILIATE_EVENTS, AFFILIATE_ID_PATTERN } from '../../../contract/affiliate-events';
import { UUID_PATTERN } from '../../../contract/lead';
import { isoDateTime } from '../../../contract/lead-fields';
import { findLead } from '../db/lead-queries';
import { accessOf } from '../leads/lead-key';
import { errorResponses, errorSchema } from './schemas';

const affiliateId = z
  .string()
  .regex(
    AFFILIATE_ID_PATTERN,
    'an affiliate id: letters, digits and . _ ~ : - (never an address or a phone)',
  );

/** Ids only (decision 0019): the lead, the session and the affiliate's ids, each of its documented shape. */
const affiliateEventBody = z.strictObject({
  product: z.string().min(1).max(100),
  event: z.enum(AFFILIATE_EVENTS),
  leadId: z.string().regex(UUID_PATTERN, 'a lead id (UUID)'),
  sessionId: z.string().regex(UUID_PATTERN, 'a session id (UUID)').optional(),
  affiliateReferenceParams: z
    .strictObject({
      attribute: affiliateId.optional(),
      subId: affiliateId.optional(),
      transactionId: affiliateId.optional(),
      setAt: isoDateTime,
    })
    .optional(),
});

export const affiliateRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/affiliate/event',
    schema: {
      summary: 'Record an affiliate event',
      description:
        "A conversion of one of the caller's leads (its lead key), attributed to an affiliate reference " +
        '(attribute, subId, transactionId). Ids only: an id of another shape (an address, a phone number, a name ' +
        'with spaces) is 400. Recorded once per lead and event; a repeat is answered 202 and stores nothing.',
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
      // A conversion is of a real lead, of the browser that reports it: no key, no event.
      const { keyHash } = accessOf(request, app.settings.brand.backendProfile);
      if (keyHash === null)
        return reply
          .status(401)
          .send({ message: 'An event is reported with its lead key: Authorization: Bearer <key>' });
      const lead = await findLead(app.db, app.settings.brand.id, body.leadId, { keyHash });
      if (!lead) return reply.status(404).send({ message: 'Lead not found' });
      const ref = body.affiliateReferenceParams;
      // An event of a lead is recorded once (two tabs, a retry): a repeat is answered the same, storing nothing
      // (the unique index of migration 004).
      await app.db.query(
        `INSERT INTO affiliate_events (brand, product, lead_id, event, attribute, sub_id, transaction_id, payload, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         ON CONFLICT (brand, lead_id, event) WHERE lead_id IS NOT NULL DO NOTHING`,
        [
          app.settings.brand.id,
          body.product,
          body.leadId,
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
