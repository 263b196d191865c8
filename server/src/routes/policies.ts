import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALE_IDS } from '../../../brands/schema';
import { policiesAnswerSchema } from '../../../contract/api-answers';
import { policiesFor } from '../content/policies';
import { errorResponses } from './schemas';

/** The policies answer, with the product's locale ids. */
const policiesSchema = policiesAnswerSchema.extend({ locale: z.enum(LOCALE_IDS) });

export const policyRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  // The configured policies path of the web app, and the spec's /policy at the origin root.
  for (const url of ['/api/policies', '/policy']) {
    app.route({
      method: 'GET',
      url,
      schema: {
        summary: 'The policies to accept',
        description:
          "General terms, privacy and marketing consent, versioned, in the brand's locale (or `locale`). Required ones " +
          "must be accepted to submit; the accepted ids go in the lead's `policies` list.",
        tags: ['policy'],
        querystring: z.strictObject({ locale: z.enum(LOCALE_IDS).optional() }),
        response: { 200: policiesSchema.describe('The policies'), ...errorResponses },
      },
      handler: (request, reply) => {
        const locale = request.query.locale ?? app.settings.brand.locale;
        // Texts change with a deploy, not per request: a shared cache may keep them for an hour.
        reply.header('cache-control', 'public, max-age=3600');
        return { locale, policies: policiesFor(app.settings.brand, locale) };
      },
    });
  }
  done();
};
