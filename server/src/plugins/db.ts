import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { openDatabase, type DatabaseOptions } from '../db/open-database';
import { skipOverride } from './skip-override';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const dbPlugin = skipOverride<FastifyPluginAsync<{ database: DatabaseOptions }>>(async (app, opts) => {
  const { db, owned } = await openDatabase(opts.database);
  app.decorate('db', db);
  if (owned) app.addHook('onClose', async () => db.close());
}, 'db');
