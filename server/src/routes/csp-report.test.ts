import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { buildTestApp, openTestDb, tableCounts } from '../testing/helpers';

let db: Database;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const PAGE = 'https://brand.example/application-frontend/?email=ana%40example.com&firstName=Ana';

describe('POST /api/csp-report', () => {
  it('logs a report-uri report and a Reporting API one: directive and places, never a query', async () => {
    const legacy = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': PAGE,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?leak=ana%40example.com',
          'line-number': 3,
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json', origin: 'https://brand.example' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: PAGE, effectiveDirective: 'img-src', blockedURL: 'inline' },
        },
      ]),
    });
    expect(modern.statusCode).toBe(204);
    const logged = lines
      .filter((l) => l.includes('csp violation'))
      .map((l) => JSON.parse(l) as { csp: object });
    expect(logged.map((l) => l.csp)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'https://brand.example/application-frontend/',
        line: 3,
      },
      { directive: 'img-src', blocked: 'inline', page: 'https://brand.example/application-frontend/' },
    ]);
    expect(lines.join('')).not.toMatch(/ana|Ana/);
    expect(await tableCounts(db)).toMatchObject({ leads: 0 });
  });

  it('takes browser reports only', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/csp-report', payload: { 'csp-report': {} } });
    expect(json.statusCode).toBe(415);
  });
});
