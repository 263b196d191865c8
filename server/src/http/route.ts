import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header (plugins/idempotency.ts). */
    idempotent?: boolean;
    /** Takes browser reports (application/csp-report, application/reports+json) from any origin (plugins/cors.ts). */
    acceptsReports?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its schemas, for the OpenAPI document. */
    routeDocs: RouteDoc[];
  }
}

type Schema = z.ZodType | undefined;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
}

export interface RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  idempotent?: boolean;
  acceptsReports?: boolean;
  responses: Record<number, ResponseDoc>;
}

export interface RouteDef<B extends Schema, P extends Schema, Q extends Schema> extends Omit<
  RouteDoc,
  'body' | 'params' | 'querystring'
> {
  body?: B;
  params?: P;
  querystring?: Q;
  /** Overrides the app's body limit for this route (bytes). */
  bodyLimit?: number;
  handler: (
    request: FastifyRequest<{ Body: Out<B>; Params: Out<P>; Querystring: Out<Q> }>,
    reply: FastifyReply,
  ) => unknown;
}

/** Registers an API route whose request parts and answers are zod schemas, and records it for OpenAPI. */
export function addRoute<
  B extends Schema = undefined,
  P extends Schema = undefined,
  Q extends Schema = undefined,
>(app: FastifyInstance, def: RouteDef<B, P, Q>): void {
  const response: Record<number, z.ZodType> = {};
  for (const [code, doc] of Object.entries(def.responses))
    if (doc.schema) response[Number(code)] = doc.schema;
  const { handler, bodyLimit, ...doc } = def;
  app.routeDocs.push(doc);
  app.route<{ Body: Out<B>; Params: Out<P>; Querystring: Out<Q> }>({
    method: def.method,
    url: def.url,
    ...(bodyLimit ? { bodyLimit } : {}),
    schema: {
      ...(def.body ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      response,
    },
    config: { idempotent: def.idempotent ?? false, acceptsReports: def.acceptsReports ?? false },
    handler: (request, reply) => handler(request, reply),
  });
}
