/**
 * The affiliate events a lead reports (docs/decisions/0019) and the shape of the ids they carry, checked by the
 * API and known to the web app. Free of zod so that the web's event code can read it without loading a schema.
 */

/** The final outcomes an affiliate hears of: `application.status` of a final state. */
export const AFFILIATE_OUTCOMES = ['accepted', 'completed', 'redirected', 'rejected'] as const;

/** Every event the API records: the lead created, the application submitted, and its outcome. */
export const AFFILIATE_EVENTS = ['lead', 'registration-complete', ...AFFILIATE_OUTCOMES] as const;

export type AffiliateEventName = (typeof AFFILIATE_EVENTS)[number];

/**
 * An affiliate's id (the reference's `attribute`, `subId` and `transactionId`, from the landing's `refName`,
 * `refSubId` and `refTransactionId`): 1 to 200 letters, digits and `. _ ~ : -`, starting with a letter or digit
 * (`partner-a`, `sub-7`, `tx-42`, a UUID, a click id). Never an address, a name with spaces or a `+` phone
 * number: `@`, spaces, `+`, slashes and markup are not of the shape.
 */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~:-]{0,199}$/;

export const isAffiliateId = (value: string): boolean => AFFILIATE_ID_PATTERN.test(value);
