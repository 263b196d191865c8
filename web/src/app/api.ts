import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { brand } from 'virtual:brand';
import { API_TIMEOUT_MS, apiUrl, bodyFor } from '../../../contract/api-paths';
import { authorization } from '../lead/lead-key';
import { dynamicMiddleware, injectSlice } from './store';

/**
 * Under the `keyed` profile every call carries the browser's lead key: the server gives a lead only to the browser
 * holding its key. Under `spec` no call carries an Authorization header (contract/backend-profile.ts).
 */
// A call that has not answered in API_TIMEOUT_MS fails as a network fault would; the person can retry it.
const fetchFromBackend = fetchBaseQuery({
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const value = authorization();
    if (value) headers.set('authorization', value);
    return headers;
  },
});

/**
 * Every path is joined with `apiUrl`: `{host}{basePath}{path}`, except the paths behaviour §7 gives without the base
 * prefix (the v3 lead path, /policy), which answer at `{host}{path}`. A fixed `baseUrl` would put `/api` before
 * those too. The bodies of the lead-create, lead and affiliate-event paths get the product id here (`bodyFor`,
 * behaviour §7 "Common behaviour"), and nowhere else.
 */
const backendQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  queryApi,
  extraOptions,
) =>
  fetchFromBackend(
    typeof args === 'string'
      ? apiUrl(brand.api, args)
      : { ...args, url: apiUrl(brand.api, args.url), body: bodyFor(args.url, args.body, brand.productId, brand.api.leadPath) },
    queryApi,
    extraOptions,
  );

/**
 * The one RTK Query API; features inject their endpoints. Loaded with the first feature that talks to the
 * server and injected into the running store then (never on the first screen's critical path). No retry
 * wrapper: POST/PUT are never retried automatically; they carry an Idempotency-Key and the person retries.
 * Unused data is kept 60 s; no refetch on focus or reconnect (behaviour §7).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: backendQuery,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's documented lazy-slice augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

injectSlice(api);
dynamicMiddleware.addMiddleware(api.middleware);
