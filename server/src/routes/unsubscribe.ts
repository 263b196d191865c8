import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataPoints, validationContext } from '../../../contract/data-points';
import { UNSUBSCRIBE_TOKEN_MAX } from '../../../contract/unsubscribe';
import { readUnsubscribeToken, unsubscribeToken } from '../mail/unsubscribe-token';
import { errorResponses, errorSchema } from './schemas';

export interface UnsubscribeOptions {
  /** The key unsubscribe tokens are signed with (UNSUBSCRIBE_SECRET). */
  secret: string;
  /** Also the test-only maker of links (`TEST_ROUTES=1`), standing in for the mailer. */
  testRoutes: boolean;
}

/**
 * Unsubscribe from marketing (docs/decisions/0041): only with the signed token of a link the product sent to that
 * address, in the body; never an address in the query.
 */
export const unsubscribeRoutes: FastifyPluginCallbackZod<UnsubscribeOptions> = (app, options, done) => {
  app.route({
    method: 'POST',
    url: '/api/customer/email/unsubscribe',
    schema: {
      summary: 'Unsubscribe the recipient of a link from marketing',
      description:
        'The body holds the token of an unsubscribe link (`/unsubscribe?token=`), signed for one address of this brand ' +
        'with the server secret. Idempotent. An address in the query, a forged token or one of another brand is refused.',
      tags: ['customer'],
      querystring: z.strictObject({}),
      body: z.strictObject({ token: z.string().min(1).max(UNSUBSCRIBE_TOKEN_MAX) }),
      response: {
        200: z.object({ email: z.string(), unsubscribed: z.literal(true) }).describe('Unsubscribed'),
        ...errorResponses,
        403: errorSchema.describe('Not the token of a link this brand sent'),
      },
    },
    handler: async (request, reply) => {
      const brand = app.settings.brand.id;
      const email = readUnsubscribeToken(options.secret, brand, request.body.token);
      if (email === null) return reply.status(403).send({ message: 'Not a valid unsubscribe link' });
      await app.db.query(
        'INSERT INTO unsubscribes (brand, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (brand, email) DO NOTHING',
        [brand, email, app.settings.now()],
      );
      return { email, unsubscribed: true as const };
    },
  });

  if (options.testRoutes) {
    const emailPoint = dataPoints.email;
    if (!emailPoint) throw new Error('the catalogue has no email data point');
    app.route({
      method: 'GET',
      url: '/api/test/unsubscribe-link',
      schema: {
        summary: 'TEST ONLY: the unsubscribe link a message to this address would carry',
        description:
          'Registered only with `TEST_ROUTES=1`: stands in for the mailer, which signs the links it sends.',
        tags: ['test'],
        querystring: z.strictObject({ email: z.string().min(1).max(254) }),
        response: {
          200: z.object({ token: z.string(), path: z.string() }).describe('The link'),
          ...errorResponses,
        },
      },
      handler: async (request, reply) => {
        const parsed = emailPoint
          .schema(validationContext(app.settings.brand, app.settings.now()))
          .safeParse(request.query.email);
        if (!parsed.success) return reply.status(400).send({ message: 'Not an email address' });
        const token = unsubscribeToken(options.secret, app.settings.brand.id, String(parsed.data));
        return { token, path: `/unsubscribe?token=${token}` };
      },
    });
  }
  done();
};
