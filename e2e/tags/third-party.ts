/**
 * Every request a page makes beyond the test servers (127.0.0.1), caught before it leaves: the vendors' scripts
 * are answered with their stand-ins (stand-ins.ts), their collection calls with what the vendor answers, and each
 * is kept with its method, address, headers and body (gunzipped where the vendor compresses) for the test to read.
 */
import { gunzipSync } from 'node:zlib';
import type { BrowserContext, Route } from '@playwright/test';
import { standInScript } from './stand-ins';

export interface ThirdPartyRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/** PostHog's remote settings as its project settings give them: session replay on, recorded to /s/. */
const POSTHOG_CONFIG = JSON.stringify({
  sessionRecording: { endpoint: '/s/' },
  supportedCompression: ['gzip-js'],
});

function gunzipped(buffer: Buffer): Buffer | undefined {
  try {
    return gunzipSync(buffer);
  } catch {
    return undefined;
  }
}

/** A JSON body's strings that are gzip data themselves (PostHog's recordings compress each snapshot), opened. */
function expandGzipStrings(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('\u001f\u008b')) {
    const inner = gunzipped(Buffer.from(value, 'latin1'));
    return inner ? expandGzipStrings(inner.toString('utf8')) : value;
  }
  if (Array.isArray(value)) return value.map(expandGzipStrings);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandGzipStrings(v)]));
  return value;
}

/** The body as the vendor reads it: ungzipped, and with gzip strings inside JSON opened. */
function bodyText(buffer: Buffer | null): string {
  if (!buffer) return '';
  const text = (gunzipped(buffer) ?? buffer).toString('utf8');
  try {
    return JSON.stringify(expandGzipStrings(JSON.parse(text)));
  } catch {
    return text;
  }
}

const isThirdParty = (url: URL) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost';

export class ThirdPartyLog {
  readonly requests: ThirdPartyRequest[] = [];

  async attach(context: BrowserContext): Promise<void> {
    await context.route(isThirdParty, (route) => this.handle(route));
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    this.requests.push({
      method: request.method(),
      url,
      headers: await request.allHeaders(),
      body: bodyText(request.postDataBuffer()),
    });
    const script = standInScript(url);
    if (script) return route.fulfill({ contentType: 'application/javascript', body: script });
    if (url.hostname.endsWith('posthog.com')) {
      const config = url.pathname.endsWith('/config') || url.pathname.startsWith('/flags');
      return route.fulfill({
        contentType: 'application/json',
        body: config ? POSTHOG_CONFIG : '{"status":1}',
      });
    }
    return route.fulfill({ status: 204, body: '' });
  }

  /** The requests to a host whose path starts with `path`, from the `from`th request on. */
  to(host: string, path = '', from = 0): ThirdPartyRequest[] {
    return this.requests
      .slice(from)
      .filter((r) => r.url.hostname === host && r.url.pathname.startsWith(path));
  }

  /** Everything a request carried, as one text: address, headers and body. */
  static text(request: ThirdPartyRequest): string {
    return [
      request.url.href,
      ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
      request.body,
    ].join('\n');
  }
}
