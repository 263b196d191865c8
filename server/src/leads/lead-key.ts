import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PROFILE_RULES, type BackendProfile } from '../../../contract/backend-profile';
import { keyOfAuthorization } from '../../../contract/lead-key';

/** The stored form of a lead key or link token: its SHA-256, hex. The secret itself is never stored. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The hash of the lead key the request carries (`Authorization: Bearer <key>`), or null without a well-formed one. */
export function keyHashOf(request: FastifyRequest): string | null {
  const key = keyOfAuthorization(request.headers.authorization);
  return key === undefined ? null : hashSecret(key);
}

/**
 * The one "key" every request holds under the `spec` profile, which has no lead key (contract/backend-profile.ts):
 * leads it creates carry it, so any request reaches them by id, as behaviour §7's backend would answer. Not hex, so
 * no real key's hash is ever equal to it: a browser's key never reaches a lead made under `spec`, nor the reverse.
 */
export const SPEC_PROFILE_KEY_HASH = 'spec-profile';

/** Who a request is to the lead store: its lead key's hash (`keyed`), or the profile's one key (`spec`). */
export function accessOf(request: FastifyRequest, profile: BackendProfile): { keyHash: string | null } {
  return { keyHash: PROFILE_RULES[profile].authorization ? keyHashOf(request) : SPEC_PROFILE_KEY_HASH };
}
