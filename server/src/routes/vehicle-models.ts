import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VEHICLE_MODELS } from '../../../contract/vehicle-models';
import { errorResponses } from './schemas';

const vehicleModelsSchema = z.object({
  makes: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
});

const ANSWER = {
  makes: Object.entries(VEHICLE_MODELS).map(([name, models]) => ({ name, models: [...models] })),
};

/** Spec §7 `/data/vehicleModels.json`: the makes and models the `/vehicle` screen offers. */
export const vehicleModelRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
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
