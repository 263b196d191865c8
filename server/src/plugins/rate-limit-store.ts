import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database';
import { countRequest, pruneRequestCounts } from '../db/rate-limit-queries';

/** Ended windows are removed at most this often by each instance. */
export const PRUNE_EVERY_MS = 60_000;

type Incr = FastifyRateLimitStore['incr'];
type Child = FastifyRateLimitStore['child'];

/**
 * A store for @fastify/rate-limit that counts in the database (db/rate-limit-queries.ts), so that several API
 * instances on one PostgreSQL share each client's budget; the embedded database takes the same path. A route with
 * a limit of its own counts under its own prefix.
 */
export function databaseStore(db: Database, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  function prune(): void {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    pruneRequestCounts(db).catch(onError);
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr: Incr = (key, callback, timeWindow) => {
      prune();
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };

    child: Child = (routeOptions) =>
      new DatabaseStore(`${String(routeOptions.method)} ${routeOptions.path} `);
  }
  // The plugin calls `new store(options)`; the options are not needed here.
  return class extends DatabaseStore {
    constructor() {
      super('');
    }
  };
}
