/**
 * The open-banking screens and the names their return address may carry (no zod here: the web app's start-up
 * reads these before anything else, docs/decisions/0032-open-banking-hand-offs.md).
 */
export const OPEN_BANKING_PROVIDERS = ['tink', 'instantor', 'paylands'] as const;
export type OpenBankingProvider = (typeof OPEN_BANKING_PROVIDERS)[number];

/** The screen of each provider's hand-off (a state of contract/progress.ts). */
export const OPEN_BANKING_ROUTES = {
  tink: '/wenance-tink',
  instantor: '/instantor',
  paylands: '/moneyman-paylands',
} as const satisfies Record<OpenBankingProvider, string>;

export type OpenBankingRoute = (typeof OPEN_BANKING_ROUTES)[OpenBankingProvider];

/** The names a provider's return may carry; anything else is dropped. */
export const RETURN_PARAMS = [
  'state',
  'account_verification_report_id',
  'error',
  'error_reason',
  'message',
  'tracking_id',
] as const;
export type ReturnParam = (typeof RETURN_PARAMS)[number];

/** How long a hand-off's `state` may come back. */
export const HANDOFF_TTL_MS = 10 * 60 * 1000;
