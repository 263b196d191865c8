/**
 * The unit test files that touch what differs between Node releases, which `npm run test:lts` runs on the newest
 * Node (vitest.lts.config.ts). Each comment says what in Node the files above it exercise.
 */
export const LTS_SUBSET: readonly string[] = [
  // Web Storage: the safe wrapper over a real Storage (throwing, full, missing), beside Node's own localStorage.
  'web/src/lib/safe-storage.test.ts',
  // Web Storage: start-up and persistence reading and writing the DOM environment's session and local storage.
  'web/src/startup/apply-startup.test.ts',
  'web/src/lead/lead-application-storage.test.ts',
  'web/src/screens/status/use-start-again.test.tsx',
  // Web Storage: the page's consent store in a Node environment, where there is no window.
  'web/src/tracking/consent-store.test.ts',
  // Intl and its ICU data: the number patterns baked per locale, compared with Intl.NumberFormat.
  'web/src/lib/number-pattern.test.ts',
  'web/src/lib/typed-number.test.ts',
  // Intl: money, rates and periods as the offer screens format them, in a rendered screen too.
  'web/src/lib/offer-figures.test.ts',
  'web/src/screens/status/accepted-screen.test.tsx',
  // Intl: the locale files, plural forms (Intl.PluralRules) and locale-dependent option text.
  'web/src/i18n/*.test.ts',
  // Intl: national ids typed with a locale's digit grouping (toLocaleString).
  'contract/validators/national-id.test.ts',
  // Web Crypto: SHA-256 event ids (crypto.subtle).
  'web/src/lib/hash.test.ts',
  // Web Crypto: lead keys from crypto.getRandomValues, base64url.
  'contract/lead-key.test.ts',
  // Web Crypto: session ids from crypto.randomUUID.
  'web/src/startup/session.test.ts',
  // fetch, Request and Response (undici) as the web app's API clients use them.
  'web/src/lead/lead-api.test.ts',
  'web/src/lead/affiliate-report.test.ts',
  // fetch against a local static server, node:crypto hashes of the built files.
  'scripts/static-site.test.ts',
  // zlib (brotli, gzip) and Buffer: static assets compressed by the server.
  'server/src/routes/frontend.test.ts',
  // Buffer and multipart streams: document uploads, node:crypto digests.
  'server/src/routes/documents.test.ts',
  // Child processes: API processes started with tsx, on one PostgreSQL.
  'server/src/multi-instance.test.ts',
  // The HTTP stack: a listening server closed gracefully; raw sockets and timeouts.
  'server/src/shutdown.test.ts',
  'server/src/routes/operations.test.ts',
  // The HTTP stack: a listening API under load (autocannon).
  'bench/api-load.test.ts',
  // The HTTP stack: error handler, OpenAPI document, request logging and its redaction (pino streams).
  'server/src/app.test.ts',
  'server/src/http/*.test.ts',
  // perf_hooks (event-loop delay), process metrics, node:crypto ids and body digests in the server's plugins.
  'server/src/plugins/{load-shedding,metrics,request-id,idempotency}.test.ts',
  // PGlite: a file-backed data directory, its lock, reopened; the in-memory one loaded from the run's template.
  'server/src/db/persistence.test.ts',
  'server/src/routes/leads.test.ts',
  // PGlite: a database with no migration applied (the second template), a migration run on it.
  'server/src/routes/affiliate-events.test.ts',
  // Web Crypto: crypto.randomUUID and getRandomValues, which make every Idempotency-Key and session id.
  'contract/uuid.test.ts',
];
