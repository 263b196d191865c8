import type { FastifyPluginCallback } from 'fastify';

/** Liveness and readiness in one: the process answers and the database is reachable. */
export const healthRoutes: FastifyPluginCallback = (app, _opts, done) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
  done();
};
