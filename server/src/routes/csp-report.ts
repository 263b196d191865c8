import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redactUrl } from '../http/log-redaction';
import { CSP_REPORT_PATH } from '../static/csp';
import { errorResponses } from './schemas';

const fields = z.record(z.string(), z.unknown());
/** `report-uri` sends `{ "csp-report": {...} }`; the Reporting API a list of `{ type, body }`. */
const reportBody = z.union([
  z.object({ 'csp-report': fields }),
  z.array(z.object({ type: z.string().max(100), body: fields.optional() })).max(50),
]);

/** A URL as logged: origin and path, emails hidden; never the query or fragment (they can hold personal data). */
function place(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    return redactUrl(`${url.origin}${url.pathname}`).slice(0, 300);
  } catch {
    // 'inline', 'eval', 'self' and the like.
    return value.slice(0, 40);
  }
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
const short = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

/** The fields worth keeping of one violation, in either format. */
function violation(report: Record<string, unknown>) {
  return {
    directive: short(
      report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'],
    ),
    blocked: place(report['blocked-uri'] ?? report.blockedURL),
    page: place(report['document-uri'] ?? report.documentURL),
    source: place(report['source-file'] ?? report.sourceFile),
    line: numberOr(report['line-number'] ?? report.lineNumber),
  };
}

/**
 * CSP violation reports from the brand's pages (the CSP's report-uri and report-to): each is logged as a
 * warning, with its directive, the blocked place and the page's path, never a query. 204, nothing stored.
 */
export const cspReportRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: CSP_REPORT_PATH,
    bodyLimit: 16 * 1024,
    config: { acceptsReports: true },
    schema: {
      summary: 'A Content-Security-Policy violation report',
      description:
        'Sent by browsers (`application/csp-report` or `application/reports+json`), from any origin. Logged, not stored.',
      tags: ['operations'],
      body: reportBody,
      response: { 204: z.undefined().describe('Logged'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const reports = Array.isArray(body)
        ? body.filter((r) => r.type === 'csp-violation').map((r) => r.body ?? {})
        : [body['csp-report']];
      for (const report of reports) request.log.warn({ csp: violation(report) }, 'csp violation');
      return reply.status(204).send();
    },
  });
  done();
};
