import type { LocaleId } from '../../../brands/schema';
import type { Consent, ConsentKind, ConsentRoute, ConsentsBody } from '../../../contract/consents';
import { CONSENT_ERRORS } from '../../../contract/consents';
import { CONSENT_TEXTS } from './consent-texts';

/**
 * Bump a version when its text changes in any locale: each answer is recorded with the version the person saw,
 * and an answer to an older version is refused (the screen reloads the texts).
 */
const VERSIONS: Readonly<Record<ConsentKind, { version: number; required: boolean }>> = {
  'data-sharing': { version: 1, required: true },
  'credit-check': { version: 1, required: true },
  'electronic-communication': { version: 1, required: true },
  'lender-marketing': { version: 1, required: false },
};

/** The lenders whose own screens ask for their consents, whichever partner the decision named. */
const SCREEN_LENDERS: Partial<Record<ConsentRoute, string>> = {
  '/advanzia-consents': 'Advanzia Bank S.A.',
  '/tfbank-consents': 'TF Bank AB',
};

/** Who asks for the consents of a screen: the screen's own lender, else the offer's partner. */
export const lenderOf = (route: ConsentRoute, partner: string | undefined): string =>
  SCREEN_LENDERS[route] ?? partner ?? 'Partner';

/** The consents of a screen in one locale, the lender's name filled in. Every screen asks the same four kinds. */
export function consentsFor(lender: string, locale: LocaleId): Consent[] {
  const texts = CONSENT_TEXTS[locale];
  const fill = (s: string) => s.replaceAll('{lender}', lender);
  return (Object.keys(VERSIONS) as ConsentKind[]).map((kind) => ({
    id: kind,
    kind,
    ...VERSIONS[kind],
    title: fill(texts[kind].title),
    summary: fill(texts[kind].summary),
    text: fill(texts[kind].text),
  }));
}

export interface ConsentFieldError {
  fieldName: string;
  message: string;
}

/**
 * What is wrong with the answers sent: an unknown id, a stale version, a consent named twice, a consent not
 * answered, a required one refused. Each error names the consent (`fieldName`, its id).
 */
export function consentErrors(body: ConsentsBody): ConsentFieldError[] {
  const errors: ConsentFieldError[] = [];
  const seen = new Set<string>();
  for (const answer of body.consents) {
    const known = Object.hasOwn(VERSIONS, answer.id) ? VERSIONS[answer.id as ConsentKind] : undefined;
    if (!known || seen.has(answer.id)) errors.push({ fieldName: answer.id, message: CONSENT_ERRORS.unknown });
    else if (known.version !== answer.version)
      errors.push({ fieldName: answer.id, message: CONSENT_ERRORS.version });
    else if (known.required && !answer.given)
      errors.push({ fieldName: answer.id, message: CONSENT_ERRORS.required });
    seen.add(answer.id);
  }
  for (const [id, { required }] of Object.entries(VERSIONS))
    if (!seen.has(id))
      errors.push({ fieldName: id, message: required ? CONSENT_ERRORS.required : CONSENT_ERRORS.unknown });
  return errors;
}
