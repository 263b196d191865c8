import type { Queryable } from './database';

export interface WindowCount {
  /** Requests counted for the key in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one request for `key` in its current window of `windowMs` and answers the window's count, in one
 * statement: concurrent requests on any instance each add one (ON CONFLICT DO UPDATE takes the row's lock and
 * sees the latest count). A window starts with the key's first request and a request after it has ended starts a
 * new one; times are the database's, so every instance agrees on them.
 */
export async function countRequest(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db.query<{ count: number; ttl_ms: string | number }>(
    `WITH clock AS (SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
     INSERT INTO rate_limits AS r (key, window_ms, window_start, count)
       SELECT $1, $2::bigint, clock.ms, 1 FROM clock
     ON CONFLICT (key, window_ms) DO UPDATE SET
       count = CASE WHEN r.window_start + r.window_ms <= EXCLUDED.window_start THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start + r.window_ms <= EXCLUDED.window_start
                      THEN EXCLUDED.window_start ELSE r.window_start END
     RETURNING r.count, r.window_start + r.window_ms - (SELECT ms FROM clock) AS ttl_ms`,
    [key, windowMs],
  );
  if (!row) throw new Error('the rate-limit count returned no row');
  return { count: row.count, ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/** Removes the windows that have ended. */
export async function pruneRequestCounts(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM rate_limits WHERE window_start + window_ms < floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint`,
  );
}
