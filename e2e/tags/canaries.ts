/**
 * Unique personal data for the egress test: valid for a Spanish application (so the form takes it), made of
 * random parts no tag could hold by chance. Checked with the product's own validators.
 */
import { randomInt } from 'node:crypto';
import { validateBankAccount } from '../../contract/validators/bank-account';
import { validateNationalId } from '../../contract/validators/national-id';
import { parsePhone } from '../../contract/validators/phone';

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

const esControl = (d: string) => {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const r = 11 - ([...d].reduce((sum, c, i) => sum + Number(c) * weights[i]!, 0) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
};

function spanishIban(): string {
  const bankBranch = digits(8);
  const account = digits(10);
  const bban = `${bankBranch}${esControl(`00${bankBranch}`)}${esControl(account)}${account}`;
  const remainder = BigInt(`${bban}142800`) % 97n; // "ES00" moved to the end, letters as numbers
  return `ES${String(98n - remainder).padStart(2, '0')}${bban}`;
}

function dni(): string {
  const number = digits(8);
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(number) % 23]}`;
}

export interface Canaries {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationalId: string;
  iban: string;
  street: string;
}

export function spanishCanaries(): Canaries {
  const canaries: Canaries = {
    firstName: `Canario${letters(6)}`,
    lastName: `Jilguero${letters(6)}`,
    email: `canary.${letters(10)}@example.com`,
    phone: `6${digits(8)}`,
    nationalId: dni(),
    iban: spanishIban(),
    street: `Calle Mirlo${letters(6)}`,
  };
  if (!validateNationalId('ES', canaries.nationalId).ok) throw new Error(`bad DNI ${canaries.nationalId}`);
  if (!validateBankAccount('ES', canaries.iban).ok) throw new Error(`bad IBAN ${canaries.iban}`);
  if (!parsePhone('ES', canaries.phone).ok) return spanishCanaries();
  return canaries;
}

/** Each canary as it could travel: as typed, lower-cased, URL-encoded, and the phone in E.164. */
export function canaryForms(canaries: Canaries): string[] {
  const { firstName, lastName, email, phone, nationalId, iban, street } = canaries;
  const values = [firstName, lastName, email, phone, nationalId, iban, street];
  const forms = values.flatMap((value) => [
    value,
    value.toLowerCase(),
    encodeURIComponent(value),
  ]);
  return [...new Set([...forms, `+34${canaries.phone}`, `%2B34${canaries.phone}`])];
}
