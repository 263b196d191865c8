import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
/** Swagger UI, in development only. */
export const DOCS_PATH = '/api/docs';

export interface OpenApiOptions {
  brandId: string;
  /** Serve Swagger UI at DOCS_PATH (APP_ENV=development). */
  ui: boolean;
}

/** What only the route's config says: it honours an Idempotency-Key (plugins/idempotency.ts). */
const IDEMPOTENCY_HEADERS = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Makes a retry safe: the same key and body answer the first stored answer (see docs/api.md).',
    },
  },
};

/** `POST /api/v2/lead/:id` -> `postApiV2LeadId` */
const operationId = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .split(/[/:.-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * A route's zod schemas as JSON Schema (fastify-type-provider-zod), with what @fastify/swagger cannot know from
 * them: the Idempotency-Key header of the routes that honour it, an operationId, and a free-form query (a record,
 * which has no properties to list) as one parameter.
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema?.tags) return { schema, url };
  const { method } = input.route;
  const query = schema.querystring as { properties?: unknown } | undefined;
  return {
    url,
    schema: {
      operationId: operationId(typeof method === 'string' ? method : method.join(''), url),
      ...schema,
      ...(input.route.config?.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
      ...(query && !query.properties
        ? { querystring: { type: 'object', properties: { params: query }, style: 'form', explode: true } }
        : {}),
    },
  };
};

/**
 * The OpenAPI 3.1 document of every route with tags (the lead API), at OPENAPI_PATH, and Swagger UI at DOCS_PATH
 * when asked. Registered before the routes: @fastify/swagger collects them as they are added.
 */
async function openApi(app: FastifyInstance, opts: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `Reference lead API (${opts.brandId})`,
        version: '1.0.0',
        description:
          'The reference implementation of the product backend contract: leads, their states and decisions, ' +
          'lookups and policies. Human documentation: docs/api.md.',
      },
      servers: [{ url: '/' }],
    },
    hideUntagged: true,
    transform,
  });
  if (opts.ui) {
    // Its own CSP on its page; no spec is sent to swagger.io's online validator.
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      staticCSP: true,
      uiConfig: { validatorUrl: null },
    });
  }
  app.get(OPENAPI_PATH, () => app.swagger());
}

export const openApiPlugin = fp<OpenApiOptions>(openApi, { name: 'openapi' });
