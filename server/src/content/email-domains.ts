/** Free-mail providers (behaviour §5 defines such a list; aol, hotmail, live, outlook, yahoo and others). */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'aol.com',
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'hotmail.de',
  'icloud.com',
  'live.com',
  'msn.com',
  'outlook.com',
  'outlook.es',
  'yahoo.com',
  'yahoo.es',
  'yahoo.com.mx',
  'yahoo.com.vn',
  'yandex.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'wp.pl',
  'onet.pl',
  'o2.pl',
  'interia.pl',
  'yahoo.ro',
  'proton.me',
  'protonmail.com',
]);

/** Throw-away address services: a lender cannot reach the applicant there. */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  '10minutemail.com',
  'guerrillamail.com',
  'yopmail.com',
  'temp-mail.org',
  'tempmail.com',
  'trashmail.com',
  'sharklasers.com',
  'getnada.com',
  'throwawaymail.com',
  'maildrop.cc',
  'dispostable.com',
]);

/**
 * Whether an address is at a throw-away mail service or a subdomain of one (case and a trailing dot ignored): a
 * lender cannot reach the applicant there, so leads never store one (leads/lead-service.ts).
 */
export function isDisposableEmail(email: unknown): boolean {
  if (typeof email !== 'string') return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  for (let d = domain; d.includes('.'); d = d.slice(d.indexOf('.') + 1))
    if (DISPOSABLE_DOMAINS.has(d)) return true;
  return false;
}

/** Edit distance, small strings only. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The free-mail domain a mistyped one most likely means (gmial.com -> gmail.com), if any. */
export function suggestDomain(domain: string): string | undefined {
  if (FREE_MAIL_DOMAINS.has(domain)) return undefined;
  let best: { domain: string; d: number } | undefined;
  for (const candidate of FREE_MAIL_DOMAINS) {
    const d = distance(domain, candidate);
    if (d > 0 && d <= 2 && (!best || d < best.d)) best = { domain: candidate, d };
  }
  return best?.domain;
}
