import type { CountryCode } from '../../../contract/country';
import type { BrandConfig, LocaleId } from '../../../brands/schema';
import type { Policy } from '../../../contract/api-answers';
import { POLICY_TEXTS, type PolicyKind } from './policy-texts';

/** The data protection law each country's privacy text names, as that country's language names it. */
const LAWS: Readonly<Record<CountryCode, Partial<Record<LocaleId, string>> & { default: string }>> = {
  CO: { default: 'Ley 1581 de 2012' },
  DE: { default: 'Datenschutz-Grundverordnung (DSGVO)', en: 'General Data Protection Regulation (GDPR)' },
  ES: {
    default: 'Reglamento General de Protección de Datos (RGPD)',
    en: 'General Data Protection Regulation (GDPR)',
  },
  MX: { default: 'Ley Federal de Protección de Datos Personales en Posesión de los Particulares' },
  PH: { default: 'Data Privacy Act of 2012 (Republic Act No. 10173)' },
  PL: {
    default: 'RODO (ogólne rozporządzenie o ochronie danych)',
    en: 'General Data Protection Regulation (GDPR)',
  },
  RO: { default: 'Regulamentul (UE) 2016/679 (GDPR)', en: 'General Data Protection Regulation (GDPR)' },
  VN: {
    default: 'Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân',
    en: 'Decree 13/2023/ND-CP on personal data protection',
  },
};

/** Bump a version when its text changes: accepted policies are recorded by id, which carries the version. */
const VERSIONS: Readonly<Record<PolicyKind, { version: number; required: boolean }>> = {
  'general-terms': { version: 1, required: true },
  privacy: { version: 1, required: true },
  marketing: { version: 1, required: false },
};

export function policiesFor(brand: Readonly<BrandConfig>, locale: LocaleId): Policy[] {
  const texts = POLICY_TEXTS[locale];
  const law = LAWS[brand.country][locale] ?? LAWS[brand.country].default;
  const fill = (s: string) => s.replaceAll('{brand}', brand.displayName).replaceAll('{law}', law);
  const urls: Partial<Record<PolicyKind, string>> = {
    'general-terms': new URL(brand.termsPath, brand.siteOrigin).href,
    privacy: new URL(brand.privacyPath, brand.siteOrigin).href,
  };
  return (Object.keys(VERSIONS) as PolicyKind[]).map((kind) => {
    const { version, required } = VERSIONS[kind];
    const url = urls[kind];
    return {
      id: `${kind}-v${version}`,
      kind,
      version,
      required,
      title: fill(texts[kind].title),
      summary: fill(texts[kind].summary),
      text: fill(texts[kind].text),
      ...(url ? { url } : {}),
    };
  });
}
