import type { Company, EmailCheck, Place } from '../../../contract/api-answers';
import {
  companyPath,
  emailValidatePath,
  postcodeLookupPath,
  postcodePath,
} from '../../../contract/api-paths';
import { api } from '../app/api';

export type { Company, EmailCheck, Place };

/** A look-up that takes longer than this is treated as not answering: the person types the answer instead. */
export const LOOKUP_TIMEOUT_MS = 3000;

/**
 * Postcode, employer and email look-ups (behaviour §7). They only help: the fields stay editable whatever they
 * answer, and a look-up that fails or does not answer blocks nothing.
 */
export const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    postcode: build.query<Place, string>({
      query: (code) => ({ url: postcodeLookupPath(code), timeout: LOOKUP_TIMEOUT_MS }),
    }),
    /** The same place, read where the form confirms a postcode it fills nothing from. */
    postcodePlace: build.query<Place, string>({
      query: (code) => ({ url: postcodePath(code), timeout: LOOKUP_TIMEOUT_MS }),
    }),
    companies: build.query<{ companies: Company[] }, string>({
      query: (name) => ({ url: companyPath(name), timeout: LOOKUP_TIMEOUT_MS }),
    }),
    emailCheck: build.query<EmailCheck, string>({
      query: (email) => ({ url: emailValidatePath(email), timeout: LOOKUP_TIMEOUT_MS }),
    }),
  }),
});

export const { usePostcodeQuery, usePostcodePlaceQuery, useCompaniesQuery, useEmailCheckQuery } = lookupsApi;
