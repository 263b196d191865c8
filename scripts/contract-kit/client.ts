/**
 * The kit's HTTP client: calls a backend as the web app does (contract/api-paths.ts `apiUrl` and `bodyFor`, the
 * profile's Authorization header, the site's Origin), and records one result line per check.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { apiUrl, bodyFor } from '../../contract/api-paths';
import { bearer, keyFromBytes } from '../../contract/lead-key';
import type { BackendProfile } from '../../contract/backend-profile';

export interface KitTarget {
  /** The backend base URL as a brand configures it: `{host}{basePath}`, e.g. `http://localhost:3000/api`. */
  host: string;
  basePath: string;
  profile: BackendProfile;
  /** The origin of the site the web app is served from: every call is cross-origin from it. */
  origin: string;
  productId: string;
  leadPath?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface CheckLine {
  ok: boolean;
  /** The call (`POST /v2/lead`) and what it stands for in the journey. */
  call: string;
  detail: string;
  skipped?: boolean;
}

type Call = { method?: string; path: string; body?: unknown; headers?: Record<string, string> };

/** A browser: its own lead key under `keyed` (a new one per browser), none under `spec`. */
export class KitBrowser {
  readonly key: string | undefined;

  constructor(readonly target: KitTarget) {
    this.key = target.profile === 'keyed' ? keyFromBytes(new Uint8Array(randomBytes(32))) : undefined;
  }

  /** One call as the web app makes it; `authorization: false` leaves the key out (a check of the 401). */
  async call({ method = 'GET', path, body, headers = {} }: Call, authorization = true): Promise<Answer> {
    const { host, basePath, productId, leadPath, origin } = this.target;
    const sent: Record<string, string> = { origin, accept: 'application/json', ...headers };
    if (this.key && authorization) sent.authorization = bearer(this.key);
    const payload = body === undefined ? undefined : JSON.stringify(bodyFor(path, body, productId, leadPath));
    if (payload !== undefined) sent['content-type'] = 'application/json';
    const res = await fetch(apiUrl({ host, basePath }, path), {
      method,
      headers: sent,
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the shape checks say so.
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
}

export const idempotencyKey = (): string => randomUUID();

/** The result lines of a run, in order. */
export class Report {
  readonly lines: CheckLine[] = [];

  pass(call: string, detail: string): void {
    this.lines.push({ ok: true, call, detail });
  }

  fail(call: string, detail: string): void {
    this.lines.push({ ok: false, call, detail });
  }

  skip(call: string, detail: string): void {
    this.lines.push({ ok: true, skipped: true, call, detail });
  }

  get failures(): number {
    return this.lines.filter((l) => !l.ok).length;
  }
}

/** The lines as printed: one a check, then the count. */
export function formatReport(report: Report): string {
  const rows = report.lines.map(
    (l) => `${l.skipped ? 'skip' : l.ok ? 'ok  ' : 'FAIL'} ${l.call}: ${l.detail}`,
  );
  const checked = report.lines.filter((l) => !l.skipped).length;
  rows.push(`${checked} checks, ${report.failures} failed, ${report.lines.length - checked} skipped`);
  return rows.join('\n');
}
