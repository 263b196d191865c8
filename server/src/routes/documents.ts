import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentsComplete } from '../../../contract/documents';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { documentsOf } from '../db/document-queries';
import { moveLead, readLead } from '../leads/lead-progress';
import { statusAnswer } from '../leads/lead-view';
import { leadId, leadResponses, storedDocumentSchema, uploadingLead, uploadRoute } from './document-upload';
import { leadDeps, sendFailure } from './leads';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const leadBody = z.strictObject({ leadId });

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
 * The upload is the one API call whose body is not JSON: this plugin's scope alone takes the file's bytes, as the
 * stream they arrive on (the route writes it to storage as it comes, within the cap).
 */
export const documentRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/pdf', 'application/octet-stream'],
    (_request, payload, parsed) => parsed(null, payload),
  );
  uploadRoute(app);
  documentIdRoutes(app);
  skipRoute(app);
  done();
};
