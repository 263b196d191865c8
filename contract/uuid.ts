/** A lead id or session id: a UUID. Apart from contract/lead.ts so that screens can check ids without loading zod. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
