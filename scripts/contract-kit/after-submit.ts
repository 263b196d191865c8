/**
 * What the web app does once an application is submitted: it polls the status until a decision shows, opens a
 * continue link (in another browser), and on a lender's consents screen reads the consents and sends the answers.
 */
import { statusAnswerSchema, type StatusAnswer } from '../../contract/api-answers';
import { leadLinkPath, leadStatusPath, v3LeadUrlPath } from '../../contract/api-paths';
import { consentsAnswerSchema, consentsPath, isConsentRoute } from '../../contract/consents';
import { KitBrowser, idempotencyKey } from './client';
import { expectAnswer } from './expect';
import type { JourneyContext } from './journey-data';

/** The statuses the page keeps polling through. */
const WAITING = new Set(['in-progress', 'checking']);
const POLL_MS = 300;

/** Polls `GET /lead/status/{id}` as the checking screen does, until the application is no longer waiting. */
export async function pollStatus(
  ctx: JourneyContext,
  id: string,
  timeoutMs: number,
): Promise<StatusAnswer | undefined> {
  const { browser, report } = ctx;
  const path = leadStatusPath(id);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await browser.call({ path });
    const parsed = statusAnswerSchema.safeParse(answer.body);
    const waiting = answer.status === 200 && parsed.success && WAITING.has(parsed.data.application.status);
    if (!waiting || Date.now() > until) {
      const call = 'GET /lead/status/{id} (polls until a decision)';
      const status = expectAnswer(report, call, answer, {
        status: [200],
        schema: statusAnswerSchema,
        origin: browser.target.origin,
      });
      if (status && WAITING.has(status.application.status)) {
        report.lines.pop();
        report.fail(call, `still ${status.application.status} after ${timeoutMs} ms`);
        return undefined;
      }
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The continue link opened in a second browser: by the lead id under `spec`, by a single-use token under `keyed`. */
export async function continueLink(ctx: JourneyContext, id: string): Promise<void> {
  const { browser, report } = ctx;
  const origin = browser.target.origin;
  const other = new KitBrowser(browser.target);
  if (browser.target.profile === 'spec') {
    const answer = await other.call({ path: v3LeadUrlPath(id, 'continue') });
    const status = expectAnswer(
      report,
      'GET /v3/lead/url/{lead id}/continue (continue link, another browser)',
      answer,
      { status: [200], schema: statusAnswerSchema, origin },
    );
    if (status && status.id !== id)
      report.fail('GET /v3/lead/url/{lead id}/continue', `answers lead ${status.id}, not ${id}`);
    return;
  }
  const linkCall = 'POST /lead/{id}/link (the token a continue link carries)';
  const issued = expectAnswer<{ token?: unknown }>(
    report,
    linkCall,
    await browser.call({ method: 'POST', path: leadLinkPath(id), body: { urlType: 'continue' } }),
    { status: [201, 200], origin },
  );
  if (typeof issued?.token !== 'string') {
    if (issued) report.fail(linkCall, 'the answer carries no token');
    return;
  }
  const path = v3LeadUrlPath(issued.token, 'continue');
  const opened = await other.call({ path });
  expectAnswer(report, 'GET /v3/lead/url/{token}/continue (continue link, another browser)', opened, {
    status: [200],
    schema: statusAnswerSchema,
    origin,
  });
  const third = await new KitBrowser(browser.target).call({ path });
  expectAnswer(report, 'GET /v3/lead/url/{token}/continue (the used link in a third browser: 410)', third, {
    status: [410],
    origin,
  });
}

/** The calls of one screen after the offer: a consents screen reads the lender's consents and answers them all. */
export async function consentsScreen(
  ctx: JourneyContext,
  status: StatusAnswer,
): Promise<StatusAnswer | undefined> {
  const { browser, report, brand } = ctx;
  const origin = browser.target.origin;
  const route = status.route;
  if (!isConsentRoute(route)) {
    report.skip(
      'post-offer screen',
      `the application is on ${route} (${status.application.status}), no consents screen: run with --demo-triggers to reach one`,
    );
    return status;
  }
  const path = consentsPath(route, status.id);
  const lead = route === '/consents' ? '' : `leadId=${encodeURIComponent(status.id)}&`;
  const read = await browser.call({ path: `${path}?${lead}locale=${encodeURIComponent(brand.locale)}` });
  const list = expectAnswer(
    report,
    `GET ${route === '/consents' ? '/customer/{id}/consents' : path} (${route} screen)`,
    read,
    { status: [200], schema: consentsAnswerSchema, origin },
  );
  if (!list) return undefined;
  const consents = list.consents.map((c) => ({ id: c.id, version: c.version, given: true }));
  const body = route === '/consents' ? { consents } : { leadId: status.id, consents };
  const saved = await browser.call({
    method: 'POST',
    path,
    body,
    headers: { 'Idempotency-Key': idempotencyKey() },
  });
  return expectAnswer(
    report,
    `POST ${route === '/consents' ? '/customer/{id}/consents' : path} (${route} answers)`,
    saved,
    { status: [200, 201], schema: statusAnswerSchema, origin },
  );
}
