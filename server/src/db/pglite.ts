import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { lockDataDir } from './data-dir-lock';

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

export class DataDirError extends Error {}

/** Opens the database in `dataDir`, with a remedy in the message when it cannot (damaged or full directory). */
async function openDir(dataDir: string): Promise<PGlite> {
  try {
    const pg = new PGlite(dataDir);
    await pg.waitReady;
    return pg;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataDirError(
      `The embedded database in ${dataDir} could not be opened (${reason.slice(0, 200)}). ` +
        'Check that the disk has room and the directory is writable; if its files are damaged, move the ' +
        'directory away (a new, empty database is made at the next start) or restore it from a copy.',
    );
  }
}

/**
 * Embedded PostgreSQL. `dataDir` keeps the database in a directory, locked for this process (one writer: a
 * second server on it refuses to start); without it the database lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release: () => void = () => undefined;
  let pg: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    try {
      pg = await openDir(dataDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    pg = new PGlite();
    await pg.waitReady;
  }
  return pgliteDatabase(pg, release);
}

/** The Database over an open PGlite; closing it closes `pg`, then calls `release` (the data directory's lock). */
export function pgliteDatabase(pg: PGlite, release: () => void = () => undefined): Database {
  const self = wrap(pg);
  return {
    kind: 'pglite',
    // One connection in the process; queries queue inside PGlite and are not seen here.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    query: self.query,
    exec: self.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
