import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openDatabase, type DatabaseOptions } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

async function database(app: FastifyInstance, opts: { database: DatabaseOptions }): Promise<void> {
  const { db, owned } = await openDatabase(opts.database);
  app.decorate('db', db);
  if (owned) app.addHook('onClose', async () => db.close());
}

export const dbPlugin = fp<{ database: DatabaseOptions }>(database, { name: 'db' });
