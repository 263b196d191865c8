/**
 * What the lead services need and answer: their dependencies and the failure every route turns into a status.
 * Apart from lead-service.ts so that the checks it calls (lead-checks.ts) can name them without a loop.
 */
import type { BrandConfig } from '../../../brands/schema';
import type { FieldError } from '../../../contract/lead';
import type { Database } from '../db/database';
import type { LeadAccess } from '../db/lead-queries';
import type { CodeSettings } from './verification-code';

export interface LeadDeps {
  db: Database;
  brand: Readonly<BrandConfig>;
  now: Date;
  checkingMs: number;
  /** Whose request this is: the hash of the lead key it carries (see lead-key.ts). */
  access: LeadAccess;
  /** The request's log (the reference API "sends" its text messages there). */
  log?: { info: (fields: object, message: string) => void };
  /** How verification codes are kept and where they go. */
  codes: CodeSettings;
}

export type Failure = {
  ok: false;
  status: 400 | 401 | 404 | 409 | 410 | 422 | 429;
  message: string;
  errors?: FieldError[];
};
export type Result<T> = { ok: true; value: T } | Failure;
