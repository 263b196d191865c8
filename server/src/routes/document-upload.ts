import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_SIDES,
  MAX_DOCUMENT_BYTES,
  type DocumentSide,
} from '../../../contract/documents';
import { UUID_PATTERN } from '../../../contract/lead';
import { checkDocument } from '../documents/content-check';
import { MAX_STORED_BYTES_PER_LEAD, MAX_UPLOADS_PER_LEAD, UPLOADS_PER_MINUTE } from '../documents/quota';
import { receiveFile } from '../documents/receive';
import type { LeadRecord } from '../db/lead-queries';
import { leadWaitingOn } from '../leads/lead-progress';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

/** The content types the upload takes as raw bytes: the file's own type, or none in particular. */
export const UPLOAD_TYPES = /^(?:image\/(?:jpeg|png|heic|heif)|application\/(?:pdf|octet-stream))\s*(?:;|$)/i;

export const leadId = z.string().regex(UUID_PATTERN, 'a lead id (UUID)');

export const storedDocumentSchema = z.object({
  side: z.enum(DOCUMENT_SIDES),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  size: z.number().int(),
  sha256: z.string(),
});

export const leadResponses = {
  ...errorResponses,
  404: errorSchema.describe('No such lead'),
  409: errorSchema.describe('The application is not waiting for its ID documents'),
};

const TOO_LARGE = `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

/** The lead of the request when it is on the ID-upload screen; otherwise the 404 or 409 is sent. */
export async function uploadingLead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<LeadRecord | undefined> {
  const found = await leadWaitingOn(
    leadDeps(app, request),
    id,
    ['/id-upload'],
    'The application is not waiting for its ID documents',
  );
  if (found.ok) return found.value;
  void sendFailure(reply, found);
  return undefined;
}

/** The SHA-256 of `bytes`, hashed on a worker thread (Web Crypto). A Buffer from sharp or a file read is never shared memory. */
const sha256 = async (bytes: Buffer) =>
  Buffer.from(
    await crypto.subtle.digest(
      'SHA-256',
      new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
    ),
  ).toString('hex');

/** Receives the body into a file, checks it and keeps what the check keeps; answers what to send. */
async function receiveAndKeep(app: FastifyInstance, request: FastifyRequest, id: string, side: DocumentSide) {
  const path = join(app.documents.incoming, randomUUID());
  try {
    const body = request.body instanceof Readable ? request.body : Readable.from([]);
    const received = await receiveFile(body, path, MAX_DOCUMENT_BYTES);
    if (!received.ok) {
      const tooLarge = received.reason === 'too-large';
      return {
        status: tooLarge ? 413 : 400,
        body: { message: tooLarge ? TOO_LARGE : 'The upload was cut off' },
      };
    }
    const checked = await checkDocument(path);
    if (!checked.ok) {
      return {
        status: 422,
        body: { message: checked.message, errors: [{ fieldName: side, message: 'idUpload>errors>type' }] },
      };
    }
    const { mediaType, bytes } = checked;
    const doc = { leadId: id, side, mediaType, bytes, sha256: await sha256(bytes), size: bytes.length };
    const kept = await app.documents.keep(doc, app.settings.now());
    return kept.ok
      ? { status: 200, body: kept.stored }
      : { status: kept.status, body: { message: kept.message } };
  } finally {
    await rm(path, { force: true });
  }
}

const DESCRIPTION =
  'The body is the file itself (`image/jpeg`, `image/png`, `image/heic`, `application/pdf` or ' +
  `\`application/octet-stream\`), at most ${MAX_DOCUMENT_BYTES} bytes, written to storage as it arrives; ` +
  '`leadId` and `side` (front, back, passport) are in the query. The type is read from the content, not from the ' +
  'header, and the content is checked: a JPEG or PNG is decoded and kept encoded again (upright, without its ' +
  'metadata or anything after the picture), at most 12,000 pixels a side and 40 megapixels; a HEIC photo must be ' +
  'whole, within the same cap; a PDF must be whole and carry no active content (scripts, launch actions, attached ' +
  'files, rich media, XML forms). The same side again replaces the stored one, leaving nothing of it behind. Per ' +
  `application at most ${MAX_UPLOADS_PER_LEAD} uploads and ${MAX_STORED_BYTES_PER_LEAD / 1024 / 1024} MB kept; ` +
  `per client ${UPLOADS_PER_MINUTE} uploads a minute.`;

export function uploadRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/api/lead/idUpload',
    config: { bodyTypes: UPLOAD_TYPES, rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } },
    schema: {
      summary: 'Upload one side of the ID',
      description: DESCRIPTION,
      tags: ['documents'],
      querystring: z.strictObject({ leadId, side: z.enum(DOCUMENT_SIDES) }),
      response: {
        200: storedDocumentSchema.describe('What was kept (never the bytes)'),
        ...leadResponses,
        400: errorSchema.describe('The request is malformed, or its body was cut off'),
        413: errorSchema.describe(
          `The file is larger than ${MAX_DOCUMENT_BYTES} bytes, or the application's documents would take more than ` +
            `${MAX_STORED_BYTES_PER_LEAD} bytes together`,
        ),
        415: errorSchema.describe('The content type is none of the upload types'),
        422: fieldErrorsSchema.describe(
          'The content is no JPEG, PNG, HEIC or PDF, or it fails its check (the message says why)',
        ),
        429: errorSchema.describe(
          `Too many uploads from this address (${UPLOADS_PER_MINUTE} a minute), or the application has had its ` +
            `${MAX_UPLOADS_PER_LEAD}`,
        ),
      },
    },
    handler: async (request, reply) => {
      const { leadId: id, side } = request.query;
      if (!(await uploadingLead(app, request, reply, id))) return reply;
      if (Number(request.headers['content-length'] ?? 0) > MAX_DOCUMENT_BYTES)
        return reply.status(413).send({ message: TOO_LARGE });
      const refused = await app.documents.refusal(id, side, 0);
      if (refused) return reply.status(refused.status).send({ message: refused.message });
      const answer = await receiveAndKeep(app, request, id, side);
      return reply.status(answer.status).send(answer.body);
    },
  });
}
