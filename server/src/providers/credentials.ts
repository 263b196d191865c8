import type { FastifyRequest } from 'fastify';
import { BASE_PATH } from '../routes/frontend';

/**
 * What a brand is registered with at a stand-in provider: its client id and the secret its server calls the
 * provider's API with. Test values only: the stand-ins are no real provider, and a real one's secrets come from
 * the environment, never from the code.
 */
export const standInClient = (brandId: string) => ({
  clientId: `finceptiv-${brandId}`,
  secret: `stand-in-secret-${brandId}`,
});

/** The origin the request was sent to (the page's, behind a proxy the forwarded one when trusted). */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** The brand page a provider sends the applicant back to: `/application-frontend/<route>` on the page's origin. */
export const returnAddress = (origin: string, route: string): string => `${origin}${BASE_PATH}${route}`;

/** Whether a call to a stand-in's API carries the brand's secret. */
export const authorised = (request: FastifyRequest, brandId: string): boolean =>
  request.headers.authorization === `Bearer ${standInClient(brandId).secret}`;
