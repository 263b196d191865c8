/**
 * The brand as a static host serves it, and the API on another origin (docs/decisions/0033-static-hosting.md):
 * es-1 built with API_BASE_URL naming an API started alone (`npm run api`), its static build served by a plain
 * static host (e2e/static-server.ts, reading the build's own _headers and _redirects) on another port. A whole
 * application made there must end as the same application made on the product's server does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { brandConfig, brandUrl, expect, test, text } from './fixtures';
import {
  answersFor,
  askedOn,
  chooseLoan,
  completeStep,
  expectedValues,
  sessionIdOf,
  stepHeading,
  storedValues,
  type StoredLead,
} from './journey';
import { freePort } from '../server/src/testing/free-port';
import { startServer, type RunningServer } from './servers';
import { serveStatic } from './static-server';

const BRAND = 'es-1';
const ROOT = join(import.meta.dirname, '..');
const buildDir = mkdtempSync(join(tmpdir(), 'e2e-static-'));
let api: RunningServer | undefined;
let site: Server | undefined;
let siteOrigin = '';

/** `API_BASE_URL=<api> BRAND=es-1 npm run build`, into a folder of its own (the other specs' build stays as it is). */
function buildStatic(apiBase: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'build-brand.ts')], {
    cwd: ROOT,
    env: { ...process.env, BRAND, API_BASE_URL: apiBase, BUILD_DIR: buildDir, APP_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the static build exited with ${code}`)),
    ),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  siteOrigin = `http://127.0.0.1:${port}`;
  api = await startServer(BRAND, { CORS_ORIGINS: siteOrigin }, ['--api-only']);
  await buildStatic(api.url);
  site = await serveStatic(join(buildDir, 'static', BRAND, 'production', 'public'), port);
});

test.afterAll(async () => {
  site?.close();
  await api?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

/** The lead the API at `origin` stored for the page's session. */
async function storedLead(page: Page, request: APIRequestContext, origin: string): Promise<StoredLead> {
  const sessionId = await sessionIdOf(page);
  const res = await request.get(`${origin}/api/test/leads?sessionId=${encodeURIComponent(sessionId ?? '')}`);
  expect(res.status()).toBe(200);
  const { leads } = (await res.json()) as { leads: StoredLead[] };
  expect(leads, 'exactly one lead for the session').toHaveLength(1);
  return leads[0]!;
}

/** The whole application by label on the brand at `origin`; reloads `reloadAt` (a step index) on its deep link. */
async function apply(page: Page, origin: string, email: string, reloadAt?: number): Promise<void> {
  const answers = answersFor(BRAND, email);
  const steps = brandConfig(BRAND).steps;
  await chooseLoan(page, BRAND, undefined, origin);
  for (const i of steps.keys()) {
    if (i === reloadAt) {
      await expect(stepHeading(page, BRAND, steps[i]!.path)).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${steps[i]!.path}$`));
    }
    await completeStep(page, BRAND, i, answers);
  }
  await expect(
    page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') }),
  ).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * What two applications with the same answers must share: the whole lead but its session, the times the browser
 * measured (when the session started, how long the page took to load) and when the lead's link expires.
 */
function comparable(lead: StoredLead): unknown {
  const { sessionId: _s, sessionStartedAt: _t, expiresAt: _e, deviceData, ...data } = lead.data;
  const { pageLoadingTime: _p, ...device } = deviceData as Record<string, unknown>;
  return { status: lead.status, state: lead.state, data: { ...data, deviceData: device } };
}

test('es-1 on a static host, the API on another origin: a whole application ends as on the product server', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    // The API's paths (behaviour §7): its base, and the v3 lead path and /policy without it.
    const { origin, pathname } = new URL(r.url());
    if (/^\/(api|v3)\//.test(pathname) || pathname === '/policy') apiCalls.push(origin);
  });
  const email = 'accept+static@example.com';

  // A deep link that was not rendered at build time (the third step) is reloaded on the way: the host's fallback.
  await apply(page, siteOrigin, email, 2);
  await expect(page).toHaveURL(`${siteOrigin}/application-frontend/accepted`);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') }),
  ).toBeVisible();
  const crossOrigin = await storedLead(page, request, api!.url);

  const answers = answersFor(BRAND, email);
  const ids = brandConfig(BRAND).steps.flatMap((s) => askedOn(s, answers));
  expect(storedValues(crossOrigin.data, ids)).toEqual(expectedValues(ids, answers));
  expect(crossOrigin).toMatchObject({ status: 'accepted', state: 11 });
  expect(new Set(apiCalls), 'every API call went to the API').toEqual(new Set([api!.url]));
  expect(violations, 'no CSP violation').toEqual([]);
  // The pages ran under the static host's CSP: scripts by hash, calls to the API.
  const csp = (await request.get(`${siteOrigin}/application-frontend/income-details`)).headers()[
    'content-security-policy'
  ];
  expect(csp).toContain(`connect-src 'self' ${api!.url}`);
  expect(csp).toMatch(/script-src 'self' 'sha256-/);

  // The same application on the product's server (same origin) stores the same lead.
  const sameOriginPage = await browser.newPage();
  try {
    await apply(sameOriginPage, brandUrl(BRAND), email);
    expect(comparable(crossOrigin)).toEqual(
      comparable(await storedLead(sameOriginPage, request, brandUrl(BRAND))),
    );
  } finally {
    await sameOriginPage.close();
  }
});
