import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseOptions } from '../db/open-database';
import { databaseStore, fileStore, type DocumentStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentStore;
  }
}

/**
 * Where uploaded ID documents are kept (docs/decisions/0029-id-upload.md): on PostgreSQL in their rows; on the
 * embedded database as files in `documents/` of its data directory (a temporary one for an in-memory database).
 */
function documentStore(app: FastifyInstance, opts: { database: DatabaseOptions }, done: () => void): void {
  const store =
    app.db.kind === 'postgres'
      ? databaseStore(app.db)
      : fileStore(
          app.db,
          opts.database.kind === 'pglite' ? join(opts.database.dataDir, 'documents') : undefined,
        );
  app.decorate('documents', store);
  app.addHook('onClose', (_instance, closed) => {
    store.close();
    closed();
  });
  done();
}

export const documentStorePlugin = fp<{ database: DatabaseOptions }>(documentStore, {
  name: 'documents',
  dependencies: ['db'],
});
