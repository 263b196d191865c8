/**
 * The application as the web app makes it (web/src/form/step/use-lead-save.ts): the classic form creates the lead
 * with its first step and updates it with each later one, the last with `submit`; the dynamic form posts each page
 * to the v3 lead path until the backend asks for nothing more, then submits. A repeated create with the same
 * Idempotency-Key and body must answer the first answer, never a second lead.
 */
import { dynamicLeadAnswerSchema, leadAnswerSchema, type LeadAnswer } from '../../contract/api-answers';
import { v3LeadPath } from '../../contract/api-paths';
import { leadCreatePathOf, leadUpdatePathOf } from '../../contract/backend-profile';
import type { ZodType } from 'zod';
import { idempotencyKey } from './client';
import { expectAnswer } from './expect';
import { errorShapes } from './side-calls';
import { classicPages, dynamicFirstPage, type JourneyContext } from './journey-data';


const CREATED = [201, 200];
/** The dynamic form's pages the kit answers at most: a backend that keeps asking fails. */
const MAX_PAGES = 30;

/** Sends a create twice with one key: the second must answer the same lead. */
async function createTwice<T extends LeadAnswer>(
  ctx: JourneyContext,
  create: { path: string; body: unknown; label: string; schema: ZodType<T> },
): Promise<T | undefined> {
  const { path, body, label, schema } = create;
  const { report, browser } = ctx;
  const origin = browser.target.origin;
  const headers = { 'Idempotency-Key': idempotencyKey() };
  const call = `POST ${path} (${label})`;
  const first = expectAnswer(report, call, await browser.call({ method: 'POST', path, body, headers }), {
    status: CREATED,
    schema,
    origin,
  });
  if (!first) return undefined;
  const again = await browser.call({ method: 'POST', path, body, headers });
  const idem = `POST ${path} (the same create again, same Idempotency-Key)`;
  const replay = expectAnswer(report, idem, again, { status: CREATED, schema, origin });
  if (replay && replay.id !== first.id) {
    report.lines.pop();
    report.fail(
      idem,
      `made a second lead (${replay.id}, first ${first.id}): a retried create must answer the first`,
    );
  }
  return first;
}

async function classic(ctx: JourneyContext): Promise<LeadAnswer | undefined> {
  const { brand, browser, answers, report } = ctx;
  const pages = classicPages(brand);
  const [first, ...rest] = pages;
  if (!first) return undefined;
  const createPath = leadCreatePathOf(browser.target.profile, brand.api.leadPath);
  let lead: LeadAnswer | undefined = await createTwice(ctx, {
    path: createPath,
    body: answers.create(first.dataPoints),
    label: `create, ${first.name}`,
    schema: leadAnswerSchema,
  });
  const updatePath = leadUpdatePathOf(brand.api.leadPath);
  if (lead) await errorShapes(ctx, lead.id, { method: 'PUT', path: updatePath });
  for (const [i, page] of rest.entries()) {
    if (!lead) return undefined;
    const submit = i === rest.length - 1;
    const body = { ...answers.page(page.dataPoints), id: lead.id, ...(submit ? { submit } : {}) };
    const answer = await browser.call({
      method: 'PUT',
      path: updatePath,
      body,
      headers: { 'Idempotency-Key': idempotencyKey() },
    });
    const call = `PUT ${updatePath} (update, ${page.name}${submit ? ', submit' : ''})`;
    lead = expectAnswer(report, call, answer, {
      status: [200],
      schema: leadAnswerSchema,
      origin: browser.target.origin,
    });
  }
  return lead;
}

async function dynamic(ctx: JourneyContext): Promise<LeadAnswer | undefined> {
  const { browser, answers, report } = ctx;
  const origin = browser.target.origin;
  const first = await createTwice(ctx, {
    path: v3LeadPath,
    body: answers.create(dynamicFirstPage.dataPoints),
    label: `create, ${dynamicFirstPage.name}`,
    schema: dynamicLeadAnswerSchema,
  });
  if (!first) return undefined;
  await errorShapes(ctx, first.id, { method: 'POST', path: v3LeadPath });
  let asked = first.requestedDataPoints;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const submit = asked.length === 0;
    const body = { ...answers.page(asked), id: first.id, ...(submit ? { submit } : {}) };
    const answer = await browser.call({
      method: 'POST',
      path: v3LeadPath,
      body,
      headers: { 'Idempotency-Key': idempotencyKey() },
    });
    const call = `POST ${v3LeadPath} (${submit ? 'submit' : `page ${page + 1}: ${asked.join(', ')}`})`;
    const saved = expectAnswer(report, call, answer, {
      status: CREATED,
      schema: dynamicLeadAnswerSchema,
      origin,
    });
    if (!saved || submit) return saved;
    asked = saved.requestedDataPoints;
  }
  report.fail(`POST ${v3LeadPath}`, `still asking for data points after ${MAX_PAGES} pages`);
  return undefined;
}

/** The application from the first page to its submission; the lead, when every call held. */
export const apply = (ctx: JourneyContext): Promise<LeadAnswer | undefined> =>
  ctx.brand.flow === 'dynamic' ? dynamic(ctx) : classic(ctx);
