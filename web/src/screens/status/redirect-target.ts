/**
 * A partner URL from the server is followed only when it is https (or http on loopback, for tests) and its
 * host is exactly one of the brand's partner hosts: `javascript:`, `data:`, `//evil`, `/\evil`,
 * `allowed.evil.test` and `allowed@evil` never navigate (research: reliability-security item 5).
 */
export function safeRedirectUrl(raw: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowedHosts.includes(url.hostname.toLowerCase()) ? url.toString() : null;
}
