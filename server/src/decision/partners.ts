import type { CountryCode } from '../../../contract/country';

/** Fictional lenders per country, named as such lenders are; the decision picks one by the lead id. */
export const PARTNERS: Readonly<Record<CountryCode, readonly string[]>> = {
  CO: ['Crédito Andino', 'Financiera Cafetera'],
  DE: ['Nordbank Kredit', 'Rheinland Finanz'],
  ES: ['Crédito Ibérico', 'Financiera del Sol'],
  MX: ['Préstamos Azteca', 'Crédito Sierra Madre'],
  PH: ['Bayani Lending', 'Luzon Credit'],
  PL: ['Wisła Pożyczki', 'Kredyt Bałtycki'],
  RO: ['Credit Carpați', 'Dunărea Finanțe'],
  VN: ['Tín Dụng Sông Hồng', 'Tài Chính Mê Kông'],
};

/** A number from a uuid, stable for the same id. */
export function idHash(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function partnerFor(country: CountryCode, leadId: string): string {
  const list = PARTNERS[country];
  return list[idHash(leadId) % list.length] ?? 'Partner';
}

export function offerIdFor(leadId: string): string {
  return `offer-${leadId.replace(/-/g, '').slice(0, 12)}`;
}
