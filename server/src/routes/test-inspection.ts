import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID_PATTERN } from '../../../contract/lead';
import type { LoanApplication } from '../../../contract/lead';
import { consentRecordsOf } from '../db/consent-queries';
import { documentRowsOf } from '../db/document-queries';
import { backdateLastCode, outboxOf } from '../db/verification-queries';
import { errorResponses, errorSchema } from './schemas';

const uuid = z.string().regex(UUID_PATTERN, 'a UUID');

const inspectionQuery = z
  .strictObject({ sessionId: uuid.optional(), id: uuid.optional() })
  .refine((q) => q.sessionId !== undefined || q.id !== undefined, 'sessionId or id is required');

const inspectionAnswer = z.object({
  leads: z.array(
    z.object({
      id: z.string(),
      state: z.number().int(),
      status: z.string(),
      data: z.record(z.string(), z.unknown()),
      outcome: z.unknown().describe("what the decision and the applicant's answers made of it"),
    }),
  ),
});

interface Row {
  id: string;
  state: number;
  status: string;
  data: LoanApplication;
  outcome: unknown;
}

/**
 * TEST ONLY. Registered only when the server starts with `TEST_ROUTES=1` (app option `testRoutes`), never by
 * default: the end-to-end suite reads what the database really holds for a browser session, so it can compare
 * what a person typed with what was stored and count the leads one session made. It answers stored personal
 * data to anyone who asks, which is why no production server may ever have it.
 */
export const testInspectionRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'GET',
    url: '/api/test/leads',
    schema: {
      summary: 'TEST ONLY: the stored leads of a session (or one lead)',
      description:
        'Only with `TEST_ROUTES=1`. Every lead of this brand with the given `sessionId` (or `id`), oldest first, ' +
        'as stored: `{ leads: [{ id, state, status, data, outcome }] }`.',
      tags: ['test'],
      querystring: inspectionQuery,
      response: { 200: inspectionAnswer.describe('The stored leads'), ...errorResponses },
    },
    handler: async (request) => {
      const { sessionId, id } = request.query;
      const where = ['brand = $1'];
      const params: unknown[] = [app.settings.brand.id];
      if (sessionId !== undefined) where.push(`session_id = $${params.push(sessionId)}`);
      if (id !== undefined) where.push(`id = $${params.push(id)}`);
      const rows = await app.db.query<Row>(
        `SELECT id, state, status, data, outcome FROM leads WHERE ${where.join(' AND ')} ORDER BY created_at, id`,
        params,
      );
      return {
        leads: rows.map((r) => ({ id: r.id, state: r.state, status: r.status, data: r.data, outcome: r.outcome })),
      };
    },
  });

  app.route({
    method: 'GET',
    url: '/api/test/messages',
    schema: {
      summary: 'TEST ONLY: the text messages the reference API would have sent a lead',
      description:
        'Only with `TEST_ROUTES=1`. The outbox of a lead (its verification codes), oldest first: ' +
        '`{ messages: [{ channel, body, createdAt }] }`.',
      tags: ['test'],
      querystring: z.strictObject({ leadId: uuid }),
      response: {
        200: z
          .object({
            messages: z.array(z.object({ channel: z.string(), body: z.string(), createdAt: z.string() })),
          })
          .describe('The messages'),
        ...errorResponses,
      },
    },
    handler: async (request) => ({ messages: await outboxOf(app.db, request.query.leadId) }),
  });

  app.route({
    method: 'POST',
    url: '/api/test/code-sent-earlier',
    schema: {
      summary: "TEST ONLY: moves a lead's last verification code back in time",
      description:
        'Only with `TEST_ROUTES=1`. The last code of `leadId` counts as sent `seconds` earlier, so a test that ' +
        "moved the browser's clock past the cool-down between codes need not wait for the server's. 404 when the " +
        'lead has been sent no code.',
      tags: ['test'],
      body: z.strictObject({ leadId: uuid, seconds: z.number().int().min(1).max(86_400) }),
      response: {
        204: z.null().describe('Moved'),
        ...errorResponses,
        404: errorSchema.describe('No code was sent to this lead'),
      },
    },
    handler: async (request, reply) => {
      const { leadId, seconds } = request.body;
      if (!(await backdateLastCode(app.db, leadId, seconds * 1000)))
        return reply.status(404).send({ message: 'No code was sent to this lead' });
      return reply.status(204).send(null);
    },
  });

  app.route({
    method: 'GET',
    url: '/api/test/documents',
    schema: {
      summary: 'TEST ONLY: the ID documents stored for a lead (never their bytes)',
      description:
        'Only with `TEST_ROUTES=1`. The rows of `lead_documents` for a lead: ' +
        '`{ documents: [{ side, mediaType, size, sha256, createdAt }] }`.',
      tags: ['test'],
      querystring: z.strictObject({ leadId: uuid }),
      response: {
        200: z
          .object({
            documents: z.array(
              z.object({
                side: z.string(),
                mediaType: z.string(),
                size: z.number().int(),
                sha256: z.string(),
                createdAt: z.string(),
              }),
            ),
          })
          .describe('The stored rows'),
        ...errorResponses,
      },
    },
    handler: async (request) => ({ documents: await documentRowsOf(app.db, request.query.leadId) }),
  });

  app.route({
    method: 'GET',
    url: '/api/test/consents',
    schema: {
      summary: 'TEST ONLY: the consent answers recorded for a lead',
      description:
        'Only with `TEST_ROUTES=1`. Every answer of the consents screens, oldest first: ' +
        '`{ consents: [{ screen, consentId, version, given, recordedAt }] }`.',
      tags: ['test'],
      querystring: z.strictObject({ leadId: uuid }),
      response: {
        200: z
          .object({
            consents: z.array(
              z.object({
                screen: z.string(),
                consentId: z.string(),
                version: z.number().int(),
                given: z.boolean(),
                recordedAt: z.string(),
              }),
            ),
          })
          .describe('The recorded answers'),
        ...errorResponses,
      },
    },
    handler: async (request) => ({ consents: await consentRecordsOf(app.db, request.query.leadId) }),
  });
  done();
};
