/**
 * The calls around the application: the CORS preflight of the page's cross-origin lead calls, the policies, the
 * look-ups, the affiliate event, the error answers the page reads, and under `keyed` the lead key's refusals.
 */
import { z } from 'zod';
import {
  companiesAnswerSchema,
  emailCheckAnswerSchema,
  placeAnswerSchema,
  policiesAnswerSchema,
} from '../../contract/api-answers';
import {
  affiliateEventPath,
  apiUrl,
  companyPath,
  emailValidatePath,
  leadStatusPath,
  policiesPath,
  postcodeLookupPath,
} from '../../contract/api-paths';
import { leadCreatePathOf } from '../../contract/backend-profile';
import { GOOD } from '../../contract/testing/data-point-fixtures';
import { KitBrowser, idempotencyKey } from './client';
import { expectAnswer } from './expect';
import type { JourneyContext } from './journey-data';

/** The preflight a browser sends before the page's first lead create from another origin. */
export async function preflight(ctx: JourneyContext): Promise<void> {
  const { browser, report, brand } = ctx;
  const { host, basePath, origin, profile } = browser.target;
  const path = leadCreatePathOf(profile, brand.api.leadPath);
  const wanted = ['content-type', 'idempotency-key', ...(browser.key ? ['authorization'] : [])];
  const call = `OPTIONS ${path} (CORS preflight of the create from ${origin})`;
  const res = await fetch(apiUrl({ host, basePath }, path), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': wanted.join(','),
    },
  });
  const allowedOrigin = res.headers.get('access-control-allow-origin');
  const allowed = (res.headers.get('access-control-allow-headers') ?? '')
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  const missing = wanted.filter((h) => !allowed.includes(h) && !allowed.includes('*'));
  if (res.status >= 300) report.fail(call, `status ${res.status}, a preflight needs 2xx`);
  else if (allowedOrigin !== origin)
    report.fail(call, `Access-Control-Allow-Origin is ${allowedOrigin ?? 'missing'}, not ${origin}`);
  else if (missing.length > 0) report.fail(call, `Access-Control-Allow-Headers lacks ${missing.join(', ')}`);
  else report.pass(call, `${res.status}, allows ${wanted.join(', ')}`);
}

/** The parts of each look-up answer the page reads (contract/api-answers.ts); a backend may answer more. */
const placeRead = placeAnswerSchema.pick({ city: true, province: true });
const emailRead = emailCheckAnswerSchema.pick({ valid: true, suggestion: true });
const companiesRead = z.object({
  companies: z.array(companiesAnswerSchema.shape.companies.element.pick({ name: true })),
});

/** Policies and the look-ups of the form; a look-up answers what it knows (404: an unknown postcode). */
export async function lookups(ctx: JourneyContext): Promise<void> {
  const { browser, report, brand } = ctx;
  const origin = browser.target.origin;
  const policies = await browser.call({ path: `${policiesPath}?locale=${encodeURIComponent(brand.locale)}` });
  expectAnswer(report, `GET ${policiesPath}?locale= (policies)`, policies, {
    status: [200],
    schema: policiesAnswerSchema,
    origin,
  });
  const code = GOOD[brand.country]['postal-code'];
  const found = await browser.call({ path: postcodeLookupPath(code) });
  expectAnswer(report, 'GET /postcode/lookup/{code} (postcode look-up)', found, {
    status: [200, 404],
    // A 404 (an unknown postcode) carries no place.
    ...(found.status === 200 && { schema: placeRead }),
    origin,
  });
  expectAnswer(
    report,
    'GET /email/validate/{email} (email look-up)',
    await browser.call({ path: emailValidatePath('ana@gmial.com') }),
    {
      status: [200],
      schema: emailRead,
      origin,
    },
  );
  expectAnswer(
    report,
    'GET /company/{name} (employer look-up)',
    await browser.call({ path: companyPath('bank') }),
    {
      status: [200],
      schema: companiesRead,
      origin,
    },
  );
}

/** The affiliate event the page posts after the create (product added by the client, as the web's). */
export async function affiliateEvent(ctx: JourneyContext, leadId: string): Promise<void> {
  const { browser, report } = ctx;
  const answer = await browser.call({
    method: 'POST',
    path: affiliateEventPath,
    body: { event: 'lead', leadId },
  });
  expectAnswer(report, `POST ${affiliateEventPath} (affiliate event)`, answer, {
    status: [200, 201, 202, 204],
    origin: browser.target.origin,
  });
}

/**
 * The answers the page reads when a call fails, asked while the lead is open: 422 with field errors for a write
 * (`write`: how the journey writes, PUT on the lead path or POST on the v3 path), 404 for a lead it does not know.
 */
export async function errorShapes(
  ctx: JourneyContext,
  leadId: string,
  write: { method: 'PUT' | 'POST'; path: string },
): Promise<void> {
  const { browser, report } = ctx;
  const origin = browser.target.origin;
  const body = { id: leadId, contactDetails: { email: 'not an address' } };
  const bad = await browser.call({ ...write, body, headers: { 'Idempotency-Key': idempotencyKey() } });
  const call = `${write.method} ${write.path} (an invalid answer: 422 with field errors)`;
  const errors = expectAnswer<{ errors?: unknown }>(report, call, bad, { status: [422], origin });
  if (
    errors &&
    !(
      Array.isArray(errors.errors) &&
      errors.errors.every((e) => typeof (e as { fieldName?: unknown }).fieldName === 'string')
    )
  ) {
    report.lines.pop();
    report.fail(call, 'the answer needs `errors: [{ fieldName, message }]`');
  }
  const unknown = await browser.call({ path: leadStatusPath('00000000-0000-4000-8000-000000000000') });
  expectAnswer(report, 'GET /lead/status/{unknown id} (404)', unknown, { status: [404], origin });
}

/** Under `keyed`: no key is refused, and another browser's key does not reach the lead. */
export async function keyRefusals(ctx: JourneyContext, body: unknown, leadId: string): Promise<void> {
  const { browser, report, brand } = ctx;
  if (!browser.key) return;
  const origin = browser.target.origin;
  const path = leadCreatePathOf('keyed', brand.api.leadPath);
  const bare = await browser.call(
    { method: 'POST', path, body, headers: { 'Idempotency-Key': idempotencyKey() } },
    false,
  );
  expectAnswer(report, `POST ${path} (create without a lead key: 401)`, bare, { status: [401], origin });
  const other = await new KitBrowser(browser.target).call({ path: leadStatusPath(leadId) });
  expectAnswer(report, "GET /lead/status/{id} (another browser's key: 404)", other, {
    status: [404],
    origin,
  });
}
