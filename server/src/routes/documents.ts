import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_SIDES,
  documentsComplete,
  MAX_DOCUMENT_BYTES,
  sniffMediaType,
} from '../../../contract/documents';
import { UUID_PATTERN } from '../../../contract/lead';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { documentsOf, storeDocument } from '../db/document-queries';
import type { LeadRecord } from '../db/lead-queries';
import { leadWaitingOn, moveLead, readLead } from '../leads/lead-progress';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

/** The content types the upload takes as raw bytes: the file's own type, or none in particular. */
const UPLOAD_TYPES = /^(?:image\/(?:jpeg|png|heic|heif)|application\/(?:pdf|octet-stream))\s*(?:;|$)/i;

const leadId = z.string().regex(UUID_PATTERN, 'a lead id (UUID)');
const leadBody = z.strictObject({ leadId });

export const storedDocumentSchema = z.object({
  side: z.enum(DOCUMENT_SIDES),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  size: z.number().int(),
  sha256: z.string(),
});

const leadResponses = {
  ...errorResponses,
  404: errorSchema.describe('No such lead'),
  409: errorSchema.describe('The application is not waiting for its ID documents'),
};

/** The lead of the request when it is on the ID-upload screen; otherwise the 404 or 409 is sent. */
async function uploadingLead(
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

function uploadRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/api/lead/idUpload',
    bodyLimit: MAX_DOCUMENT_BYTES,
    config: { bodyTypes: UPLOAD_TYPES },
    schema: {
      summary: 'Upload one side of the ID',
      description:
        'The body is the file itself (`image/jpeg`, `image/png`, `image/heic`, `application/pdf` or ' +
        '`application/octet-stream`), at most ' +
        `${MAX_DOCUMENT_BYTES} bytes; \`leadId\` and \`side\` (front, back, passport) are in the query. The type is ` +
        'read from the content (magic bytes), not from the header. The same side again replaces the stored one.',
      tags: ['documents'],
      querystring: z.strictObject({ leadId, side: z.enum(DOCUMENT_SIDES) }),
      response: {
        200: storedDocumentSchema.describe('What was kept (never the bytes)'),
        ...leadResponses,
        413: errorSchema.describe(`The file is larger than ${MAX_DOCUMENT_BYTES} bytes`),
        415: errorSchema.describe('The content type is none of the upload types'),
        422: fieldErrorsSchema.describe('The content is no JPEG, PNG, HEIC or PDF'),
      },
    },
    handler: async (request, reply) => {
      const { leadId: id, side } = request.query;
      if (!(await uploadingLead(app, request, reply, id))) return reply;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const mediaType = sniffMediaType(bytes);
      if (!mediaType) {
        return reply.status(422).send({
          message: 'The file is no JPEG, PNG, HEIC or PDF',
          errors: [{ fieldName: side, message: 'idUpload>errors>type' }],
        });
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const doc = { leadId: id, side, mediaType, bytes, sha256, size: bytes.length };
      return storeDocument(app.db, doc, app.settings.now());
    },
  });
}

function documentIdRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    method: 'GET',
    url: '/api/lead/documentId',
    schema: {
      summary: 'The sides of the ID stored for a lead',
      description:
        'What was kept of each uploaded side, in the order front, back, passport (never the bytes).',
      tags: ['documents'],
      querystring: z.strictObject({ leadId }),
      response: {
        200: z.object({ documents: z.array(storedDocumentSchema) }).describe('The stored sides'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
      },
    },
    handler: async (request, reply) => {
      const record = await readLead(leadDeps(app, request), request.query.leadId);
      if (!record) return reply.status(404).send({ message: 'Lead not found' });
      return { documents: await documentsOf(app.db, record.id) };
    },
  });
  typed.route({
    method: 'POST',
    url: '/api/lead/documentId',
    schema: {
      summary: 'Send the uploaded ID documents: the application moves on',
      description:
        'When both sides of the ID card (or the passport page) are stored, the offer moves on as with continue; ' +
        'otherwise 422 names the first missing side.',
      tags: ['documents'],
      body: leadBody,
      response: {
        200: statusAnswerSchema.describe('The application as it now stands'),
        ...leadResponses,
        422: fieldErrorsSchema.describe('A side of the document is missing'),
      },
    },
    handler: async (request, reply) => {
      const record = await uploadingLead(app, request, reply, request.body.leadId);
      if (!record) return reply;
      const sides = (await documentsOf(app.db, record.id)).map((d) => d.side);
      if (!documentsComplete(sides)) {
        const fieldName = sides.includes('front') ? 'back' : 'front';
        return reply.status(422).send({
          message: 'Both sides of the ID card, or the passport page, are needed',
          errors: [{ fieldName, message: 'idUpload>errors>required' }],
        });
      }
      const moved = await moveLead(leadDeps(app, request), record.id, 'continue');
      return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
    },
  });
}

function skipRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/api/lead/offer/skip-document-upload',
    schema: {
      summary: 'Go on without the ID documents',
      description:
        'On the ID-upload screen: the offer moves on as with skip (any brand; docs/decisions/0029).',
      tags: ['documents'],
      body: leadBody,
      response: { 200: statusAnswerSchema.describe('The application as it now stands'), ...leadResponses },
    },
    handler: async (request, reply) => {
      const record = await uploadingLead(app, request, reply, request.body.leadId);
      if (!record) return reply;
      const moved = await moveLead(leadDeps(app, request), record.id, 'skip');
      return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
    },
  });
}

/**
 * The ID-upload screen's calls (behaviour §7 `/lead/idUpload`, `/lead/documentId`, `/lead/offer/skip-document-upload`).
 * The upload is the one API call whose body is not JSON: this plugin's scope alone takes the file's bytes.
 */
export const documentRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/pdf', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );
  uploadRoute(app);
  documentIdRoutes(app);
  skipRoute(app);
  done();
};
