import type { FastifyInstance, FastifyReply } from 'fastify';
import { authorised, requestOrigin, returnAddress, standInClient } from './credentials';
import { acceptableState, FlowStore } from './flow-store';
import {
  button,
  esc,
  formFields,
  hidden,
  randomId,
  RATE_LIMITED,
  sendProviderPage,
  withQuery,
} from './provider-html';

interface Flow {
  redirectUri: string;
  state: string;
}

const BANKS = ['Demo Bank', 'Banco de Pruebas', 'Test Savings Bank'];
/** One demo user per outcome (the password is ignored except for `wrong-password`). */
export const TINK_DEMO_USERS = {
  'demo-success': 'the report is made',
  'demo-wrong-password': 'AUTHENTICATION_ERROR (USER_LOGIN_ERROR)',
  'demo-temporary-error': 'TEMPORARY_ERROR',
} as const;
const PAGE = { provider: 'Tink' };

/** Tink Link's Account Check (docs/decisions/0032): bank list, log-in, consent, then back with a report id. */
export function tinkStandIn(app: FastifyInstance, brandId: string, now: () => Date): void {
  const flows = new FlowStore<Flow>(now);
  /** Report id -> the state it was made for. */
  const reports = new FlowStore<string>(now);
  const back = (reply: FastifyReply, flow: Flow, params: Record<string, string>) =>
    reply.redirect(withQuery(flow.redirectUri, { ...params, state: flow.state }), 303);
  const fail = (reply: FastifyReply, flow: Flow, error: string, reason: string, message: string) =>
    back(reply, flow, { error, error_reason: reason, message, tracking_id: randomId(8) });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/provider/tink/1.0/account-check/create-report',
    RATE_LIMITED,
    (request, reply) => {
      const q = request.query;
      const registered = returnAddress(requestOrigin(request), '/wenance-tink');
      if (q.client_id !== standInClient(brandId).clientId || q.redirect_uri !== registered)
        return badRequest(reply, 'INVALID_PARAMETER_CLIENT_ID or INVALID_PARAMETER_REDIRECT_URI');
      if (!acceptableState(q.state)) return badRequest(reply, 'INVALID_PARAMETER_STATE');
      const id = randomId();
      flows.set(id, { redirectUri: registered, state: q.state });
      const options = BANKS.map(
        (b, i) =>
          `<div><input type="radio" name="bank" id="bank-${i}" value="${esc(b)}"${i === 0 ? ' checked' : ''}>` +
          `<label for="bank-${i}">${esc(b)}</label></div>`,
      ).join('');
      return sendProviderPage(reply, {
        ...PAGE,
        title: 'Choose your bank',
        body:
          `<form method="post" action="/provider/tink/flow/${id}/login">` +
          `<fieldset><legend>Bank</legend>${options}</fieldset>${button('Continue', 'continue')} ` +
          `${button('Cancel', 'cancel')}</form>`,
      });
    },
  );

  app.post<{ Params: { id: string } }>('/provider/tink/flow/:id/login', RATE_LIMITED, (request, reply) => {
    const flow = flows.get(request.params.id);
    if (!flow) return expired(reply);
    const f = formFields(request.body);
    if (f.action === 'cancel') return cancelled(reply, flow);
    if (f.username === undefined) return loginPage(reply, request.params.id, f.bank ?? BANKS[0]!);
    if (f.username === 'demo-wrong-password')
      return fail(reply, flow, 'AUTHENTICATION_ERROR', 'USER_LOGIN_ERROR', 'The log-in failed.');
    if (f.username === 'demo-temporary-error')
      return fail(reply, flow, 'TEMPORARY_ERROR', 'TEMPORARY_ERROR', 'The bank is not answering.');
    return sendProviderPage(reply, {
      ...PAGE,
      title: 'Share your account details',
      body:
        `<p>Finceptiv asks to read, once, the holder, number and balance of your account. Nothing can be changed.</p>` +
        `<form method="post" action="/provider/tink/flow/${request.params.id}/consent">` +
        `${button('Allow', 'allow')} ${button('Do not allow', 'cancel')}</form>`,
    });
  });

  app.post<{ Params: { id: string } }>('/provider/tink/flow/:id/consent', RATE_LIMITED, (request, reply) => {
    const flow = flows.get(request.params.id);
    if (!flow) return expired(reply);
    flows.delete(request.params.id);
    if (formFields(request.body).action !== 'allow') return cancelled(reply, flow, 'USER_DECLINED_CONSENT');
    const report = randomId();
    reports.set(report, flow.state);
    return back(reply, flow, { account_verification_report_id: report });
  });

  app.get<{ Params: { id: string } }>(
    '/provider/tink/api/v1/account-verification-reports/:id',
    (request, reply) => {
      if (!authorised(request, brandId)) return reply.status(401).send({ errorMessage: 'Unauthorised' });
      const state = reports.get(request.params.id);
      if (state === undefined) return reply.status(404).send({ errorMessage: 'Report not found' });
      return { id: request.params.id, state, verification: { status: 'MATCH' } };
    },
  );

  function cancelled(reply: FastifyReply, flow: Flow, reason = 'USER_CANCELLED') {
    return fail(reply, flow, 'USER_CANCELLED', reason, 'The user cancelled.');
  }
}

function badRequest(reply: FastifyReply, code: string) {
  return sendProviderPage(reply, {
    ...PAGE,
    status: 400,
    title: 'Bad request',
    body: `<p role="alert">BAD_REQUEST: ${code}.</p>`,
  });
}

function expired(reply: FastifyReply) {
  return sendProviderPage(reply, {
    ...PAGE,
    status: 410,
    title: 'Session expired',
    body: '<p role="alert">This session has expired. Go back to the shop and start again.</p>',
  });
}

function loginPage(reply: FastifyReply, id: string, bank: string) {
  const users = Object.entries(TINK_DEMO_USERS)
    .map(([user, what]) => `<li><code>${user}</code>: ${esc(what)}</li>`)
    .join('');
  return sendProviderPage(reply, {
    ...PAGE,
    title: `Log in to ${bank}`,
    body:
      `<p>Test users:</p><ul>${users}</ul>` +
      `<form method="post" action="/provider/tink/flow/${id}/login">${hidden('bank', bank)}` +
      `<p><label for="username">Username</label> <input id="username" name="username" autocomplete="off" required></p>` +
      `<p><label for="password">Password</label> <input id="password" name="password" type="password" required></p>` +
      `${button('Log in', 'login')} ${button('Cancel', 'cancel')}</form>`,
  });
}
