import { isRecord } from '../../../contract/merge';

/** The loan application (behaviour §3 "Loan application (lead)") as stored: a JSON object, read defensively. */
export type Application = Record<string, unknown>;

export const isApplication = isRecord;

/**
 * Fields that must never reach localStorage (research item 1, ASVS 14.3.3): national id, bank account,
 * ID-card data, tax and pension numbers. Given by section; redaction removes these key names at every
 * depth so an old or malformed draft cannot smuggle them in under another section either.
 */
export const LOCAL_STORAGE_FORBIDDEN_FIELDS = {
  personalDetails: ['personalCode'],
  incomeDetails: ['iban'],
  otherDetails: [
    'idCardNumber',
    'idCardIssuedAt',
    'idCardIssuedAuthority',
    'taxIdentificationNumber',
    'pensionNumber',
  ],
} as const;

const FORBIDDEN_NAMES: ReadonlySet<string> = new Set<string>([
  ...Object.values(LOCAL_STORAGE_FORBIDDEN_FIELDS).flat(),
  '__proto__',
  'constructor',
  'prototype',
]);

const MAX_DEPTH = 32;

function redactValue(value: unknown, depth: number): unknown {
  if (Array.isArray(value))
    return depth >= MAX_DEPTH ? [] : value.map((item) => redactValue(item, depth + 1));
  if (!isRecord(value)) return value;
  if (depth >= MAX_DEPTH) return {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_NAMES.has(key)) continue;
    out[key] = redactValue(value[key], depth + 1);
  }
  return out;
}

/**
 * A copy of the application that is safe for localStorage, without the lead id either (only the tab that holds
 * the lead key can use it: docs/decisions/0013). Pure; the input is not changed.
 */
export function redactForLocalStorage(application: Application): Application {
  const redacted = redactValue(application, 0);
  if (!isRecord(redacted)) return {};
  const { id: _leadId, ...rest } = redacted;
  return rest;
}
