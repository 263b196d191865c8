import { z } from 'zod';
import { leadRequestSchema, UUID_PATTERN } from '../../../contract/lead';

/** 4xx answers: a message, and for a request that failed its schema the issues. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional().describe('The id of the request (also its X-Request-Id header), for its log lines'),
});

/** 422 on lead fields: `fieldName` is a data-point id, `message` an i18n key in namespace 'form'. */
export const fieldErrorsSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ fieldName: z.string(), message: z.string() })),
  requestId: z.string().optional(),
});

/** A lead create or update body: the contract's lead plus `product`, and `submit: true` on the final step. */
export const leadBodySchema = leadRequestSchema.extend({
  submit: z.boolean().optional().describe('true on the final step: the application is submitted and checked'),
});

export const leadIdParams = z.strictObject({ id: z.string().regex(UUID_PATTERN, 'a lead id (UUID)') });

/** The 4xx answers most routes share; a response schema's description is its answer's description in OpenAPI. */
export const errorResponses = {
  400: errorSchema.describe(
    'The request is malformed (wrong types, unknown fields, prototype keys, bad JSON)',
  ),
  401: errorSchema.describe('The call needs the lead key: Authorization: Bearer <key>'),
  413: errorSchema.describe('The body is larger than 64 KB'),
  415: errorSchema.describe('The body is not application/json'),
  429: errorSchema.describe('Too many requests from this address'),
};
