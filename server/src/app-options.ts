import type { FastifyServerOptions } from 'fastify';
import type { BrandConfig, Environment } from '../../brands/schema';
import type { ModeFeatures } from './config/modes';
import type { DatabaseOptions } from './db/open-database';
import type { LoadSheddingOptions } from './plugins/load-shedding';
import type { MetricsOptions } from './plugins/metrics';
import type { ProviderClients, ProviderSecrets } from './providers/credentials';
import type { AssetCompression } from './static/asset-cache';
import type { CodeSettings } from './leads/verification-code';

/** What starts a server (`buildApp`): the brand, the environment and what tests and deployments set. */
export interface AppOptions {
  brand: string;
  appEnv?: Environment;
  /** The root of the builds; the brand's is `<distDir>/<brand>`. */
  distDir: string;
  database: DatabaseOptions;
  /** Which proxies to believe for the client address (TRUST_PROXY): none, a hop count, or addresses and ranges. */
  trustProxy?: false | number | string;
  corsOrigins?: readonly string[];
  rateLimit?: { max: number; windowMs?: number };
  /** How long a submitted application stays in "checking" before its decision shows. */
  checkingMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** The deployment's operator layer of the brand (brands/operator.ts: EMBEDDING_ORIGINS). */
  operator?: Record<string, unknown>;
  /** Replaces parts of the resolved brand config (tests: a brand with partner hosts or embedding origins). */
  brandOverride?: Partial<BrandConfig>;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** How long a client may take to send a whole request (headers and body); 15 s unless set. */
  requestTimeoutMs?: number;
  /** When the API sheds load (503); LOAD_SHEDDING unless set (tests). */
  loadShedding?: Partial<LoadSheddingOptions>;
  /** Prometheus metrics, served on a listener of their own at this port and host (METRICS_PORT); none unless set. */
  metrics?: MetricsOptions;
  /** The key unsubscribe links are signed with (UNSUBSCRIBE_SECRET); a random one of this process unless set. */
  unsubscribeSecret?: string;
  /** Registers the test-only inspection routes (routes/test-inspection.ts); env `TEST_ROUTES=1`. Never in production. */
  testRoutes?: boolean;
  /** The open-banking providers' client ids and secrets from the environment (TINK_CLIENT_ID, TINK_SECRET, …). */
  providerSecrets?: ProviderSecrets;
  /**
   * Serves the built brand under /application-frontend/ (the default). `false`: the lead API alone (`npm run api`),
   * for a brand served by a static host on another origin (docs/decisions/0033-static-hosting.md).
   */
  frontend?: boolean;
  /** How hard the built brand's assets are compressed, once each (ASSET_COMPRESSION): `best` unless set. */
  assetCompression?: AssetCompression;
  /** The key verification codes are kept under (VERIFICATION_SECRET); a random one of this process unless set. */
  verificationSecret?: string;
  /** Hands each new verification code to a sender (tests); the reference API itself sends none. */
  deliverCode?: CodeSettings['deliver'];
}

export interface AppSettings {
  brand: Readonly<BrandConfig>;
  checkingMs: number;
  now: () => Date;
  /** The deployment's environment (APP_ENV). */
  appEnv: Environment;
  /** What the mode serves beside the product (config/modes.ts): triggers, stand-ins, the fixed code, the docs. */
  mode: Readonly<ModeFeatures>;
  /** The brand's clients at the open-banking providers: configured ones, or development's stand-ins. */
  providers: ProviderClients;
  /** How verification codes are kept, and whether they show in the log and outbox (never in production). */
  codes: CodeSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
}
