import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { resolveBrand } from '../../brands/resolve';
import { loadStateMap } from '../../brands/state-map-file';
import { modeFeatures, modeLine } from './config/modes';
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
import { LOAD_SHEDDING, loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { providerClients } from './providers/credentials';
import { answerInStateMap } from './decision/states';
import { PROCESS_SECRET } from './leads/verification-code';
import { registerRoutes } from './routes/register';
import type { AppOptions, AppSettings } from './app-options';

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

/**
 * The settings every route reads, from the options. Checks before anything listens: the brand's state map (decision
 * 0039), the test-only routes outside production, and each configured provider's secret (ProviderSecretError).
 */
function settingsFrom(options: AppOptions): AppSettings {
  const appEnv = options.appEnv ?? 'production';
  const brand = Object.freeze({
    ...resolveBrand(options.brand, appEnv, options.operator),
    ...options.brandOverride,
  });
  // The numbers the API answers in, checked as the build checks them.
  answerInStateMap(loadStateMap(brand));
  const mode = modeFeatures(appEnv);
  if (options.testRoutes === true && !mode.testRoutesAllowed)
    throw new Error(`The test-only routes answer stored personal data to anyone: never with APP_ENV=${appEnv}`);
  return {
    brand,
    checkingMs: options.checkingMs ?? 1500,
    now: options.now ?? (() => new Date()),
    appEnv,
    mode,
    providers: providerClients(brand, mode.standIns, options.providerSecrets ?? {}),
    codes: {
      secret: options.verificationSecret ?? PROCESS_SECRET,
      reveal: appEnv !== 'production',
      ...(options.deliverCode && { deliver: options.deliverCode }),
    },
  };
}

/** The whole server: static host of the built brand plus the reference lead API (or the API alone: `frontend`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const settings = settingsFrom(options);
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
  app.decorate('settings', settings);
  // The first line of the log says which mode this is and what it serves beside the product.
  app.log.info({ appEnv: settings.appEnv }, modeLine(settings.appEnv));
  // Route schemas are zod schemas (fastify-type-provider-zod): validation parses the request part (so it also strips
  // and coerces), and an answer is encoded with its schema before it is written, so a field that is not in the
  // schema never leaves the server. Broken text is refused before any schema sees it.
  app.setValidatorCompiler(refusingBrokenText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a cross-site form or text/plain POST never reaches a handler (see plugins/cors.ts).
  registerJsonParser(app);

  await registerPlatform(app, options);
  await registerRoutes(app, options);
  return app;
}

/** What every request passes through, in order: ids, errors, headers, compression, CORS, storage, limits, docs. */
async function registerPlatform(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { appEnv, brand, mode } = app.settings;
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
}
