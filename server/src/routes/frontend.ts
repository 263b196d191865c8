import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { AssetCache, pickEncoding, type Asset, type AssetCompression } from '../static/asset-cache';
import { buildCsp, newNonce, REPORTING_ENDPOINTS } from '../static/csp';
import { HtmlTemplates } from '../static/html-templates';
import { OPEN_BANKING_ROUTES } from '../../../contract/open-banking';
import { withProfileMeta } from '../../../contract/backend-profile';
import {
  CONSENT_COOKIE,
  decodeConsentCookie,
  trackingOrigins,
  type TrackingConfig,
} from '../../../contract/tracking';

export const BASE_PATH = '/application-frontend';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Route names that may have a build-time rendered page: plain path segments, nothing else. */
const ROUTE_PATH = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
/** The open-banking screens a provider sends the applicant back to (route names without the slash). */
const RETURN_PAGES: ReadonlySet<string> = new Set(Object.values(OPEN_BANKING_ROUTES).map((r) => r.slice(1)));

export interface FrontendOptions {
  brandId: string;
  /** dist/<brand>: the brand's build. It may be missing at start and appear later. */
  brandDir: string;
  embeddingOrigins: readonly string[];
  apiOrigin?: string;
  /** The brand's tags: the CSP allows their origins, as far as the visitor's consent cookie lets. */
  tracking: TrackingConfig;
  /** How hard the build's assets are compressed, once each (ASSET_COMPRESSION; `best` unless set). */
  assetCompression?: AssetCompression;
}

/**
 * The static host of a built brand under /application-frontend/:
 * - extension-less paths are HTML: prerendered/<route>.html when the build rendered that route, else the
 *   app shell index.html (SPA fallback at any depth); `%CSP_NONCE%` becomes a fresh nonce per response;
 * - paths with an extension are files of the build, or a real 404 (a missing locale is never index.html);
 * - prerendered/ is never served by its own URL.
 */
export const frontendRoutes: FastifyPluginCallback<FrontendOptions> = (app, opts, done) => {
  const templates = new HtmlTemplates();
  const assets = new AssetCache(opts.assetCompression);
  const shell = join(opts.brandDir, 'index.html');
  // The partners a POST redirect may post its form to (form-action); a brand without partners has none.
  const partnerHosts = app.settings.brand.redirectHosts;
  // The providers' origins the brand configures (none: the reference server's own stand-ins, 'self').
  const openBankingOrigins = app.settings.brand.openBanking ?? {};
  // The page calls in this server's backend profile, whichever the build was made with (contract/backend-profile.ts).
  const backendProfile = app.settings.brand.backendProfile;

  async function sendHtml(reply: FastifyReply, route: string): Promise<FastifyReply> {
    if (!(await templates.exists(shell))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`Brand "${opts.brandId}" is not built. Run: BRAND=${opts.brandId} npm run build`);
    }
    const nonce = newNonce();
    const prerendered = ROUTE_PATH.test(route)
      ? join(opts.brandDir, 'prerendered', `${route}.html`)
      : undefined;
    const html =
      (prerendered && (await templates.render(prerendered, nonce))) ?? (await templates.render(shell, nonce));
    if (html === undefined) return notFound(reply);
    // A provider's return page carries its state and result in the address: no referrer ever leaves with it.
    if (RETURN_PAGES.has(route)) reply.header('referrer-policy', 'no-referrer');
    return (
      reply
        .header(
          'content-security-policy',
          buildCsp({
            ...opts,
            ...tagOrigins(opts.tracking, reply.request.headers.cookie),
            partnerHosts,
            openBankingOrigins,
            nonce,
          }),
        )
        // The policy depends on the consent cookie: a cache keeps one per choice.
        .header('vary', 'Cookie')
        .header('reporting-endpoints', REPORTING_ENDPOINTS)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withProfileMeta(html, backendProfile))
    );
  }

  async function sendBuildFile(reply: FastifyReply, rel: string): Promise<FastifyReply> {
    const segments = rel.split('/');
    if (segments[0] === 'prerendered') return notFound(reply);
    if (rel === 'index.html') return sendHtml(reply, 'index');
    if (extname(rel) === '.html') return notFound(reply);
    const file = join(opts.brandDir, rel);
    if (segments[0] === 'assets') {
      const asset = await assets.get(file);
      if (asset) return sendAsset(reply, asset);
    }
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return notFound(reply);
    reply.header('cache-control', segments[0] === 'assets' ? IMMUTABLE : 'no-cache');
    return reply.sendFile(rel, opts.brandDir, { cacheControl: false, dotfiles: 'deny' });
  }

  function sendAsset(reply: FastifyReply, asset: Asset): FastifyReply {
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding')
      .type(asset.type);
    const ifNoneMatch = reply.request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', asset.etag].includes(tag.trim()))) {
      return reply.status(304).send();
    }
    const encoding = pickEncoding(reply.request.headers['accept-encoding'], asset.encoded);
    const body = encoding ? asset.encoded[encoding] : undefined;
    if (encoding && body) return reply.header('content-encoding', encoding).send(body);
    return reply.send(asset.raw);
  }

  app.get('/', (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${BASE_PATH}/${query >= 0 ? request.url.slice(query) : ''}`, 302);
  });

  app.get(BASE_PATH, (_request, reply) => sendHtml(reply, 'index'));

  app.get<{ Params: { '*': string } }>(`${BASE_PATH}/*`, async (request, reply) => {
    const rel = request.params['*'].replace(/\/+$/, '');
    if (rel === '') return sendHtml(reply, 'index');
    if (!isSafe(rel)) return notFound(reply);
    const last = rel.slice(rel.lastIndexOf('/') + 1);
    return extname(last) === '' ? sendHtml(reply, rel) : sendBuildFile(reply, rel);
  });
  done();
};

function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** No empty, '.', '..' or hidden segments, no backslashes or control characters. */
function isSafe(rel: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\\\u0000-\u001f]/.test(rel)) return false;
  return rel.split('/').every((s) => s !== '' && !s.startsWith('.'));
}

/**
 * The third-party origins of this response's CSP (docs/decisions/0036-consent-and-tags.md), as the consent cookie
 * says: the brand's tags in the categories the visitor agreed to, none after a refusal. Before any choice no tag
 * host may serve a script (`scriptOrigins` empty: a tag agreed to on this page loads with the page's nonce), while
 * images and connections may reach every configured tag (a pixel or PostHog agreed to on this page reports at once).
 */
export function tagOrigins(
  tracking: TrackingConfig,
  cookieHeader: string | undefined,
): { thirdPartyOrigins: string[]; scriptOrigins: string[] } {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const consent = decodeConsentCookie(value);
  const thirdPartyOrigins = trackingOrigins(tracking, consent);
  return { thirdPartyOrigins, scriptOrigins: consent ? thirdPartyOrigins : [] };
}
