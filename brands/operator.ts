/**
 * What an operator sets for one deployment of a brand, outside the brand's code: read from the environment of
 * the build (the page's allowlist) and of the server (the CSP), which therefore agree. Checked by the brand
 * schema like every other layer (docs/decisions/0022-embedding-allowlist.md).
 *
 * - EMBEDDING_ORIGINS: the partner pages that may embed the brand, comma-separated origins
 *   ("https://partner.example,https://other.example"). Set, it replaces the brand's own list.
 * - API_BASE_URL: the product backend base (behaviour §7's `{host}`) when it is not the page's own origin
 *   ("https://api.example"): the page calls it, and a static build's CSP lets it (connect-src). Set, it replaces
 *   the brand's `api.host`; the brand's `api.basePath` stays (docs/decisions/0033-static-hosting.md).
 * - STATE_MAP: the deployment's state map, a JSON file (brands/state-map-file.ts). Set, it replaces the brand's
 *   `stateMap` (docs/decisions/0039-state-map-as-data.md).
 * - BACKEND_PROFILE: `spec` or `keyed` (contract/backend-profile.ts, docs/backend.md). Set, it replaces the brand's
 *   `backendProfile`: the page's calls and links, and the contract the reference API speaks.
 */
export function operatorLayer(env: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const origins = env.EMBEDDING_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const apiBase = env.API_BASE_URL?.trim();
  const stateMap = env.STATE_MAP?.trim();
  const profile = env.BACKEND_PROFILE?.trim();
  return {
    ...(origins?.length ? { embeddingOrigins: origins } : {}),
    ...(apiBase ? { api: { host: checkedApiBase(apiBase) } } : {}),
    ...(stateMap ? { stateMap } : {}),
    // Checked by the brand schema with every other layer: an unknown name stops the build or the server.
    ...(profile ? { backendProfile: profile } : {}),
  };
}

/** An http(s) URL without a trailing slash, query or fragment: the API paths are appended to it as they are. */
function checkedApiBase(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const ok =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !value.endsWith('/') &&
    url.search === '' &&
    url.hash === '' &&
    `${url.origin}${url.pathname === '/' ? '' : url.pathname}` === value;
  if (!ok) {
    throw new Error(
      `API_BASE_URL=${JSON.stringify(value)}: the backend base, such as https://api.example ` +
        '(http or https, no trailing slash, query or fragment)',
    );
  }
  return value;
}
