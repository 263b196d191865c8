import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { jpeg, pdf } from '../testing/documents';
import { asOwner, vnLead } from '../testing/helpers';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres';

let pg: TestPostgres;
let app: FastifyInstance;

beforeAll(async () => {
  pg = await startTestPostgres();
  app = await buildApp({
    brand: 'vn-1',
    appEnv: 'development',
    distDir: 'no-dist',
    database: { kind: 'postgres', url: pg.url },
    checkingMs: 0,
    loadShedding: { maxEventLoopDelayMs: 0 },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await pg?.stop();
});

const upload = (leadId: string, side: string, body: Buffer) =>
  asOwner(app).inject({
    method: 'POST',
    url: `/api/lead/idUpload?leadId=${leadId}&side=${side}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: body,
  });

describe('ID uploads on PostgreSQL (DATABASE_URL)', () => {
  it('keep the checked bytes in the row, one row per side, replaced in place', async () => {
    const created = await asOwner(app).inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead({
        submit: true,
        contactDetails: { email: 'idupload+pg@example.com', phoneNumber: '0912345678' },
      }),
    });
    const { id } = created.json<{ id: string }>();
    await asOwner(app).inject({ url: `/api/lead/status/${id}` });
    expect((await upload(id, 'front', pdf())).statusCode).toBe(200);
    const photo = await jpeg();
    const replaced = await upload(id, 'front', photo);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const rows = await app.db.query<{
      side: string;
      media_type: string;
      file: string | null;
      uploads: number;
    }>('SELECT side, media_type, file, uploads FROM lead_documents WHERE lead_id = $1', [id]);
    expect(rows).toEqual([{ side: 'front', media_type: 'image/jpeg', file: null, uploads: 2 }]);
    const kept = await app.documents.bytesOf(id, 'front');
    expect(kept?.length).toBe(replaced.json<{ size: number }>().size);
    expect(kept?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
