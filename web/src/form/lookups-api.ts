import { companyPath, postcodeLookupPath } from '../../../contract/api-paths';
import { api } from '../app/api';

export type Place = { postcode: string; country: string; city: string; province: string; district?: string };
export type Company = { name: string; city: string };

/** A look-up that takes longer than this is treated as not answering: the person types the answer instead. */
export const LOOKUP_TIMEOUT_MS = 3000;

/** Postcode and employer look-ups (behaviour §7). Both only help: the fields stay editable whatever they answer. */
export const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    postcode: build.query<Place, string>({
      query: (code) => ({ url: postcodeLookupPath(code), timeout: LOOKUP_TIMEOUT_MS }),
    }),
    companies: build.query<{ companies: Company[] }, string>({
      query: (name) => ({ url: companyPath(name), timeout: LOOKUP_TIMEOUT_MS }),
    }),
  }),
});

export const { usePostcodeQuery, useCompaniesQuery } = lookupsApi;
