import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { partnerLogosAnswerSchema, partnerLogosPath } from '../../../contract/partner-logos';
import { PARTNER_LOGOS } from '../decision/partner-logos';
import { errorResponses } from './schemas';

/** Behaviour §7 `/partner/logos`: the logos the offer screens show beside a lender's name. */
export const partnerLogoRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'GET',
    url: `/api${partnerLogosPath}`,
    schema: {
      summary: "The lenders' logos",
      description:
        'Each lender with a logo, as an SVG picture in a data: address; a lender not listed is named in words only.',
      tags: ['lookup'],
      response: { 200: partnerLogosAnswerSchema.describe('The logos'), ...errorResponses },
    },
    handler: async (_request, reply) => {
      // The logos change with a deploy, not per request.
      reply.header('cache-control', 'public, max-age=3600');
      return { logos: [...PARTNER_LOGOS] };
    },
  });
  done();
};
