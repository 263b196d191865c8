import pg from 'pg';
import type { Database, Queryable } from './database';

function wrap(q: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <R extends object>(sql: string, params: readonly unknown[] = []) => {
      const result = await q.query<R>(sql, [...params]);
      return result.rows;
    },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await q.query(sql);
    },
  };
}

/** A real PostgreSQL (or any Postgres-wire database) through a connection pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const self = wrap(pool);
  return {
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    query: self.query,
    exec: self.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
