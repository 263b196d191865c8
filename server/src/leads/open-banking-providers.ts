import type { FastifyInstance } from 'fastify';
import {
  OPEN_BANKING_ROUTES,
  type HandoffOutcome,
  type OpenBankingProvider,
  type OpenBankingReturnBody,
  type Refusal,
} from '../../../contract/open-banking';
import { returnAddress, type ProviderClient } from '../providers/credentials';

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

interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** The host the page asked from: the stand-in's order checks its return page against it. */
  host?: string;
}

/**
 * Calls a provider's server API with the brand's secret: the configured provider over HTTPS (its secret from the
 * environment), or in development the stand-in in process (its in-code test secret).
 */
async function providerApi(app: FastifyInstance, client: ProviderClient, call: ApiCall) {
  const headers: Record<string, string> = { authorization: `Bearer ${client.secret}` };
  if (client.origin === '') {
    const res = await app.inject({
      method: call.method,
      url: call.path,
      headers: call.host ? { ...headers, host: call.host } : headers,
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    return { status: res.statusCode, json: res.statusCode < 300 ? res.json<unknown>() : undefined };
  }
  const res = await fetch(`${client.origin}${call.path}`, {
    method: call.method,
    headers: call.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, json: res.status < 300 ? ((await res.json()) as unknown) : undefined };
}

/**
 * Where the browser goes for a hand-off, and what the provider issued for it (a Paylands order); undefined where
 * the brand has no client at the provider (no provider configured, and no stand-in outside development).
 */
export async function startUrl(
  provider: OpenBankingProvider,
  c: StartContext,
): Promise<{ url: string; reference?: string } | undefined> {
  const client = c.app.settings.providers[provider];
  if (!client) return undefined;
  const back = returnAddress(c.origin, OPEN_BANKING_ROUTES[provider]);
  const base = client.origin;
  const { brand } = c.app.settings;
  if (provider === 'tink') {
    const q = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: back,
      state: c.state,
      market: brand.country,
      locale: `${brand.locale}_${brand.country}`,
    });
    return { url: `${base}/provider/tink/1.0/account-check/create-report?${q.toString()}` };
  }
  if (provider === 'paylands') {
    const withState = `${back}?state=${encodeURIComponent(c.state)}`;
    const res = await providerApi(c.app, client, {
      method: 'POST',
      path: '/provider/paylands/v1/sandbox/payment',
      body: {
        amount: 0,
        operative: 'AUTHORIZATION',
        customer_ext_id: c.leadId,
        description: 'Card check',
        url_ok: withState,
        url_ko: withState,
      },
      host: new URL(c.origin).host,
    });
    const order = (res.json as { order?: { uuid: string; token: string } } | undefined)?.order;
    if (!order) throw new Error(`Paylands refused the order (${res.status})`);
    return { url: `${base}/provider/paylands/payment/process/${order.token}`, reference: order.uuid };
  }
  const q = new URLSearchParams({ source: client.clientId, userParam: c.state });
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
  const client = app.settings.providers[provider];
  if (!client) return { refused: 'unverified' };
  if (provider === 'tink') {
    if (p.error !== undefined) {
      const reason = CODE.test(p.error_reason ?? '') ? p.error_reason! : null;
      return { outcome: TINK_CANCELLED.has(p.error) ? 'cancelled' : 'failed', reason };
    }
    const id = p.account_verification_report_id;
    if (!id || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return { refused: 'unverified' };
    const path = `/provider/tink/api/v1/account-verification-reports/${id}`;
    const res = await providerApi(app, client, { method: 'GET', path });
    const report = res.json as { state?: string } | undefined;
    return report?.state === handoff.state ? { outcome: 'success', reason: null } : { refused: 'unverified' };
  }
  if (provider === 'paylands') {
    if (!handoff.reference) return { refused: 'unverified' };
    const path = `/provider/paylands/v1/sandbox/order/${handoff.reference}`;
    const res = await providerApi(app, client, { method: 'GET', path });
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
