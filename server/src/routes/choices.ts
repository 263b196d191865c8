import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POSITION_TYPES } from '../../../contract/options';
import { VEHICLE_MODELS } from '../../../contract/vehicle-models';
import { errorResponses } from './schemas';

const vehicleModelsSchema = z.object({
  makes: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
});

const ANSWER = {
  makes: Object.entries(VEHICLE_MODELS).map(([name, models]) => ({ name, models: [...models] })),
};

/**
 * Behaviour §7's lists behind two detail screens: `/data/vehicleModels.json`, the makes and models the `/vehicle` screen
 * offers, and `/choices/position`, the positions `/professional-details` offers (the catalogue's values, which the
 * web app labels in the applicant's language).
 */
export const choiceRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'GET',
    url: '/api/choices/position',
    schema: {
      summary: 'The positions a person may hold',
      description:
        "Values of the catalogue's position-type; the web app shows each in the applicant's language.",
      tags: ['lookup'],
      response: {
        200: z.object({ choices: z.array(z.string()) }).describe('The positions'),
        ...errorResponses,
      },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { choices: [...POSITION_TYPES] };
    },
  });

  app.route({
    method: 'GET',
    url: '/api/data/vehicleModels.json',
    schema: {
      summary: 'The vehicle makes and their models',
      description: 'The list the vehicle screen offers, and the one a make and model are checked against.',
      tags: ['lookup'],
      response: { 200: vehicleModelsSchema.describe('Makes, each with its models'), ...errorResponses },
    },
    handler: async (_request, reply) => {
      // The list changes with a deploy, not per request: a shared cache may keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return ANSWER;
    },
  });
  done();
};
