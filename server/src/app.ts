import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { resolveBrand } from '../../brands/resolve';
import { loadStateMap } from '../../brands/state-map-file';
import type { BrandConfig, Environment } from '../../brands/schema';
import { modeFeatures, modeLine, type ModeFeatures } from './config/modes';
import type { DatabaseOptions } from './db/open-database';
import { registerJsonParser } from './http/json-body';
import { LOG_REDACT_PATHS, logError, logRequest } from './http/log-redaction';
import { refusingBrokenText } from './http/text-hygiene';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { documentStorePlugin } from './documents/store-plugin';
import { errorHandlerPlugin } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { REQUEST_ID_HEADER, requestIdOf, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin, setSecurityHeaders } from './plugins/security-headers';
import { idempotencyPlugin } from './plugins/idempotency';
import { LOAD_SHEDDING, loadSheddingPlugin, type LoadSheddingOptions } from './plugins/load-shedding';
import { metricsPlugin, type MetricsOptions } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { affiliateRoutes } from './routes/affiliate';
import { consentEventInspectionRoutes, consentEventRoutes } from './routes/consent-events';
import { consentRoutes } from './routes/consents';
import { cspReportRoutes } from './routes/csp-report';
import { dynamicFormRoutes } from './routes/dynamic-form';
import { emailRoutes } from './routes/email';
import { frontendRoutes } from './routes/frontend';
import { healthRoutes } from './routes/health';
import { leadStatusRoutes } from './routes/lead-status';
import { leadRoutes } from './routes/leads';
import { lookupRoutes } from './routes/lookups';
import { documentRoutes } from './routes/documents';
import { mobileNumberRoutes } from './routes/mobile-number';
import { mobileVerificationRoutes } from './routes/mobile-verification';
import { offerFormRoutes } from './routes/offer-forms';
import { offerChoiceRoutes } from './routes/offer-choices';
import { openBankingRoutes } from './routes/open-banking';
import { openBankingCallbackRoutes } from './routes/open-banking-callback';
import { providerClients, type ProviderClients, type ProviderSecrets } from './providers/credentials';
import { standInRoutes } from './providers/stand-ins';
import { choiceRoutes } from './routes/choices';
import { partnerLogoRoutes } from './routes/partner-logos';
import { policyRoutes } from './routes/policies';
import { testInspectionRoutes } from './routes/test-inspection';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { PROCESS_UNSUBSCRIBE_SECRET } from './mail/unsubscribe-token';
import { apiOriginOf } from './static/csp';
import type { AssetCompression } from './static/asset-cache';
import { answerInStateMap } from './decision/states';
import { PROCESS_SECRET, type CodeSettings } from './leads/verification-code';

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

export const BODY_LIMIT = 64 * 1024;

/** A request that has not arrived whole in this time is dropped (below the web app's API_TIMEOUT_MS). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The router's own refusals (a bad percent-encoding, a parameter over maxParamLength) answer like every other
 * error: the app's body, never an echo of the path, and the app's headers (no hook sees them).
 */
function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  setSecurityHeaders(reply, true, reply.server.settings.appEnv === 'production');
  void reply
    .status(tooLong ? 414 : 400)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ message: tooLong ? 'The address is too long' : 'The address is not valid', requestId: request.id });
}

