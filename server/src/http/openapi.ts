import { z } from 'zod';
import type { RouteDoc } from './route';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const list = Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
  // A free-form query (z.record) has no properties: document it as one object parameter.
  if (list.length === 0 && location === 'query') {
    return [{ name: 'params', in: 'query', style: 'form', explode: true, schema: json }];
  }
  return list;
}

/** `/api/lead/status/:id` -> `/api/lead/status/{id}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const operationId = (doc: RouteDoc) =>
  `${doc.method.toLowerCase()}${openApiPath(doc.url)
    .split(/[/{}.-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;

/** An OpenAPI 3.1 document built from the routes' zod schemas (no extra dependency). */
export function buildOpenApi(
  docs: readonly RouteDoc[],
  info: { title: string; version: string; description: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const path = openApiPath(doc.url);
    const responses: Record<string, unknown> = {};
    for (const [code, response] of Object.entries(doc.responses)) {
      responses[code] = {
        description: response.description,
        ...(response.schema
          ? { content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } }
          : {}),
      };
    }
    const idempotency = doc.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Makes a retry safe: the same key and body answer the first stored answer (see docs/api.md).',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        ]
      : [];
    (paths[path] ??= {})[doc.method.toLowerCase()] = {
      operationId: operationId(doc),
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: doc.tags,
      parameters: [
        ...parameters(doc.params, 'path'),
        ...parameters(doc.querystring, 'query'),
        ...idempotency,
      ],
      ...(doc.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return { openapi: '3.1.0', info, servers: [{ url: '/' }], paths };
}
