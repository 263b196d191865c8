import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    query: async <R extends object>(sql: string, params: readonly unknown[] = []) => {
      const result = await q.query<R>(sql, [...params]);
      return result.rows;
    },
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL. `dataDir` keeps the database in a directory (one process at a time);
 * without it the database lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const self = wrap(pg);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
