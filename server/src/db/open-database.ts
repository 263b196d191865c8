import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type DatabaseOptions =
  /** Embedded PostgreSQL in memory (tests). */
  | { kind: 'memory' }
  /** Embedded PostgreSQL kept in a directory. */
  | { kind: 'pglite'; dataDir: string }
  /** A real PostgreSQL. */
  | { kind: 'postgres'; url: string }
  /** A database the caller opened, migrated and will close (tests sharing one database). */
  | { kind: 'external'; db: Database };

/** Opens and migrates the database; `owned` says whether the app must close it. */
export async function openDatabase(options: DatabaseOptions): Promise<{ db: Database; owned: boolean }> {
  if (options.kind === 'external') return { db: options.db, owned: false };
  const db =
    options.kind === 'postgres'
      ? await openPostgres(options.url)
      : await openPglite(options.kind === 'pglite' ? options.dataDir : undefined);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return { db, owned: true };
}
