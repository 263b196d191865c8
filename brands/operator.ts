/**
 * What an operator sets for one deployment of a brand, outside the brand's code: read from the environment of
 * the build (the page's allowlist) and of the server (the CSP), which therefore agree. Checked by the brand
 * schema like every other layer (docs/decisions/0022-embedding-allowlist.md).
 *
 * - EMBEDDING_ORIGINS: the partner pages that may embed the brand, comma-separated origins
 *   ("https://partner.example,https://other.example"). Set, it replaces the brand's own list.
 */
export function operatorLayer(env: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const origins = env.EMBEDDING_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins?.length ? { embeddingOrigins: origins } : {};
}
