import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_STORED_BYTES_PER_LEAD, MAX_UPLOADS_PER_LEAD, UPLOADS_PER_MINUTE } from '../documents/quota';
import { leadOn } from '../testing/open-banking';
import { CATALOG, heic, jpeg, PAGE, PAGES, pdf, png, pngHeader, streamObject } from '../testing/documents';
import { countRows, testClock, useTestApp } from '../testing/helpers';

const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });

/** A vn-1 lead waiting for its ID documents, polled past checking. */
const uploading = (): Promise<string> => leadOn(owner(), '/id-upload', () => clock.advance(1500));

const upload = (leadId: string, side: string, body: Buffer) =>
  owner().inject({
    method: 'POST',
    url: `/api/lead/idUpload?leadId=${leadId}&side=${side}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: body,
  });

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

describe('POST /api/lead/idUpload checks the content, not only its first bytes', () => {
  it('keeps a picture encoded again: what followed the picture (an HTML or PHP tail) is not stored', async () => {
    const leadId = await uploading();
    const front = await upload(leadId, 'front', Buffer.concat([await png(), HTML]));
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json()).toMatchObject({ mediaType: 'image/png' });
    const back = await upload(leadId, 'back', Buffer.concat([await jpeg(), PHP]));
    expect(back.statusCode, back.body).toBe(200);
    const keptFront = await app().documents.bytesOf(leadId, 'front');
    const keptBack = await app().documents.bytesOf(leadId, 'back');
    expect(keptFront?.includes('<script')).toBe(false);
    expect(keptBack?.includes('<?php')).toBe(false);
    expect(keptFront?.length).toBe(front.json<{ size: number }>().size);
  });

  it('refuses a picture over the cap from its header (100000 × 100000) and one that is no picture', async () => {
    const leadId = await uploading();
    const huge = await upload(leadId, 'front', pngHeader(100_000, 100_000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ errors: [{ fieldName: 'front', message: 'idUpload>errors>type' }] });
    expect(huge.json<{ message: string }>().message).toContain('100000 × 100000');
    const broken = await upload(leadId, 'front', Buffer.concat([(await jpeg()).subarray(0, 40), HTML]));
    expect(broken.statusCode).toBe(422);
    expect(await countRows(db(), 'lead_documents')).toBe(0);
  });

  it('refuses a PDF with active content, in plain, escaped or compressed objects, and one that goes on after its end', async () => {
    const leadId = await uploading();
    const js = pdf([
      `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>`,
      PAGES,
      PAGE,
    ]);
    const escaped = pdf([
      `<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>`,
      PAGES,
      PAGE,
      '<< /S /J#61vaScript /J#53 (x) >>',
    ]);
    const hidden = deflateSync(Buffer.from('4 0 << /S /Launch /F (calc.exe) >>'));
    const packed = pdf([
      CATALOG,
      PAGES,
      PAGE,
      streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', hidden),
    ]);
    const attached = pdf([CATALOG, PAGES, PAGE, streamObject('/Type /EmbeddedFile', Buffer.from('MZ'))]);
    const tail = Buffer.concat([pdf(), HTML]);
    for (const [file, reason] of [
      [js, '/JavaScript'],
      [escaped, '/JavaScript'],
      [packed, '/Launch'],
      [attached, '/EmbeddedFile'],
      [tail, 'after its end'],
    ] as const) {
      const res = await upload(leadId, 'passport', file);
      expect(res.statusCode, reason).toBe(422);
      expect(res.json<{ message: string }>().message).toContain(reason);
    }
    expect(
      (await upload(leadId, 'passport', Buffer.from('%PDF-1.7\n<script>alert(1)</script>'))).statusCode,
    ).toBe(422);
    expect(await countRows(db(), 'lead_documents')).toBe(0);
    const plain = await upload(
      leadId,
      'passport',
      pdf([CATALOG, PAGES, PAGE, streamObject('', Buffer.from('BT /JS 12 Tf ET'))]),
    );
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('takes a HEIC photo whose boxes hold, and refuses one with data after it or over the cap', async () => {
    const leadId = await uploading();
    expect((await upload(leadId, 'front', heic())).json()).toMatchObject({ mediaType: 'image/heic' });
    expect((await upload(leadId, 'back', Buffer.concat([heic(), HTML]))).statusCode).toBe(422);
    const huge = await upload(leadId, 'back', heic(100_000, 100_000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json<{ message: string }>().message).toContain('100000 × 100000');
  });
});

describe('POST /api/lead/idUpload quotas', () => {
  it(`answers 429 once an application has had its ${MAX_UPLOADS_PER_LEAD} uploads, replacements included`, async () => {
    const leadId = await uploading();
    expect((await upload(leadId, 'front', await jpeg())).statusCode).toBe(200);
    await db().query('UPDATE lead_documents SET uploads = $1 WHERE lead_id = $2', [
      MAX_UPLOADS_PER_LEAD - 1,
      leadId,
    ]);
    expect((await upload(leadId, 'front', await jpeg())).statusCode).toBe(200);
    const spent = await upload(leadId, 'back', await jpeg());
    expect(spent.statusCode).toBe(429);
    expect(spent.json<{ message: string }>().message).toContain(`its ${MAX_UPLOADS_PER_LEAD} uploads`);
  });

  it('answers 413 when the sides kept would take more than the application may keep; a replaced side does not count', async () => {
    const leadId = await uploading();
    const padding = Buffer.alloc(Math.floor(MAX_STORED_BYTES_PER_LEAD / 2.7), 0x20);
    const big = pdf([CATALOG, PAGES, PAGE, streamObject('', padding)]);
    expect((await upload(leadId, 'front', big)).statusCode).toBe(200);
    expect((await upload(leadId, 'back', big)).statusCode).toBe(200);
    expect((await upload(leadId, 'back', big)).statusCode).toBe(200);
    const third = await upload(leadId, 'passport', big);
    expect(third.statusCode).toBe(413);
    expect(third.json<{ message: string }>().message).toMatch(
      /may take 25 MB in all; with this file they would take 27\.8 MB/,
    );
    expect(await countRows(db(), 'lead_documents')).toBe(2);
  });

  it(`limits a client to ${UPLOADS_PER_MINUTE} uploads a minute`, async () => {
    const leadId = await uploading();
    const file = await jpeg();
    const codes: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i++)
      codes.push((await upload(leadId, 'front', file)).statusCode);
    expect(codes.slice(0, UPLOADS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
