import type { PartnerLogo } from '../../../contract/partner-logos';
import { LENDER_PRIMARY } from './partner-colors';

/** The lenders with a logo, and the colour it is drawn in (their screen's, where they have one). */
const LOGO_COLOURS: Readonly<Record<string, string>> = {
  ...LENDER_PRIMARY,
  Instabank: '#2d2a6e',
  'IPF Digital (Creditea)': '#0b5e55',
};

const WIDTH = 160;
const HEIGHT = 40;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A wordmark: the lender's name in white on its colour (the demo's stand-in for a lender's own artwork). */
function wordmark(lender: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="6" fill="${colour}"/>` +
    `<text x="12" y="26" fill="#ffffff" font-family="Arial, sans-serif" font-size="15" font-weight="700">` +
    `${escapeXml(lender)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Behaviour §7 `/partner/logos`: the reference API's lenders with a logo, drawn once. */
export const PARTNER_LOGOS: readonly PartnerLogo[] = Object.entries(LOGO_COLOURS).map(([lender, colour]) => ({
  lender,
  src: wordmark(lender, colour),
  width: WIDTH,
  height: HEIGHT,
}));
