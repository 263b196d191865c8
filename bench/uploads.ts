/**
 * ID uploads under load, against a real API process on the embedded database (`npx tsx bench/uploads.ts`):
 *
 * 1. ten uploads of a 10 MB photo at once (ten applicants) while another client reads `/api/policies` 50 times,
 *    one read after the other: the reads' status codes and latency (p50, p99, max), and each upload's answer;
 * 2. one side of one application replaced 30 times: the data directory's size before the first upload and after
 *    the last (the server stopped, so that everything it wrote is on disk).
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { bearer, keyFromBytes } from '../contract/lead-key';
import { MAX_DOCUMENT_BYTES } from '../contract/documents';
import { startApiProcess, type ApiProcess } from '../server/src/testing/api-processes';

const READS = 50;
const UPLOADS = 10;
const REPLACEMENTS = 30;

/** A photo of noise (nothing compresses it) as a JPEG just under the upload cap. */
async function photo(): Promise<Buffer> {
  for (let side = 2200; side > 1000; side -= 50) {
    const raw = randomBytes(side * side * 3);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length <= MAX_DOCUMENT_BYTES) return jpeg;
  }
  throw new Error('no photo under the cap');
}

async function server(dataDir: string): Promise<ApiProcess> {
  return startApiProcess('vn-1', {
    DATA_DIR: dataDir,
    APP_ENV: 'development',
    CHECKING_MS: '0',
    RATE_LIMIT_MAX: '100000',
    // Each upload comes from an address of its own (X-Forwarded-For): the uploads' own limit is per client.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
  });
}

/** A vn-1 application waiting for its ID documents (the `idupload+` address), and its browser's key. */
async function uploadingLead(origin: string): Promise<{ id: string; key: string }> {
  const key = keyFromBytes(randomBytes(32));
  const headers = {
    'content-type': 'application/json',
    authorization: bearer(key),
    'idempotency-key': randomUUID(),
  };
  const created = await fetch(`${origin}/api/v2/lead`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      product: 'vn-1-cash',
      amount: 1_000_000,
      period: 73,
      generalPolicies: true,
      submit: true,
      personalDetails: { firstName: 'An', lastName: 'Nguyen', dateOfBirth: '1990-05-17' },
      contactDetails: {
        email: `idupload+${randomUUID()}@example.com`,
        phoneNumber: '0912345678',
        marketingConsents: false,
      },
    }),
  });
  if (created.status !== 201)
    throw new Error(`lead create answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (let tries = 0; tries < 50; tries++) {
    const status = await fetch(`${origin}/api/lead/status/${id}`, {
      headers: { authorization: bearer(key) },
    });
    const { route } = (await status.json()) as { route?: string };
    if (route === '/id-upload') return { id, key };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`lead ${id} never reached /id-upload`);
}

let client = 0;

async function upload(origin: string, lead: { id: string; key: string }, side: string, body: Buffer) {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}/api/lead/idUpload?leadId=${lead.id}&side=${side}`, {
      method: 'POST',
      headers: {
        'content-type': 'image/jpeg',
        authorization: bearer(lead.key),
        'x-forwarded-for': `10.0.0.${++client % 250}`,
      },
      body: new Uint8Array(body),
    });
    const text = await res.text();
    return { status: String(res.status), ms: performance.now() - started, text };
  } catch (error) {
    return { status: String((error as Error).cause ?? error), ms: performance.now() - started, text: '' };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * The other client: its own thread (its own event loop, as another person's browser would be), reading
 * `/api/policies` READS times, 50 ms apart, each after the previous answer.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const codes = {};
  const ms = [];
  for (let i = 0; i < workerData.reads; i++) {
    const started = performance.now();
    const status = await fetch(workerData.origin + '/api/policies').then(
      async (res) => (await res.arrayBuffer(), String(res.status)),
      (error) => String(error.cause ?? error),
    );
    ms.push(performance.now() - started);
    if (workerData.trace) console.log('read ' + i + ': ' + Math.round(ms[i]) + ' ms');
    codes[status] = (codes[status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage({ codes, ms });
})();
`;

async function readPolicies(origin: string): Promise<{ codes: Record<string, number>; ms: number[] }> {
  const worker = new Worker(READER, {
    eval: true,
    workerData: { origin, reads: READS, trace: Boolean(process.env.BENCH_TRACE) },
  });
  const [result] = (await once(worker, 'message')) as [{ codes: Record<string, number>; ms: number[] }];
  await worker.terminate();
  return { codes: result.codes, ms: result.ms.sort((a, b) => a - b) };
}

async function concurrentUploads(body: Buffer): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const api = await server(dir);
  try {
    const leads = await Promise.all(Array.from({ length: UPLOADS }, () => uploadingLead(api.origin)));
    // The other client has used the site before: its first call (the route's first in this process) is not counted.
    await (await fetch(`${api.origin}/api/policies`)).arrayBuffer();
    const [reads, ...uploads] = await Promise.all([
      readPolicies(api.origin),
      ...leads.map((lead) => upload(api.origin, lead, 'front', body)),
    ]);
    const upCodes = uploads.map((u) => u.status).join(' ');
    const upMs = uploads.map((u) => Math.round(u.ms)).sort((a, b) => a - b);
    console.log(
      `${UPLOADS} uploads of ${body.length} bytes at once: answers ${upCodes}; ${upMs.join(', ')} ms`,
    );
    for (const u of uploads) if (u.status !== '200') console.log(`  ${u.status}: ${u.text.slice(0, 200)}`);
    if (uploads.some((u) => u.status !== '200')) console.log(api.log().slice(-2000));
    const f = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `${READS} reads of /api/policies meanwhile: answers ${JSON.stringify(reads.codes)}; p50 ${f(percentile(reads.ms, 50))}, ` +
        `p99 ${f(percentile(reads.ms, 99))}, max ${f(reads.ms.at(-1) ?? NaN)}`,
    );
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const megabytes = (dir: string) =>
  `${(Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024).toFixed(1)} MB`;

async function replacements(body: Buffer): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-replace-'));
  let api = await server(dir);
  try {
    const lead = await uploadingLead(api.origin);
    await api.stop();
    const before = megabytes(dir);
    api = await server(dir);
    const codes: string[] = [];
    for (let i = 0; i <= REPLACEMENTS; i++)
      codes.push((await upload(api.origin, lead, 'front', body)).status);
    await api.stop();
    console.log(
      `one side uploaded, then replaced ${REPLACEMENTS} times (answers ${[...new Set(codes)].join(', ')}): ` +
        `the data directory ${before} before, ${megabytes(dir)} after (${(body.length / 1024 / 1024).toFixed(1)} MB live)`,
    );
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const body = await photo();
await concurrentUploads(body);
await replacements(body);
