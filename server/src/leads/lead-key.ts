import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { keyOfAuthorization } from '../../../contract/lead-key';

/** The stored form of a lead key or link token: its SHA-256, hex. The secret itself is never stored. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The hash of the lead key the request carries (`Authorization: Bearer <key>`), or null without a well-formed one. */
export function keyHashOf(request: FastifyRequest): string | null {
  const key = keyOfAuthorization(request.headers.authorization);
  return key === undefined ? null : hashSecret(key);
}
