import type { FastifyPluginCallback } from 'fastify';
import { buildOpenApi } from '../http/openapi';

/** GET /api/openapi.json: built once, from every route registered with addRoute, when the app is ready. */
export const openApiRoutes: FastifyPluginCallback = (app, _opts, done) => {
  let document: unknown;
  app.get('/api/openapi.json', () => {
    document ??= buildOpenApi(app.routeDocs, {
      title: `Reference lead API (${app.settings.brand.id})`,
      version: '1.0.0',
      description:
        'The reference implementation of the product backend contract: leads, their states and decisions, lookups and ' +
        'policies. Human documentation: docs/api.md.',
    });
    return document;
  });
  done();
};
