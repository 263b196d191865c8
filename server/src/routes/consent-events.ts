import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentEventSchema } from '../../../contract/consent-event-schema';
import { CONSENT_ACTIONS } from '../../../contract/tracking';
import { UUID_PATTERN } from '../../../contract/uuid';
import { consentEventsOf, insertConsentEvent } from '../db/consent-event-queries';
import { errorResponses } from './schemas';

/**
 * A visitor's cookie-consent choice (docs/decisions/0036-consent-and-tags.md), recorded without personal data:
 * the session's random id, the two categories, the banner text's version and how the choice was made. No lead
 * key: the choice is made before any lead exists. Rate limited like every API route (plugins/rate-limit.ts).
 */
export const consentEventRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/consent-events',
    schema: {
      summary: "Record a visitor's cookie-consent choice",
      description:
        'What the visitor agreed to (analytics, marketing), under which text of the banner, and how ' +
        '(accept-all, reject-all, save), for a browser session; stored with the time by the database clock. ' +
        'Any other field is refused (400): the event holds no personal data.',
      tags: ['consents'],
      body: consentEventSchema,
      response: {
        201: z.object({ recorded: z.literal(true) }).describe('Recorded'),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      await insertConsentEvent(app.db, app.settings.brand.id, request.body);
      return reply.status(201).send({ recorded: true as const });
    },
  });
  done();
};

/**
 * TEST ONLY, registered with routes/test-inspection.ts (app option `testRoutes`, env `TEST_ROUTES=1`), never by
 * default: the end-to-end suite reads the consent events a browser session stored.
 */
export const consentEventInspectionRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'GET',
    url: '/api/test/consent-events/:sessionId',
    schema: {
      summary: 'TEST ONLY: the consent events recorded for a session',
      description:
        'Only with `TEST_ROUTES=1`. Every consent event of this brand and session, oldest first: ' +
        '`[{ analytics, marketing, textVersion, action, recordedAt }]`.',
      tags: ['test'],
      params: z.strictObject({ sessionId: z.string().regex(UUID_PATTERN, 'a UUID') }),
      response: {
        200: z
          .array(
            z.object({
              analytics: z.boolean(),
              marketing: z.boolean(),
              textVersion: z.string(),
              action: z.enum(CONSENT_ACTIONS),
              recordedAt: z.string(),
            }),
          )
          .describe('The recorded events'),
        ...errorResponses,
      },
    },
    handler: async (request) => consentEventsOf(app.db, app.settings.brand.id, request.params.sessionId),
  });
  done();
};
