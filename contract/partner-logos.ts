/**
 * Behaviour §7 `/partner/logos`: the logos of the lenders whose offers the brand shows, each an SVG picture as a
 * `data:` address (the page's CSP allows images from `data:`; a picture in an <img> runs no script). A lender
 * without a logo is named in words only.
 */
import { z } from 'zod';

/** GET: the brand's partner logos. */
export const partnerLogosPath = '/partner/logos';

export const SVG_DATA_URL = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+={0,2}$/;

export const partnerLogoSchema = z.object({
  lender: z.string().min(1).describe('the lender as the offers name it'),
  src: z.string().regex(SVG_DATA_URL).describe('the logo, an SVG picture as a base64 data: address'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const partnerLogosAnswerSchema = z.object({ logos: z.array(partnerLogoSchema) });
export type PartnerLogosAnswer = z.infer<typeof partnerLogosAnswerSchema>;
export type PartnerLogo = PartnerLogosAnswer['logos'][number];
