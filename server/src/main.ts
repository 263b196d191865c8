import { join, resolve } from 'node:path';
import { operatorLayer } from '../../brands/operator';
import { buildApp } from './app';
import { EnvError, parseEnv } from './config/env';
import { ProviderSecretError } from './providers/credentials';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataDirError } from './db/pglite';

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

// Relative DIST_DIR and DATA_DIR are taken from the repository root, wherever the process was started.
const ROOT = resolve(import.meta.dirname, '..', '..');

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({
    brand: env.BRAND,
    appEnv: env.APP_ENV,
    operator: operatorLayer({
      EMBEDDING_ORIGINS: env.EMBEDDING_ORIGINS,
      API_BASE_URL: env.API_BASE_URL,
      STATE_MAP: process.env.STATE_MAP,
      BACKEND_PROFILE: env.BACKEND_PROFILE,
    }),
    distDir: resolve(ROOT, env.DIST_DIR),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(resolve(ROOT, env.DATA_DIR), env.BRAND) },
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    rateLimit: { max: env.RATE_LIMIT_MAX },
    checkingMs: env.CHECKING_MS,
    assetCompression: env.ASSET_COMPRESSION,
    ...(env.UNSUBSCRIBE_SECRET !== undefined && { unsubscribeSecret: env.UNSUBSCRIBE_SECRET }),
    testRoutes: env.TEST_ROUTES,
    providerSecrets: {
      tink: { clientId: env.TINK_CLIENT_ID, secret: env.TINK_SECRET },
      paylands: { clientId: env.PAYLANDS_CLIENT_ID, secret: env.PAYLANDS_SECRET },
      instantor: { clientId: env.INSTANTOR_CLIENT_ID, secret: env.INSTANTOR_SECRET },
    },
    ...(env.VERIFICATION_SECRET !== undefined && { verificationSecret: env.VERIFICATION_SECRET }),
    // `npm run api`: the lead API alone, for a brand built with API_BASE_URL and served by a static host.
    frontend: !process.argv.includes('--api-only'),
    ...(env.METRICS_PORT !== undefined && { metrics: { port: env.METRICS_PORT, host: env.HOST } }),
    logger: {
      level: env.LOG_LEVEL,
      // Readable lines for a person at a terminal (npm start, development); JSON lines for a log collector.
      ...((env.LOG_FORMAT ?? (env.APP_ENV === 'development' ? 'pretty' : 'json')) === 'pretty' && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
        },
      }),
    },
  });
} catch (error) {
  // A data directory in use, damaged or full, or a provider without its secret: say which and what to do, without a stack.
  if (
    error instanceof DataDirLockedError ||
    error instanceof DataDirError ||
    error instanceof ProviderSecretError
  )
    console.error(error.message);
  else console.error(error);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Finish in-flight requests, close the database, then exit; give up after 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
