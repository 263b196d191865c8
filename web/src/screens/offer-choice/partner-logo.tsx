import { partnerLogoSchema, partnerLogosPath, type PartnerLogosAnswer } from '../../../../contract/partner-logos';
import { api } from '../../app/api';

/**
 * Behaviour §7 `/partner/logos`: the lenders' logos, read once and kept while the offer screens use them. Only the
 * logos of the right shape are kept: SVG pictures as data: addresses (nothing from elsewhere, nothing a picture
 * could run).
 */
export const partnerLogosApi = api.injectEndpoints({
  endpoints: (build) => ({
    partnerLogos: build.query<PartnerLogosAnswer, void>({
      query: () => partnerLogosPath,
      transformResponse: (raw: { logos?: unknown } | null) => {
        const listed = Array.isArray(raw?.logos) ? (raw.logos as unknown[]) : [];
        return { logos: listed.flatMap((logo) => partnerLogoSchema.safeParse(logo).data ?? []) };
      },
    }),
  }),
});

export const { usePartnerLogosQuery } = partnerLogosApi;

/**
 * A lender's logo where the brand's logos have one, named by the lender's name (its alt text: the words the
 * picture shows); nothing while they load, when they fail or when the lender has none: the text names the lender.
 */
export function PartnerLogo({ lender }: { lender: string }) {
  const { data } = usePartnerLogosQuery();
  const logo = data?.logos.find((l) => l.lender === lender);
  if (!logo) return null;
  return (
    <img className="partner-logo" src={logo.src} alt={logo.lender} width={logo.width} height={logo.height} />
  );
}
