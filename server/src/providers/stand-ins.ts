import type { FastifyInstance } from 'fastify';
import { instantorStandIn } from './instantor';
import { paylandsStandIn } from './paylands';
import { tinkStandIn } from './tink';

/**
 * The stand-in providers (Tink, Paylands, Instantor) the reference server plays under `/provider/...` in development
 * only (config/modes.ts), as a third party would on its own origin: their forms post urlencoded bodies, which only
 * this encapsulated plugin parses. Their records live in memory, bounded (flow-store.ts), apart from the lead API's
 * database: our server only learns them through the stand-ins' own API, as it would a real provider's.
 */
export async function standInRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const { brand, now } = app.settings;
  tinkStandIn(app, brand.id, now);
  paylandsStandIn(app, brand.id, now);
  instantorStandIn(app, brand.id, now);
  return Promise.resolve();
}
