import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestOrigin, signature, standInClient } from './credentials';
import { acceptableState, FlowStore } from './flow-store';
import { button, formFields, hidden, randomId, RATE_LIMITED, sendProviderPage } from './provider-html';

/** The stand-in's report hash: HMAC-SHA256 of the payload with the brand's stand-in secret, hex. */
export const reportHash = (brandId: string, payload: string): string =>
  signature(standInClient(brandId).secret, payload);

/** Where the stand-in posts its reports: our server's callback (server to server). */
export const INSTANTOR_CALLBACK = '/api/open-banking/instantor/callback';

interface Flow {
  state: string;
  /** The page that embeds the frame: where the frame's message goes. */
  parentOrigin: string;
}
const PAGE = { provider: 'Instantor' };
/** One demo user per outcome. */
export const INSTANTOR_DEMO_USERS = { 'demo-success': 'ok', 'demo-wrong-password': 'invalid-login' } as const;

/**
 * Instantor's frame (docs/decisions/0032): bank chooser and log-in in an iframe; the report goes to our callback
 * server to server (signed), the frame's `processEnd` message to the page is only a hint.
 */
export function instantorStandIn(app: FastifyInstance, brandId: string, now: () => Date): void {
  const flows = new FlowStore<Flow>(now);

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/provider/instantor/frame',
    RATE_LIMITED,
    (request, reply) => {
      const { source, userParam } = request.query;
      const known = source === standInClient(brandId).clientId;
      if (!known || !acceptableState(userParam))
        return sendProviderPage(reply, {
          ...PAGE,
          status: 400,
          title: 'Bad request',
          body: `<p role="alert">${known ? 'Missing or too long user parameter.' : 'Unknown source.'}</p>`,
        });
      const id = randomId();
      flows.set(id, { state: userParam, parentOrigin: requestOrigin(request) });
      const users = Object.keys(INSTANTOR_DEMO_USERS)
        .map((u) => `<code>${u}</code>`)
        .join(', ');
      return sendProviderPage(reply, {
        ...PAGE,
        title: 'Log in to your bank',
        frameAncestors: ["'self'"],
        body:
          `<p>Test users: ${users}.</p><form method="post" action="/provider/instantor/frame/${id}">` +
          `<p><label for="bank">Bank</label> <select id="bank" name="bank"><option>Demo Bank</option>` +
          `<option>Banco de Pruebas</option></select></p>` +
          `<p><label for="username">Username</label> <input id="username" name="username" autocomplete="off" required></p>` +
          `<p><label for="password">Password</label> <input id="password" name="password" type="password" required></p>` +
          `${hidden('v', '1')}${button('Log in', 'login')} ${button('Cancel', 'cancel')}</form>`,
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/provider/instantor/frame/:id',
    RATE_LIMITED,
    async (request, reply) => {
      const flow = flows.get(request.params.id);
      if (!flow)
        return sendProviderPage(reply, {
          ...PAGE,
          status: 410,
          title: 'Session expired',
          frameAncestors: ["'self'"],
          body: '<p role="alert">Start again.</p>',
        });
      flows.delete(request.params.id);
      const f = formFields(request.body);
      const status =
        f.action === 'cancel' ? 'cancelled' : f.username === 'demo-success' ? 'ok' : 'invalid-login';
      const delivered = await deliver(app, brandId, flow.state, status);
      return finished(reply, flow.parentOrigin, delivered ? status : 'process-error');
    },
  );
}

/** Posts the report to our callback until it answers `OK: <msg_id>` (three tries). */
async function deliver(app: FastifyInstance, brandId: string, state: string, processStatus: string) {
  const msgId = randomId(8);
  const payload = Buffer.from(
    JSON.stringify({
      processStatus,
      userParam: state,
      bankReport: processStatus === 'ok' ? { accounts: 1 } : null,
    }),
  ).toString('base64');
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await app.inject({
      method: 'POST',
      url: INSTANTOR_CALLBACK,
      payload: {
        msg_id: msgId,
        source: standInClient(brandId).clientId,
        payload,
        hash: reportHash(brandId, payload),
      },
    });
    if (res.body === `OK: ${msgId}`) return true;
  }
  return false;
}

/** The frame's last page: tells the embedding page (its origin only) that the process ended. */
function finished(reply: FastifyReply, parentOrigin: string, status: string) {
  const nonce = randomId();
  const message = JSON.stringify({ event: 'processEnd', status });
  return sendProviderPage(reply, {
    ...PAGE,
    title: 'Finished',
    frameAncestors: ["'self'"],
    nonce,
    body:
      `<p>${status === 'ok' ? 'Done. You can go back to the shop.' : 'The process ended without a report.'}</p>` +
      `<script nonce="${nonce}">parent.postMessage(${message}, ${JSON.stringify(parentOrigin).replace(/</g, '\\u003c')});</script>`,
  });
}
