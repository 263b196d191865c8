import type { FastifyInstance } from 'fastify';
import {
  OPEN_BANKING_ROUTES,
  type HandoffOutcome,
  type OpenBankingProvider,
  type OpenBankingReturnBody,
  type Refusal,
} from '../../../contract/open-banking';
import { returnAddress, standInClient } from '../providers/credentials';

/** What a provider's return comes to, once our server has asked the provider itself. */
export type Verdict =
  { outcome: Exclude<HandoffOutcome, 'other-way'>; reason: string | null } | { refused: Refusal };

export interface StartContext {
  app: FastifyInstance;
  state: string;
  leadId: string;
  /** The origin of the page that asked (the return address's). */
  origin: string;
}

/** The provider's origin as the brand configures it; '' is this server's own (the stand-in). */
const providerOrigin = (app: FastifyInstance, provider: OpenBankingProvider): string =>
  app.settings.brand.openBanking?.[provider] ?? '';

/** Calls a provider's server API (the stand-in, in process) with the brand's secret. */
async function providerApi(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${standInClient(app.settings.brand.id).secret}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, json: res.statusCode < 300 ? res.json<unknown>() : undefined };
}

/** Where the browser goes for a hand-off, and what the provider issued for it (a Paylands order). */
export async function startUrl(
  provider: OpenBankingProvider,
  c: StartContext,
): Promise<{ url: string; reference?: string }> {
  const back = returnAddress(c.origin, OPEN_BANKING_ROUTES[provider]);
  const base = providerOrigin(c.app, provider);
  const { brand } = c.app.settings;
  if (provider === 'tink') {
    const q = new URLSearchParams({
      client_id: standInClient(brand.id).clientId,
      redirect_uri: back,
      state: c.state,
      market: brand.country,
      locale: `${brand.locale}_${brand.country}`,
    });
    return { url: `${base}/provider/tink/1.0/account-check/create-report?${q.toString()}` };
  }
  if (provider === 'paylands') {
    const withState = `${back}?state=${encodeURIComponent(c.state)}`;
    const res = await providerApi(c.app, 'POST', '/provider/paylands/v1/sandbox/payment', {
      amount: 0,
      operative: 'AUTHORIZATION',
      customer_ext_id: c.leadId,
      description: 'Card check',
      url_ok: withState,
      url_ko: withState,
    });
    const order = (res.json as { order?: { uuid: string; token: string } } | undefined)?.order;
    if (!order) throw new Error(`Paylands refused the order (${res.status})`);
    return { url: `${base}/provider/paylands/payment/process/${order.token}`, reference: order.uuid };
  }
  const q = new URLSearchParams({ source: standInClient(brand.id).clientId, userParam: c.state });
  return { url: `${base}/provider/instantor/frame?${q.toString()}` };
}

const TINK_CANCELLED = new Set(['USER_CANCELLED']);
const CODE = /^[A-Z_]{1,60}$/;

/** What a return comes to: never the query's word alone, always the provider's own records. */
export async function verify(
  provider: OpenBankingProvider,
  app: FastifyInstance,
  body: OpenBankingReturnBody,
  handoff: { state: string; reference: string | null },
): Promise<Verdict> {
  const p = body.params;
  if (provider === 'tink') {
    if (p.error !== undefined) {
      const reason = CODE.test(p.error_reason ?? '') ? p.error_reason! : null;
      return { outcome: TINK_CANCELLED.has(p.error) ? 'cancelled' : 'failed', reason };
    }
    const id = p.account_verification_report_id;
    if (!id || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return { refused: 'unverified' };
    const res = await providerApi(app, 'GET', `/provider/tink/api/v1/account-verification-reports/${id}`);
    const report = res.json as { state?: string } | undefined;
    return report?.state === handoff.state ? { outcome: 'success', reason: null } : { refused: 'unverified' };
  }
  if (provider === 'paylands') {
    if (!handoff.reference) return { refused: 'unverified' };
    const res = await providerApi(app, 'GET', `/provider/paylands/v1/sandbox/order/${handoff.reference}`);
    const status = (res.json as { order?: { status?: string } } | undefined)?.order?.status;
    if (status === 'SUCCESS') return { outcome: 'success', reason: null };
    if (status === 'REFUSED') return { outcome: 'failed', reason: 'REFUSED' };
    if (status === 'CANCELLED') return { outcome: 'cancelled', reason: 'CANCELLED' };
    return { refused: status === 'CREATED' ? 'pending' : 'unverified' };
  }
  // Instantor: only the signed report our callback took (server to server) counts, never the frame's message.
  if (handoff.reference === 'ok') return { outcome: 'success', reason: null };
  if (handoff.reference === 'cancelled') return { outcome: 'cancelled', reason: 'cancelled' };
  if (handoff.reference) return { outcome: 'failed', reason: handoff.reference };
  return { refused: 'pending' };
}
