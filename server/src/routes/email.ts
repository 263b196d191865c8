import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailCheckAnswerSchema, type EmailCheck } from '../../../contract/api-answers';
import { dataPoints, validationContext } from '../../../contract/data-points';
import { FREE_MAIL_DOMAINS, isDisposableEmail, suggestDomain } from '../content/email-domains';
import { errorResponses } from './schemas';

const emailParam = z.string().min(1).max(254);

export const emailRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const found = dataPoints.email;
  if (!found) throw new Error('the catalogue has no email data point');
  const emailPoint = found;

  function check(raw: string): EmailCheck {
    const parsed = emailPoint
      .schema(validationContext(app.settings.brand, app.settings.now()))
      .safeParse(raw);
    const email = parsed.success ? String(parsed.data) : raw.trim().toLowerCase();
    const domain = email.split('@')[1] ?? '';
    const suggested = suggestDomain(domain);
    const base = {
      email,
      freeMail: FREE_MAIL_DOMAINS.has(domain),
      ...(suggested ? { suggestion: `${email.split('@')[0]}@${suggested}` } : {}),
    };
    if (!parsed.success)
      return { ...base, valid: false, message: parsed.error.issues[0]?.message ?? 'errors>email' };
    if (isDisposableEmail(email)) return { ...base, valid: false, message: 'errors>email-disposable' };
    return { ...base, valid: true };
  }

  app.route({
    method: 'GET',
    url: '/api/email/validate/:email',
    schema: {
      summary: 'Check an email address',
      description:
        "Form (the catalogue's email rule), throw-away domains, free-mail providers and likely typos of their domains.",
      tags: ['lookup'],
      params: z.strictObject({ email: emailParam }),
      response: { 200: emailCheckAnswerSchema.describe('The verdict'), ...errorResponses },
    },
    handler: (request) => check(request.params.email),
  });

  done();
};