/** The HTTP server, dropping a request that has not arrived whole within `requestTimeout`. */
function serverWithTimeouts(requestTimeout: number): FastifyServerFactory<RawServerDefault> {
  return (handler) =>
    createServer(
      {
        requestTimeout,
        headersTimeout: Math.min(requestTimeout, 10_000),
        connectionsCheckingInterval: Math.min(1_000, requestTimeout),
      },
      handler,
    );
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "the nearest n hops". */
function trustedProxies(
  trust: false | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole server: static host of the built brand plus the reference lead API (or the API alone: `frontend`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const appEnv = options.appEnv ?? 'production';
  const brand = Object.freeze({
    ...resolveBrand(options.brand, appEnv, options.operator),
    ...options.brandOverride,
  });
  // The brand's state map (decision 0039), checked like the build checks it: the numbers the API answers in.
  answerInStateMap(loadStateMap(brand));
  const mode = modeFeatures(appEnv);
  if (options.testRoutes === true && !mode.testRoutesAllowed)
    throw new Error(`The test-only routes answer stored personal data to anyone: never with APP_ENV=${appEnv}`);
  // Before anything listens: a configured provider without its secret stops the start (ProviderSecretError).
  const providers = providerClients(brand, mode.standIns, options.providerSecrets ?? {});
  const logger = options.logger ?? false;
  const app = Fastify({
    logger:
      typeof logger === 'object' && logger !== null
        ? {
            ...logger,
            serializers: { req: (request: FastifyRequest) => logRequest(request), err: logError },
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
          }
        : logger,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // One id per request, in every log line of it (reqId), its X-Request-Id answer header and its error bodies.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // A request must arrive whole within its time limit (a body trickled byte by byte holds nothing for long).
    serverFactory: serverWithTimeouts(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: routerError,
  });
  app.decorate('settings', {
    brand,
    checkingMs: options.checkingMs ?? 1500,
    now: options.now ?? (() => new Date()),
    appEnv,
    mode,
    providers,
    codes: {
      secret: options.verificationSecret ?? PROCESS_SECRET,
      reveal: appEnv !== 'production',
      ...(options.deliverCode && { deliver: options.deliverCode }),
    },
  });
  // The first line of the log says which mode this is and what it serves beside the product.
  app.log.info({ appEnv }, modeLine(appEnv));
  // Route schemas are zod schemas (fastify-type-provider-zod): validation parses the request part (so it also strips
  // and coerces), and an answer is encoded with its schema before it is written, so a field that is not in the
  // schema never leaves the server. Broken text is refused before any schema sees it.
  app.setValidatorCompiler(refusingBrokenText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a cross-site form or text/plain POST never reaches a handler (see plugins/cors.ts).
  registerJsonParser(app);

  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { hsts: appEnv === 'production' });
  // Its onSend hook must see the JSON text before compression turns it into a stream.
  await app.register(idempotencyPlugin);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes:
      /^(?:text\/(?:html|css|plain|javascript)|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)(?:;|$)/,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(corsPlugin, { origins: options.corsOrigins ?? [] });
  await app.register(dbPlugin, { database: options.database });
  await app.register(documentStorePlugin, { database: options.database });
  // Before the routes, whose requests it times; before the rate limit, so that 429s are counted too.
  if (options.metrics) await app.register(metricsPlugin, options.metrics);
  // Counted in the database, so after it (plugins/rate-limit-store.ts).
  await app.register(rateLimitPlugin, {
    max: options.rateLimit?.max ?? 120,
    windowMs: options.rateLimit?.windowMs ?? 60_000,
  });
  // Measured from here: opening the embedded database can hold the event loop, and that is not load.
  await app.register(loadSheddingPlugin, { ...LOAD_SHEDDING, ...options.loadShedding });
  await app.register(openApiPlugin, { brandId: brand.id, ui: mode.apiDocs });
  await app.register(fastifyStatic, { serve: false });

  await app.register(healthRoutes);
  await app.register(leadRoutes);
  await app.register(leadStatusRoutes);
  await app.register(mobileVerificationRoutes);
  await app.register(mobileNumberRoutes);
  await app.register(consentRoutes);
  await app.register(documentRoutes);
  await app.register(dynamicFormRoutes);
  await app.register(offerFormRoutes);
  await app.register(offerChoiceRoutes);
  await app.register(choiceRoutes);
  await app.register(partnerLogoRoutes);
  await app.register(openBankingRoutes);
  await app.register(openBankingCallbackRoutes);
  // The open-banking providers' stand-ins (docs/decisions/0032), as a third party would serve them: development only.
  if (mode.standIns) await app.register(standInRoutes);
  await app.register(policyRoutes);
  await app.register(lookupRoutes);
  await app.register(emailRoutes);
  await app.register(unsubscribeRoutes, {
    secret: options.unsubscribeSecret ?? PROCESS_UNSUBSCRIBE_SECRET,
    testRoutes: options.testRoutes === true,
  });
  await app.register(affiliateRoutes);
  await app.register(cspReportRoutes);
  await app.register(consentEventRoutes);
  if (options.testRoutes === true) {
    await app.register(testInspectionRoutes);
    await app.register(consentEventInspectionRoutes);
  }
  if (options.frontend !== false) {
    await app.register(frontendRoutes, {
      brandId: brand.id,
      brandDir: join(resolve(options.distDir), brand.id),
      embeddingOrigins: brand.embeddingOrigins,
      apiOrigin: apiOriginOf(brand.api.host),
      tracking: brand.tracking,
      ...(options.assetCompression && { assetCompression: options.assetCompression }),
    });
  }
  return app;
}
