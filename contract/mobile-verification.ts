/**
 * The mobile-verification screen's rules (behaviour §2 `/mobile-verification`, §7 `/v2/customer/mobile/...`), shared by
 * the web app and the reference API. Plain data: the screen's first render needs no schema library.
 */

/** What a code looks like: the digits of the text message, four to six of them. */
export const VERIFICATION_CODE_PATTERN = /^\d{4,6}$/;

/** How long after a code was sent a new one may be asked for. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Wrong codes a lead may send; the next one is refused whatever it is, until a new code is sent. */
export const MAX_VERIFICATION_FAILURES = 5;
