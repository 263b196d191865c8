import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OPEN_BANKING_PROVIDERS, type OpenBankingProvider } from '../../../contract/open-banking';
import { BASE_PATH } from '../routes/frontend';

/**
 * What a brand is registered with at a stand-in provider: its client id and the secret its server calls the
 * provider's API with. Test values only, known to anyone who reads this file: they are used in development (the
 * demo) alone, where the stand-ins run. A real provider's come from the environment (providerClients).
 */
export const standInClient = (brandId: string) => ({
  clientId: `finceptiv-${brandId}`,
  secret: `stand-in-secret-${brandId}`,
});

/** Who the brand is at one provider, and where that provider is. */
export interface ProviderClient {
  /** The provider's origin (brand.openBanking); '' for the stand-in on this server. */
  origin: string;
  clientId: string;
  /** The secret the server calls the provider's API with; Instantor's reports are signed with it. */
  secret: string;
}

/** The brand's clients at the providers it can hand off to; a provider missing here has no hand-off. */
export type ProviderClients = Readonly<Partial<Record<OpenBankingProvider, ProviderClient>>>;

/** A provider's client id and secret from the environment (TINK_CLIENT_ID, TINK_SECRET, …). */
export type ProviderSecrets = Partial<Record<OpenBankingProvider, { clientId?: string; secret?: string }>>;

/** The environment variables of a provider's client id and secret. */
export const secretNames = (p: OpenBankingProvider) => {
  const prefix = p.toUpperCase();
  return { clientId: `${prefix}_CLIENT_ID`, secret: `${prefix}_SECRET` };
};

/** A configured provider whose client id or secret is not in the environment: the server does not start. */
export class ProviderSecretError extends Error {}

/**
 * The brand's clients (docs/decisions/0042-two-modes.md): a provider the brand configures (brand.openBanking) with
 * its client id and secret from the environment, refused when either is missing, in every mode; otherwise the
 * stand-in with its in-code test values, when the mode serves stand-ins (development); otherwise none.
 */
export function providerClients(
  brand: { id: string; openBanking?: Partial<Record<OpenBankingProvider, string>> | undefined },
  standIns: boolean,
  secrets: ProviderSecrets,
): ProviderClients {
  const clients: Partial<Record<OpenBankingProvider, ProviderClient>> = {};
  const missing: string[] = [];
  for (const p of OPEN_BANKING_PROVIDERS) {
    const origin = brand.openBanking?.[p];
    const { clientId, secret } = secrets[p] ?? {};
    if (origin && clientId && secret) clients[p] = { origin, clientId, secret };
    else if (origin) {
      const names = secretNames(p);
      const unset = [!clientId && names.clientId, !secret && names.secret].filter(Boolean).join(' and ');
      missing.push(`${p} (brand.openBanking.${p} = ${origin}): set ${unset}`);
    } else if (standIns) clients[p] = { origin: '', ...standInClient(brand.id) };
  }
  if (missing.length)
    throw new ProviderSecretError(
      `Brand ${brand.id} hands off to a provider whose secret is not in the environment:\n` +
        missing.map((m) => `  ${m}`).join('\n'),
    );
  return clients;
}

/** HMAC-SHA256 of `payload` with `secret`, hex: how Instantor signs its reports. */
export const signature = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** The origin the request was sent to (the page's, behind a proxy the forwarded one when trusted). */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** The brand page a provider sends the applicant back to: `/application-frontend/<route>` on the page's origin. */
export const returnAddress = (origin: string, route: string): string => `${origin}${BASE_PATH}${route}`;

/** Whether a call to a stand-in's API carries the brand's (in-code) stand-in secret. */
export const authorised = (request: FastifyRequest, brandId: string): boolean =>
  request.headers.authorization === `Bearer ${standInClient(brandId).secret}`;
