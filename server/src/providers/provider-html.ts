import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** HTML text: the five characters that matter escaped. */
export const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The stand-ins' page routes' options: each page a browser opens or posts counts against the client's rate limit
 * like an API call (plugins/rate-limit.ts lets every path outside the API through; this lets none through). Their
 * server APIs, which need the brand's secret, are not counted: our server calls them in process, some while it
 * holds a lead's transaction, which the count's own query would wait on.
 */
export const RATE_LIMITED = { config: { rateLimit: { allowList: () => false } } };

/** A random, URL-safe id (flows, reports, orders, tracking ids). */
export const randomId = (bytes = 16): string => randomBytes(bytes).toString('base64url');

export interface PageOptions {
  title: string;
  /** The provider, shown as the page's banner (a third party's page, not the brand's). */
  provider: string;
  body: string;
  status?: number;
  /** Origins that may frame the page (Instantor's frame); none: not framed at all. */
  frameAncestors?: readonly string[];
  /** A nonce for the page's one script (Instantor's frame), if it has one. */
  nonce?: string;
}

/**
 * A stand-in provider's page (docs/decisions/0032): plain server-rendered HTML with plain forms, English only (it
 * plays a third party), under its own strict CSP: no script but a nonced one, forms (and the redirects that answer
 * them) only to its own origin, no referrer.
 */
export function sendProviderPage(reply: FastifyReply, o: PageOptions): FastifyReply {
  const csp = [
    "default-src 'none'",
    o.nonce ? `script-src 'nonce-${o.nonce}'` : "script-src 'none'",
    "base-uri 'none'",
    // A form's answer may redirect only to this origin too: Paylands' return page is the product's own.
    "form-action 'self'",
    `frame-ancestors ${o.frameAncestors?.length ? o.frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
  return reply
    .status(o.status ?? 200)
    .header('content-security-policy', csp)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${esc(o.title)} - ${esc(o.provider)}</title></head><body>` +
        `<header><p>${esc(o.provider)} (test stand-in)</p></header>` +
        `<main><h1>${esc(o.title)}</h1>${o.body}</main></body></html>`,
    );
}

/** A hidden field. */
export const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

/** A submit button of a form; `value` goes in the `action` field. */
export const button = (label: string, value: string): string =>
  `<button type="submit" name="action" value="${esc(value)}"${value === 'cancel' ? ' formnovalidate' : ''}>${esc(label)}</button>`;

/** The form fields of a urlencoded body, as strings (repeated names: the first). */
export function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
  return fields;
}

/** `url` with `params` added to its query. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return target.href;
}
