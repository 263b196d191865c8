import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordReport } from '../db/open-banking-queries';
import { signature, type ProviderClient } from '../providers/credentials';
import { errorResponses, errorSchema } from './schemas';

const PROCESS_STATUSES = [
  'ok',
  'invalid-login',
  'cancelled',
  'process-error',
  'timed-out',
  'too-many-retries',
];
const reportSchema = z.object({
  processStatus: z.enum(PROCESS_STATUSES),
  userParam: z.string().min(1).max(200),
});

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * The report's payload, when it comes from the brand's Instantor client, its hash is the HMAC of it with that
 * client's secret, and it reads as a report. The client is the configured Instantor's (its secret from the
 * environment), or the stand-in's in development only: in staging and production no in-code key signs anything.
 */
function reportOf(client: ProviderClient | undefined, source: string, payload: string, hash: string) {
  if (!client || source !== client.clientId) return undefined;
  if (!sameHex(hash, signature(client.secret, payload))) return undefined;
  try {
    const parsed = reportSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Instantor's report, server to server (docs/decisions/0032): the hash is checked, the report is kept against the
 * hand-off its user parameter (the state) names, and the answer is `OK: <msg_id>`, without which Instantor retries.
 * The page's return later reads what was kept; the browser's message alone never moves a lead.
 */
export const openBankingCallbackRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/open-banking/instantor/callback',
    schema: {
      summary: "Instantor's report for a hand-off (server to server)",
      description: 'Signed with HMAC-SHA256 of `payload`; answers `OK: <msg_id>` once the report is kept.',
      tags: ['open-banking'],
      body: z.object({
        msg_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        source: z.string().max(100),
        payload: z.string().max(20_000),
        hash: z.string().max(200),
      }),
      response: {
        200: z.string().describe('`OK: <msg_id>` (text/plain)'),
        ...errorResponses,
        422: errorSchema.describe('Not a report of an open hand-off'),
      },
    },
    handler: async (request, reply) => {
      const { msg_id: msgId, source, payload, hash } = request.body;
      const report = reportOf(app.settings.providers.instantor, source, payload, hash);
      if (!report) return reply.status(400).send({ message: 'The report is not signed as agreed' });
      if (!(await recordReport(app.db, report.userParam, 'instantor', report.processStatus)))
        return reply.status(422).send({ message: 'No open hand-off for this report' });
      return reply.type('text/plain; charset=utf-8').send(`OK: ${msgId}`);
    },
  });
  done();
};
