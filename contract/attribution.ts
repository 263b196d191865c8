/**
 * Behaviour §3 "Campaign attribution fields": the campaign an applicant came from (utm_* and click ids of the landing
 * address, Google ids of the stored ad click, fbclid from the address or the `_fbc` cookie). No personal data.
 * Plain data with no zod: the landing code that reads them is part of the first screen.
 */
export const ATTRIBUTION_FIELDS = [
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gbraid',
  'wbraid',
  'ttclid',
  'fbclid',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type CampaignAttribution = Partial<Record<AttributionField, string>>;

/** The longest value kept (a utm_* value; click ids are shorter). */
export const ATTRIBUTION_VALUE_MAX = 255;
