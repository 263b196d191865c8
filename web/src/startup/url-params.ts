import { entry, LOG, type LogEntry } from './log';

/** Behaviour §3 "Landing URL query parameters read". Absent keys were missing, empty or invalid in the URL. */
export interface LandingParams {
  refName?: string;
  refSubId?: string;
  refTransactionId?: string;
  amount?: number;
  period?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  sellingTierGlobalId?: string;
  sessionId?: string;
}

export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

export interface BrandLimits {
  amount: NumberRange;
  period: NumberRange;
}

export type SearchInput = string | URLSearchParams | null | undefined;

/** Behaviour §5: "sessionId in the URL must match the standard UUID pattern". Any version, any case. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * Length caps (in characters, i.e. code points, as the lead contract's zod schemas count them) for values copied
 * from the URL; longer ones are cut. None exceeds the contract's cap for the field it fills, or the server would
 * answer 400 to every lead of the session (contract/lead.ts: 200, email 254, phone 250).
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  // Behaviour §9: phone text max 250 characters.
  phoneNumber: 250,
  reference: 200,
  sellingTierGlobalId: 100,
} as const;

/** The prefill parameters that carry personal data and must leave the address bar (ASVS 14.2.1). */
export const PII_PARAMS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

// Plain decimal notation only: no exponent, hex, separators, Infinity.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
// C0/C1 control characters never belong in a prefilled value.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;

export function toSearchParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** The first value of a repeated key wins (URLSearchParams.get). Empty after trimming means absent. */
export function cleanText(value: string | null, maxChars: number): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.replace(CONTROL_CHARS, '').trim();
  if (trimmed === '') return undefined;
  const chars = Array.from(trimmed);
  return chars.length > maxChars ? chars.slice(0, maxChars).join('').trim() : trimmed;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Clamps to [min, max] and snaps to the step grid that starts at min. */
export function clampToGrid(value: number, range: NumberRange): number {
  const { min, max, step } = range;
  if (value <= min) return min;
  if (value >= max) return max;
  // toFixed first so binary noise (0.25 / 0.1 = 2.4999...) does not decide the rounding.
  const snapped = min + Math.round(Number(((value - min) / step).toFixed(9))) * step;
  const rounded = Number(snapped.toFixed(Math.min(20, decimalsOf(step) + decimalsOf(min))));
  return Math.min(max, Math.max(min, rounded));
}

/** A number from the URL, or undefined when it is not one (behaviour §3: amount and period are numbers). */
export function parseRangedNumber(value: string | null, range: NumberRange): number | undefined | null {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  return clampToGrid(n, range);
}

/**
 * Reads the landing parameters. Pure: never throws; what it could not use it leaves out and reports
 * as 'Failed URL parameter extraction' (parameter names only, never values).
 */
export function readLandingParams(
  search: SearchInput,
  limits: BrandLimits,
): { params: LandingParams; logs: LogEntry[] } {
  const logs: LogEntry[] = [];
  const params: LandingParams = {};
  if (search === null || search === undefined) {
    logs.push(entry('warn', LOG.urlDataUndefined));
    return { params, logs };
  }
  try {
    const query = toSearchParams(search);
    const text = (name: string, max: number): string | undefined => cleanText(query.get(name), max);

    const refName = text('refName', TEXT_LIMITS.reference);
    const refSubId = text('refSubId', TEXT_LIMITS.reference);
    const refTransactionId =
      text('refTransactionId', TEXT_LIMITS.reference) ?? text('s_id', TEXT_LIMITS.reference);
    if (refName !== undefined) params.refName = refName;
    if (refSubId !== undefined) params.refSubId = refSubId;
    if (refTransactionId !== undefined) params.refTransactionId = refTransactionId;

    for (const name of ['amount', 'period'] as const) {
      const n = parseRangedNumber(query.get(name), limits[name]);
      if (n === null)
        logs.push(entry('warn', LOG.urlParameterExtractionFailed, { param: name, reason: 'not a number' }));
      else if (n !== undefined) params[name] = n;
    }

    const firstName = text('firstName', TEXT_LIMITS.name);
    const lastName = text('lastName', TEXT_LIMITS.name);
    const email = text('email', TEXT_LIMITS.email);
    const phoneNumber = text('phoneNumber', TEXT_LIMITS.phoneNumber);
    const sellingTierGlobalId = text('sellingTierGlobalId', TEXT_LIMITS.sellingTierGlobalId);
    if (firstName !== undefined) params.firstName = firstName;
    if (lastName !== undefined) params.lastName = lastName;
    if (email !== undefined) params.email = email;
    if (phoneNumber !== undefined) params.phoneNumber = phoneNumber;
    if (sellingTierGlobalId !== undefined) params.sellingTierGlobalId = sellingTierGlobalId;

    const sessionId = query.get('sessionId')?.trim();
    if (sessionId) {
      if (isUuid(sessionId)) params.sessionId = sessionId.toLowerCase();
      else
        logs.push(
          entry('warn', LOG.urlParameterExtractionFailed, { param: 'sessionId', reason: 'not a UUID' }),
        );
    }
  } catch (error) {
    logs.push(
      entry('error', LOG.urlParameterExtractionFailed, {
        reason: error instanceof Error ? error.name : 'unknown',
      }),
    );
    return { params: {}, logs };
  }
  return { params, logs };
}

function decodeKey(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

/**
 * The search string without the personal-data prefill parameters, for `history.replaceState` before any
 * third-party script loads. Other parameters keep their exact original encoding (click ids must not be
 * re-encoded). Keys are matched case-insensitively so `EMAIL=` leaves too. Returns '' or '?...'.
 */
export function piiParamsToStrip(search: string): string {
  const body = search.startsWith('?') ? search.slice(1) : search;
  if (body === '') return '';
  const strip = new Set<string>(PII_PARAMS.map((p) => p.toLowerCase()));
  const parts = body.split('&');
  const kept = parts.filter((part) => {
    const eq = part.indexOf('=');
    const key = decodeKey(eq === -1 ? part : part.slice(0, eq))
      .trim()
      .toLowerCase();
    return !strip.has(key);
  });
  if (kept.length === parts.length) return `?${body}`;
  const rest = kept.filter((part) => part !== '');
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}
