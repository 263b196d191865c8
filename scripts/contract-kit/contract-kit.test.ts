import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendProfile } from '../../contract/backend-profile';
import type { Database } from '../../server/src/db/database';
import { buildTestApp, openTestDb } from '../../server/src/testing/helpers';
import { formatReport } from './client';
import { runKit } from './run';

/** The site the page is served from: the reference API allows it (CORS_ORIGINS). */
const SITE = 'http://localhost:5173';
const opened: { close: () => Promise<unknown> }[] = [];

const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The reference API in `profile`, demo mode, on a free port. */
async function reference(brand: string, profile: BackendProfile): Promise<string> {
  const db: Database = await openTestDb();
  const app: FastifyInstance = await buildTestApp(db, {
    brand,
    frontend: false,
    corsOrigins: [SITE],
    brandOverride: { backendProfile: profile },
  });
  opened.push(db, app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A backend that answers one call wrongly: it passes everything to `target` but drops the status answer's `application`. */
async function brokenStatus(target: string): Promise<string> {
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (req.method === 'GET' && req.url?.startsWith('/api/lead/status/') && answer.statusCode === 200) {
            const { application: _dropped, ...rest } = JSON.parse(body.toString()) as Record<string, unknown>;
            body = Buffer.from(JSON.stringify(rest));
            headers['content-length'] = String(body.length);
          }
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return baseOf(server);
}

const kit = (api: string, profile: BackendProfile, brand: string) =>
  runKit({ api: `${api}/api`, profile, brand, origin: SITE, demoTriggers: true, pollTimeoutMs: 5_000 });

let spec: string;
let keyed: string;
beforeAll(async () => {
  [spec, keyed] = await Promise.all([reference('es-1', 'spec'), reference('vn-1', 'keyed')]);
});
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
});

describe('the contract kit (npm run contract:verify)', () => {
  it.each([
    ['spec', 'es-1 (classic)', () => spec, 'es-1'],
    ['keyed', 'vn-1 (dynamic)', () => keyed, 'vn-1'],
  ] as const)(
    'passes against the reference API in the %s profile, %s',
    async (profile, _name, api, brand) => {
      const report = await kit(api(), profile, brand);
      expect(report.failures, formatReport(report)).toBe(0);
      expect(report.lines.filter((l) => !l.skipped).length).toBeGreaterThan(15);
    },
  );

  it('fails against a backend whose status answer lacks `application`, naming the call', async () => {
    const report = await kit(await brokenStatus(keyed), 'keyed', 'vn-1');
    const failed = report.lines.filter((l) => !l.ok);
    expect(
      failed.map((l) => l.call),
      formatReport(report),
    ).toEqual(['GET /lead/status/{id} (polls until a decision)']);
    expect(failed[0]?.detail).toMatch(/not of the contract's shape: application/);
  });
});
