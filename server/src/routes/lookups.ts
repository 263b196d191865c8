import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companiesAnswerSchema, placeAnswerSchema } from '../../../contract/api-answers';
import { validatePostcode } from '../../../contract/validators';
import { searchCompanies } from '../content/companies';
import { POSTCODES } from '../content/postcodes';
import { errorResponses, errorSchema } from './schemas';

export const lookupRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const { country } = app.settings.brand;
  const places = new Map(POSTCODES[country].map((p) => [p.postcode, p]));

  for (const url of ['/api/postcode/lookup/:code', '/api/postcode/:code']) {
    app.route({
      method: 'GET',
      url,
      schema: {
        summary: 'Look up a postcode',
        description:
          "The city and province of a postcode of the brand's country. A postcode of a wrong form is 400; an unknown one 404.",
        tags: ['lookup'],
        params: z.strictObject({ code: z.string().min(1).max(12) }),
        response: {
          200: placeAnswerSchema.describe('The place'),
          ...errorResponses,
          404: errorSchema.describe('Unknown postcode'),
        },
      },
      handler: async (request, reply) => {
        const valid = validatePostcode(country, request.params.code);
        if (!valid.ok) return reply.status(400).send({ message: `Not a postcode of ${country}` });
        const place = places.get(valid.normalized);
        if (!place) return reply.status(404).send({ message: 'Postcode not found' });
        return reply.send({ ...place, country });
      },
    });
  }

  app.route({
    method: 'GET',
    url: '/api/company/:name',
    schema: {
      summary: 'Search employers by name',
      description:
        "Employers of the brand's country whose name contains every word typed (accents and case ignored); at most 10.",
      tags: ['lookup'],
      params: z.strictObject({ name: z.string().trim().min(2, 'at least 2 characters').max(100) }),
      response: {
        200: companiesAnswerSchema.describe('Matches, best first (may be empty)'),
        ...errorResponses,
      },
    },
    handler: (request) => ({ companies: searchCompanies(country, request.params.name) }),
  });
  done();
};
