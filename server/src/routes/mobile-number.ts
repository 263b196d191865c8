import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusAnswerSchema } from '../../../contract/api-answers';
import { parseDataPoints, setIn, validationContext } from '../../../contract/data-points';
import { UUID_PATTERN } from '../../../contract/lead';
import { RESEND_COOLDOWN_SECONDS } from '../../../contract/mobile-verification';
import { findLead, insertLeadEvent, saveLead } from '../db/lead-queries';
import { claimSend, type SendRefusal } from '../db/verification-queries';
import { leadWaitingOn, moveLead } from '../leads/lead-progress';
import { stateForRoute } from '../../../contract/progress';
import type { LeadDeps } from '../leads/lead-service';
import { statusAnswer } from '../leads/lead-view';
import { leadDeps, sendFailure } from './leads';
import { issueCode, SEND_LIMITS } from '../leads/verification-code';
import { errorResponses, errorSchema, fieldErrorsSchema } from './schemas';

const leadId = z.string().regex(UUID_PATTERN, 'a lead id (UUID)');

/** The state in which the server asks the applicant for (another) mobile number before the code. */
const CHANGING = stateForRoute('/change-mobile-number')!;

const NOT_VERIFYING = 'No mobile verification is pending for this application';

const { maxCodes, maxNumbers } = SEND_LIMITS;
const REFUSALS: Record<SendRefusal['reason'], string> = {
  cooldown: 'A code was sent moments ago',
  codes: `${maxCodes} codes were sent for this application in 24 hours: ask again later`,
  numbers: `The number was changed ${maxNumbers} times in 24 hours: ask again later`,
};

/** 429 with Retry-After and `retryAfterSeconds`: too soon after the last code, or the lead's caps are reached. */
const tooMany = (reply: FastifyReply, { reason, retryAfterSeconds }: SendRefusal) =>
  reply
    .status(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ message: REFUSALS[reason], retryAfterSeconds });

const tooManySchema = errorSchema.extend({ retryAfterSeconds: z.number().int() });

/**
 * The lead, when it waits for a mobile verification (or, for a change of number, for the number first); else the
 * failure to answer.
 */
const verifyingLead = (deps: LeadDeps, id: string, routes = ['/mobile-verification']) =>
  leadWaitingOn(deps, id, routes, NOT_VERIFYING);

/** Behaviour §7 `/v2/customer/mobile/resend-code` and `/v2/customer/mobile`: a new code, another number. */
export const mobileNumberRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.route({
    method: 'POST',
    url: '/api/v2/customer/mobile/resend-code',
    schema: {
      summary: 'Send a new verification code',
      description: `At most one code every ${RESEND_COOLDOWN_SECONDS} s, counting codes sent to a new number (the first is sent when the verification starts), and ${maxCodes} codes per lead in 24 hours. A new code starts the count of wrong codes again.`,
      tags: ['customer'],
      body: z.strictObject({ leadId }),
      response: {
        200: z.object({ resendAfterSeconds: z.number().int() }).describe('Sent'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
        409: errorSchema.describe('The application is not waiting for a mobile verification'),
        429: tooManySchema.describe(
          'Too soon after the last code, too many codes for this lead, or too many requests from this address',
        ),
      },
    },
    handler: async (request, reply) => {
      const deps = leadDeps(app, request);
      const found = await verifyingLead(deps, request.body.leadId);
      if (!found.ok) return sendFailure(reply, found);
      const refused = await claimSend(
        app.db,
        found.value.id,
        deps.now,
        { code: true, number: false },
        SEND_LIMITS,
      );
      if (refused) return tooMany(reply, refused);
      await issueCode(app.db, found.value, deps);
      return { resendAfterSeconds: RESEND_COOLDOWN_SECONDS };
    },
  });

  app.route({
    method: 'POST',
    url: '/api/v2/customer/mobile',
    config: { idempotent: true },
    schema: {
      summary: 'Change the mobile number the code is sent to',
      description:
        "The number is checked with the country's phone rules (422 with field errors, nothing stored); a new code is then sent to it. " +
        `The new code shares the resend's limits (429 with Retry-After); the number changes at most ${maxNumbers} times per lead in 24 hours.`,
      tags: ['customer'],
      body: z.strictObject({ leadId, phoneNumber: z.string().max(40) }),
      response: {
        200: statusAnswerSchema.describe('Changed; a new code was sent'),
        ...errorResponses,
        404: errorSchema.describe('No such lead'),
        409: errorSchema.describe('The application is not waiting for a mobile verification'),
        422: fieldErrorsSchema.describe('Not a mobile number of the country'),
        429: tooManySchema.describe(
          'Too soon after the last code, too many codes or numbers for this lead, or too many requests from this address',
        ),
      },
    },
    handler: async (request, reply) => {
      const deps = leadDeps(app, request);
      const found = await verifyingLead(deps, request.body.leadId, [
        '/mobile-verification',
        '/change-mobile-number',
      ]);
      if (!found.ok) return sendFailure(reply, found);
      const parsed = parseDataPoints(
        ['phone-number'],
        { 'phone-number': request.body.phoneNumber },
        validationContext(app.settings.brand, deps.now),
      );
      if (parsed.errors.length > 0)
        return reply.status(422).send({ message: 'The number is not valid', errors: parsed.errors });
      const phoneNumber = parsed.lead.contactDetails?.phoneNumber;
      // Asked for the number first, no code goes with the change: the verification's arrival sends it.
      const claim = { code: found.value.state !== CHANGING, number: true };
      const refused = await claimSend(app.db, found.value.id, deps.now, claim, SEND_LIMITS);
      if (refused) return tooMany(reply, refused);
      const saved = await deps.db.transaction(async (tx) => {
        const lead = await findLead(tx, deps.brand.id, found.value.id, deps.access, true);
        if (!lead) return undefined;
        const changed = await saveLead(
          tx,
          { ...lead, data: setIn(lead.data, 'contactDetails.phoneNumber', phoneNumber) },
          deps.now,
        );
        await insertLeadEvent(
          tx,
          {
            leadId: lead.id,
            kind: 'mobile-changed',
            fromState: lead.state,
            toState: lead.state,
            status: lead.status,
          },
          deps.now,
        );
        return changed;
      });
      if (!saved) return reply.status(404).send({ message: 'Lead not found' });
      // Asked for the number first: on to the verification, whose arrival sends the code.
      if (saved.state === CHANGING) {
        const moved = await moveLead(deps, saved.id, 'continue');
        return moved.ok ? statusAnswer(moved.value) : sendFailure(reply, moved);
      }
      await issueCode(app.db, saved, deps);
      return statusAnswer(saved);
    },
  });
  done();
};
