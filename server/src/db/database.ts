/**
 * The one query interface the server uses. Two implementations: PGlite (embedded PostgreSQL in WASM,
 * the default) and `pg` (a real PostgreSQL through DATABASE_URL). Both run the same SQL.
 */
export interface Queryable {
  query: <R extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ) => Promise<R[]>;
  /** Runs several statements without parameters (migrations). */
  exec: (sql: string) => Promise<void>;
}

/** The connections to the database: open ones, idle ones, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The pool's state now (PGlite: one connection, in the process). */
  poolStats(): PoolStats;
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
