import type { FastifyPluginCallback } from 'fastify';

/**
 * Liveness and readiness, apart. `/healthz`: the process answers (restart it when it does not), naming the brand
 * it serves, so whoever started it knows the answer is its own and not another server's on that port. `/readyz`:
 * the database takes a write now (send it traffic only then); a database that answers reads but refuses writes
 * (disk full, read-only failover) is not ready.
 */
export const healthRoutes: FastifyPluginCallback = (app, _opts, done) => {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', brand: app.settings.brand.id }),
  );

  app.get('/readyz', async (request, reply) => {
    try {
      await app.db.query(
        'INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = EXCLUDED.at',
        [app.settings.now()],
      );
      return reply.header('cache-control', 'no-store').send({ status: 'ready' });
    } catch (error) {
      request.log.error({ err: error }, 'the database takes no write');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
  done();
};
