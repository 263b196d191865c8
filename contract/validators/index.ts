/**
 * Country validators shared by the web app and the server. parsePhone is NOT re-exported here: it pulls
 * libphonenumber-js/max (~190 KB); import it from './phone' (server) or lazily with
 * `await import('.../contract/validators/phone')` (browser). Types are re-exported (no code).
 */
export { validateNationalId, mxRfcFormat } from './national-id';
export type { NationalIdFailure, NationalIdResult, NationalIdSuccess, RfcResult, Sex } from './national-id';
export { validatePhId, PH_ID_TYPES } from './ph-ids';
export type { PhIdResult, PhIdType } from './ph-ids';
export { crossCheckBirthData, isAdult } from './cross-check';
export type { BirthDataMismatch } from './cross-check';
export { validatePostcode } from './postcode';
export type { PostcodeResult } from './postcode';
export { looksLikePhone, MAX_PHONE_INPUT_LENGTH } from './phone-format';
export type { PhoneOptions } from './phone-format';
export type { PhoneFailure, PhoneResult } from './phone';
export { validateBankAccount } from './bank-account';
export type {
  BankAccountFailure,
  BankAccountKind,
  BankAccountOptions,
  BankAccountResult,
} from './bank-account';
