import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OpenBankingProvider } from '../../../contract/open-banking';
import { vnLead } from './helpers';

type Inject = Pick<FastifyInstance, 'inject'>;

/** A vn-1 lead sent to `route` by the `goto-` trigger, polled past checking (after `advance` of the clock). */
export async function leadOn(owner: Inject, route: string, advance: () => void): Promise<string> {
  const res = await owner.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({
      submit: true,
      contactDetails: { email: `goto-${route.slice(1)}+a@example.com`, phoneNumber: '0912345678' },
    }),
  });
  const { id } = res.json<{ id: string }>();
  advance();
  expect((await owner.inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({ route });
  return id;
}

/** POST start: the provider's address (and state, for Instantor). */
export async function startHandoff(owner: Inject, provider: OpenBankingProvider, leadId: string) {
  const res = await owner.inject({
    method: 'POST',
    url: `/api/lead/open-banking/${provider}/start`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { leadId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string; state?: string }>();
}

/** POST return with `params`. */
export const returnHandoff = (
  owner: Inject,
  provider: OpenBankingProvider,
  leadId: string,
  params: Record<string, string>,
) =>
  owner.inject({
    method: 'POST',
    url: `/api/lead/open-banking/${provider}/return`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { leadId, params },
  });

/** A urlencoded form POST, as a browser sends it. */
export const postForm = (app: Inject, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The query of a redirect's Location, as the returning page reads it. */
export function queryOf(location: string | undefined): Record<string, string> {
  expect(location).toBeDefined();
  return Object.fromEntries(new URL(location!).searchParams);
}

/** Tink, through its pages: bank, log-in as `user` ('cancel': cancel at the bank list), consent `allow`. */
export async function throughTink(app: Inject, url: string, user: string, allow = true) {
  const page = await app.inject({ url });
  expect(page.statusCode, page.body).toBe(200);
  const flow = /action="(\/provider\/tink\/flow\/[^/]+)\/login"/.exec(page.body)![1]!;
  if (user === 'cancel') return postForm(app, `${flow}/login`, { action: 'cancel', bank: 'Demo Bank' });
  const login = await postForm(app, `${flow}/login`, { action: 'continue', bank: 'Demo Bank' });
  expect(login.body).toContain('Username');
  const consent = await postForm(app, `${flow}/login`, { action: 'login', username: user, password: 'x' });
  if (consent.statusCode === 303) return consent;
  return postForm(app, `${flow}/consent`, { action: allow ? 'allow' : 'cancel' });
}
