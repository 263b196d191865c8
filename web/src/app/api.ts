import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { brand } from 'virtual:brand';

/**
 * The one RTK Query API; features inject their endpoints. No retry wrapper: POST/PUT are never retried
 * automatically (they carry an Idempotency-Key and are retried by the person, see docs/decisions).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: `${brand.api.host}${brand.api.basePath}` }),
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
