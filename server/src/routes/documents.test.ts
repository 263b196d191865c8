import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../contract/documents';
import { heic, jpeg, pdf, png } from '../testing/documents';
import { leadOn } from '../testing/open-banking';
import { asOwner, countRows, OTHER_LEAD_KEY, testClock, useTestApp } from '../testing/helpers';

const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000, testRoutes: true });

let JPEG: Buffer;
let PNG: Buffer;
const PDF = pdf();
const HEIC = heic();
beforeAll(async () => {
  [JPEG, PNG] = await Promise.all([jpeg(), png()]);
});

/** A vn-1 lead waiting for its ID documents, polled past checking. */
const uploading = (): Promise<string> => leadOn(owner(), '/id-upload', () => clock.advance(1500));

const upload = (
  leadId: string,
  side: string,
  body: Buffer,
  type = 'application/octet-stream',
  as = owner(),
) =>
  as.inject({
    method: 'POST',
    url: `/api/lead/idUpload?leadId=${leadId}&side=${side}`,
    headers: { 'content-type': type },
    payload: body,
  });

const post = (url: string, leadId: string) =>
  owner().inject({ method: 'POST', url: `/api/lead${url}`, payload: { leadId } });

describe('POST /api/lead/idUpload', () => {
  it('keeps each side by its content, answers what it kept without the bytes, and replaces a side sent again', async () => {
    const leadId = await uploading();
    const front = await upload(leadId, 'front', JPEG, 'image/jpeg');
    expect(front.statusCode, front.body).toBe(200);
    // What is kept is the picture encoded again: the answer describes those bytes.
    const kept = await app().documents.bytesOf(leadId, 'front');
    expect(front.json()).toEqual({
      side: 'front',
      mediaType: 'image/jpeg',
      size: kept?.length,
      sha256: createHash('sha256')
        .update(kept ?? '')
        .digest('hex'),
    });
    // The header is not believed: the content is a PNG.
    expect((await upload(leadId, 'back', PNG, 'application/pdf')).json()).toMatchObject({
      mediaType: 'image/png',
    });
    expect((await upload(leadId, 'front', PDF)).json()).toMatchObject({
      side: 'front',
      mediaType: 'application/pdf',
    });
    expect((await upload(leadId, 'passport', HEIC, 'image/heic')).json()).toMatchObject({
      mediaType: 'image/heic',
    });
    expect(await countRows(db(), 'lead_documents')).toBe(3);
    const listed = await owner().inject({ url: `/api/lead/documentId?leadId=${leadId}` });
    expect(listed.json<{ documents: { side: string; mediaType: string }[] }>().documents).toEqual([
      expect.objectContaining({ side: 'front', mediaType: 'application/pdf' }),
      expect.objectContaining({ side: 'back', mediaType: 'image/png' }),
      expect.objectContaining({ side: 'passport', mediaType: 'image/heic' }),
    ]);
    const rows = await app().inject({ url: `/api/test/documents?leadId=${leadId}` });
    expect(rows.json<{ documents: object[] }>().documents).toHaveLength(3);
    expect(rows.body).not.toContain('bytes');
  });

  it('refuses a file that is none of the types (422), a content type not taken (415) and a body over the cap (413)', async () => {
    const leadId = await uploading();
    const text = await upload(leadId, 'front', Buffer.from('GIF89a not a document'), 'image/jpeg');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ errors: [{ fieldName: 'front', message: 'idUpload>errors>type' }] });
    expect((await upload(leadId, 'front', Buffer.alloc(0))).statusCode).toBe(422);
    expect((await upload(leadId, 'front', JPEG, 'text/plain')).statusCode).toBe(415);
    expect((await upload(leadId, 'front', JPEG, 'multipart/form-data; boundary=x')).statusCode).toBe(415);
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const tooBig = await upload(leadId, 'front', big, 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: 'The file is larger than 10 MB' });
    // Without a length announced, the body is counted as it is written, and dropped past the cap.
    const streamed = await owner().inject({
      method: 'POST',
      url: `/api/lead/idUpload?leadId=${leadId}&side=front`,
      headers: { 'content-type': 'image/jpeg' },
      payload: Readable.from([big.subarray(0, 1 << 20), big.subarray(1 << 20)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect((await upload(leadId, 'side', JPEG)).statusCode).toBe(400);
    expect(await countRows(db(), 'lead_documents')).toBe(0);
  });

  it("answers 404 for another browser's lead or none, and 409 for a lead not waiting for documents", async () => {
    const leadId = await uploading();
    expect(
      (await upload(leadId, 'front', JPEG, 'image/jpeg', asOwner(app(), OTHER_LEAD_KEY))).statusCode,
    ).toBe(404);
    const other = await asOwner(app(), OTHER_LEAD_KEY).inject({
      url: `/api/lead/documentId?leadId=${leadId}`,
    });
    expect(other.statusCode).toBe(404);
    expect((await upload('00000000-0000-4000-8000-000000000000', 'front', JPEG)).statusCode).toBe(404);
    const verifying = await leadOn(owner(), '/mobile-verification', () => clock.advance(1500));
    expect((await upload(verifying, 'front', JPEG)).statusCode).toBe(409);
    expect((await post('/documentId', verifying)).statusCode).toBe(409);
    expect((await post('/offer/skip-document-upload', verifying)).statusCode).toBe(409);
    expect(await countRows(db(), 'lead_documents')).toBe(0);
  });
});

describe('POST /api/lead/documentId and /api/lead/offer/skip-document-upload', () => {
  it('moves on only once both sides (or the passport page) are stored', async () => {
    const leadId = await uploading();
    await upload(leadId, 'front', JPEG);
    const early = await post('/documentId', leadId);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      errors: [{ fieldName: 'back', message: 'idUpload>errors>required' }],
    });
    await upload(leadId, 'back', PNG);
    const sent = await post('/documentId', leadId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ route: '/accepted', application: { status: 'accepted' } });
    expect((await upload(leadId, 'front', JPEG)).statusCode).toBe(409);

    const passport = await uploading();
    await upload(passport, 'passport', PDF);
    expect((await post('/documentId', passport)).json()).toMatchObject({ route: '/accepted' });
  });

  it('skips the documents: the application moves on with none stored', async () => {
    const leadId = await uploading();
    const skipped = await post('/offer/skip-document-upload', leadId);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ route: '/accepted' });
    expect(await countRows(db(), 'lead_documents')).toBe(0);
  });
});
