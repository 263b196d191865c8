/**
 * Reliability scenarios 11-16 and 18 (docs/quality.md §2): personal data in landing URLs, hostile
 * URL parameters, the open-redirect corpus, hostile postMessage, resize storms, framing, and cross-site writes.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { NUMBERISH, PROTO_WORDS, XSS } from '../../contract/testing/fuzz-arbitraries';
import { BASE, brandConfig, brandUrl, expect, openFramed, test, text } from '../fixtures';
import { READY_ATTRIBUTE } from '../../web/src/lib/early-input';
import { appTookOver, labelOf, requestsSettled, sessionIdOf, stepHeading, storedLeads } from '../journey';
import { compareFields, faultsCounter, record, scenario } from './figures';
import { expectPrototypesClean, pageErrors } from './support';

const ES = 'es-1' as const;
const config = brandConfig(ES);
const origin = () => brandUrl(ES);
/** The same server under another host name: another origin, for the parts that need one. */
const otherOrigin = () => origin().replace('127.0.0.1', 'localhost');

const loanHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') });

async function started(page: Page) {
  await expect(loanHeading(page)).toBeVisible();
  await appTookOver(page);
}

test('11 · es-1: personal data in the landing URL prefills the form and leaves the address bar; nothing goes to a third party', async ({
  page,
}) => {
  scenario(11);
  const thirdParty: string[] = [];
  const referers: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin()) && !r.url().startsWith('data:')) thirdParty.push(r.url());
    referers.push(r.headers()['referer'] ?? '');
  });
  const pii = {
    firstName: 'Canaria',
    lastName: 'Pajarez',
    email: 'canary.pii@example.es',
    phoneNumber: '612000111',
  };
  const response = await page.goto(
    `${origin()}${BASE}/?${new URLSearchParams({ ...pii, refName: 'partner-a' }).toString()}`,
  );
  expect(response!.headers()['referrer-policy']).toBe('strict-origin');
  await started(page);
  const url = new URL(page.url());
  for (const key of Object.keys(pii)) expect(url.searchParams.has(key), key).toBe(false);
  expect(url.searchParams.get('refName')).toBe('partner-a');
  expect(page.url()).not.toMatch(/Canaria|Pajarez|canary|612000111/);
  await page.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
  await expect(stepHeading(page, ES, config.steps[0]!.path)).toBeVisible();
  const shown = {
    firstName: await page.getByLabel(labelOf(ES, 'first-name'), { exact: true }).inputValue(),
    lastName: await page.getByLabel(labelOf(ES, 'last-name'), { exact: true }).inputValue(),
  };
  compareFields({ firstName: pii.firstName, lastName: pii.lastName }, shown, 'prefilled from the URL');
  expect(page.url()).not.toMatch(/Canaria|Pajarez|canary|612000111/);
  // No tag is configured for the test builds, so nothing may have gone anywhere else at all.
  expect(thirdParty).toEqual([]);
  // Not even the first asset requests, made before the address bar is cleaned, name the person.
  expect(referers.length).toBeGreaterThan(3);
  for (const referer of referers) expect(referer).not.toMatch(/Canaria|Pajarez|canary|612000111/);
});

test(`12 · es-1: ${XSS.length + NUMBERISH.length + 1} hostile landing URLs: no script runs, text stays text, amount and period clamped`, async ({
  page,
}) => {
  scenario(12);
  test.setTimeout(120_000);
  const errors = pageErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const urls: string[] = [];
  const numbers = [...NUMBERISH];
  for (const [i, xss] of XSS.entries()) {
    const q = new URLSearchParams();
    for (const key of [
      'firstName',
      'lastName',
      'email',
      'refName',
      'refSubId',
      's_id',
      'utm_source',
      'gclid',
      'sessionId',
      'sellingTierGlobalId',
    ])
      q.set(key, xss);
    q.set('amount', numbers[i % numbers.length]!);
    q.set('period', numbers[(i * 7 + 3) % numbers.length]!);
    urls.push(q.toString());
  }
  for (const n of numbers.slice(XSS.length))
    urls.push(
      new URLSearchParams({
        amount: n,
        period: n,
        refName: PROTO_WORDS[urls.length % PROTO_WORDS.length]!,
      }).toString(),
    );
  // Repeated keys and prototype words as keys.
  urls.push(
    'amount=1&amount=99999999&period=-5&__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__.polluted=1&sessionId=x&sessionId=y',
  );
  const amountBox = page.getByRole('textbox', { name: text(ES, 'common', 'loan>amountLabel') });
  const periodBox = page.getByRole('textbox', { name: text(ES, 'common', 'loan>periodLabel') });
  const digits = async (box: typeof amountBox) => Number((await box.inputValue()).replace(/\D/g, ''));
  for (const query of urls) {
    await page.goto(`${origin()}${BASE}/?${query}`);
    await started(page);
    await expectPrototypesClean(page);
    const amount = await digits(amountBox);
    const period = await digits(periodBox);
    expect(
      amount >= config.amount.min && amount <= config.amount.max,
      `amount ${amount} for ${query.slice(0, 80)}`,
    ).toBe(true);
    expect(
      period >= config.period.min && period <= config.period.max,
      `period ${period} for ${query.slice(0, 80)}`,
    ).toBe(true);
    expect(await page.locator('[onerror], [onload], iframe, main script, svg[onload]').count()).toBe(0);
    // A session id that is not a UUID is never taken.
    expect(await sessionIdOf(page)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }
  // The prefilled names are shown as the text they are, not markup.
  await page.goto(
    `${origin()}${BASE}/?${new URLSearchParams({ firstName: XSS[1], lastName: XSS[0] }).toString()}`,
  );
  await started(page);
  await page.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
  await expect(stepHeading(page, ES, config.steps[0]!.path)).toBeVisible();
  await expectPrototypesClean(page);
  record('bad-inputs', urls.length + 1);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

const host = config.redirectHosts[0]!;
const REDIRECTS = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.test/apply',
  '/\\evil.test/apply',
  '\\\\evil.test/apply',
  `https://${host}.evil.test/apply`,
  `https://${host}@evil.test/apply`,
  `https://user:pass@${host}/apply`,
  `http://${host}/apply`,
  `https://evil.test/?next=https://${host}/`,
  `https://evil.test#https://${host}/`,
  `https://${host.toUpperCase()}.evil.test/`,
  `https://evil.test\\@${host}/`,
  `https://${host}%2f@evil.test/`,
  '',
  'null',
  `https://${host}/${'a'.repeat(3000)}`,
];

test(`13 · es-1: ${REDIRECTS.length} hostile redirect URLs never leave the allowlist; the allowlisted one does`, async ({
  page,
}) => {
  scenario(13);
  test.setTimeout(120_000);
  // The page's timers run on the test's clock: the screen's moment before going is run through, not waited for.
  await page.clock.install();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const away: string[] = [];
  page.on('framenavigated', (f) => {
    const u = f.url();
    if (f === page.mainFrame() && !u.startsWith(origin()) && u !== 'about:blank') away.push(u);
  });
  const partner: string[] = [];
  await page.route(`https://${host}/**`, (route) => {
    partner.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Partner</title><h1>Partner</h1>',
    });
  });
  await page.route(/evil\.test/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>EVIL</h1>' }),
  );
  await page.route(`${origin()}/e2e-blank.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  const visit = async (redirectUrl: string) => {
    await page.goto(`${origin()}/e2e-blank.html`);
    await page.evaluate(
      ({ url, id }) => {
        sessionStorage.clear();
        sessionStorage.setItem('sessionId', id);
        sessionStorage.setItem('redirectUrl', url);
        sessionStorage.setItem('redirectMethod', 'GET');
        sessionStorage.setItem(
          'leadApplication',
          JSON.stringify({ progressState: 13, applicationData: { id } }),
        );
      },
      { url: redirectUrl, id: randomUUID() },
    );
    await page.goto(`${origin()}${BASE}/redirected`);
    await expect(
      page.getByRole('heading', { level: 1, name: text(ES, 'screens', 'redirected>heading') }),
    ).toBeVisible();
  };
  for (const url of REDIRECTS) {
    await visit(url);
    await expect(
      page.getByRole('alert').filter({ hasText: text(ES, 'screens', 'redirected>unsafe') }),
      url.slice(0, 80),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text(ES, 'screens', 'redirected>action') })).toHaveCount(0);
  }
  // The screen waits 10 s before going: the last hostile one had the time to go anywhere, and did not.
  await page.clock.runFor(11_000);
  await requestsSettled(page);
  expect(page.url()).toBe(`${origin()}${BASE}/redirected`);
  expect(away).toEqual([]);
  // The control: an allowlisted https URL is followed.
  const good = `https://${host}/apply?ref=${randomUUID()}`;
  await visit(good);
  // After the screen's 10 s countdown, run through on the test's clock.
  await page.clock.runFor(11_000);
  await expect(page).toHaveURL(good);
  expect(partner).toEqual([good]);
  expect(away).toEqual([good]);
  expect(dialogs).toEqual([]);
  record('bad-inputs', REDIRECTS.length);
});

const HOSTILE_MESSAGES = [
  '{"type":"FORM_HEIGHT","height":1e9}',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  '{"type":"SET_STATE","leadApplication":{"applicationData":{"id":"00000000-0000-4000-8000-000000000000"}}}',
  '"<img src=x onerror=globalThis.__fuzzFired=1>"',
  '"javascript:globalThis.__fuzzFired=1"',
  'null',
  '[1,2,3]',
];

test('14 · es-1: hostile postMessage from another origin (a page that opened the app) and from the embedding parent is ignored; outgoing messages carry the height only', async ({
  page,
  context,
}) => {
  scenario(14);
  const faults = faultsCounter();
  // Another origin opens the app and posts at it (huge payload included).
  const evil = otherOrigin();
  await page.route(`${evil}/e2e-evil.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Evil</title><script>
        window.send = () => { for (const m of ${JSON.stringify(HOSTILE_MESSAGES)}) w.postMessage(JSON.parse(m), '*');
          w.postMessage('x'.repeat(8 * 1024 * 1024), '*'); w.postMessage({ type: 'FORM_HEIGHT', blob: new ArrayBuffer(16 * 1024 * 1024) }, '*'); };
        var w = null; window.openApp = () => { w = window.open(${JSON.stringify(`${origin()}${BASE}/`)}, 'app'); };
      </script>`,
    }),
  );
  await page.goto(`${evil}/e2e-evil.html`);
  const [app] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => (window as unknown as { openApp: () => void }).openApp()),
  ]);
  const errors = pageErrors(app);
  await started(app);
  const before = await app.evaluate(() => sessionStorage.getItem('leadApplication'));
  // Messages from one window arrive in the order sent: once a last marker has arrived, the app has handled the rest.
  await app.evaluate(() =>
    addEventListener('message', (e) => {
      if (e.data === 'e2e-done') document.documentElement.setAttribute('data-e2e-done', '');
    }),
  );
  await page.evaluate(() => (window as unknown as { send: () => void }).send());
  await page.evaluate(() => (window as unknown as { w: Window }).w.postMessage('e2e-done', '*'));
  faults.inject(HOSTILE_MESSAGES.length + 2);
  // The app's Cross-Origin-Opener-Policy cuts it off from a cross-origin opener (whose handle then reads closed):
  // then nothing posted reached it. Otherwise the marker arrives after the rest.
  const cutOff = await page.evaluate(() => (window as unknown as { w: Window }).w.closed);
  if (!cutOff) await expect(app.locator('html[data-e2e-done]')).toHaveCount(1);
  await expect(loanHeading(app)).toBeVisible();
  await expectPrototypesClean(app);
  expect(await app.evaluate(() => sessionStorage.getItem('leadApplication'))).toBe(before);
  await app.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
  await expect(stepHeading(app, ES, config.steps[0]!.path)).toBeVisible();
  expect(errors).toEqual([]);
  await app.close();

  // Embedded under an allowed parent, which posts the same at the frame; what the frame sends is the height only.
  await openFramed(page, origin(), {
    script: `window.messages=[];addEventListener('message',(e)=>{window.messages.push({origin:e.origin,data:e.data})});
      window.send = () => { const f = document.querySelector('iframe').contentWindow; for (const m of ${JSON.stringify(HOSTILE_MESSAGES)}) f.postMessage(JSON.parse(m), '*'); f.postMessage('x'.repeat(8 * 1024 * 1024), '*'); };`,
  });
  const frame = page.frameLocator('iframe');
  await expect(
    frame.getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') }),
  ).toBeVisible();
  await page.evaluate(() => (window as unknown as { send: () => void }).send());
  faults.inject(HOSTILE_MESSAGES.length + 1);
  await frame.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
  await expect(
    frame.getByRole('heading', { level: 1, name: text(ES, 'form', 'steps>personal-details') }),
  ).toBeVisible();
  const messages = await page.evaluate(
    () => (window as unknown as { messages: { origin: string; data: Record<string, unknown> }[] }).messages,
  );
  const fromFrame = messages.filter((m) => m.origin === new URL(origin()).origin);
  expect(fromFrame.length).toBeGreaterThan(0);
  for (const m of fromFrame) {
    expect(Object.keys(m.data).sort()).toEqual(['height', 'type']);
    expect(m.data.type).toBe('FORM_HEIGHT');
    expect(typeof m.data.height).toBe('number');
  }
  const inFrame = page.frames().find((f) => f.url().includes(BASE))!;
  expect(await inFrame.evaluate(() => Object.keys(Object.prototype).length)).toBe(0);
  record('bad-inputs', 2 * HOSTILE_MESSAGES.length + 3);
  faults.survived();
});

test('15 · es-1: a resize storm and growing content in the frame: the height settles, messages stay few', async ({
  page,
}) => {
  scenario(15);
  // 120 changes, each a round trip to the frame and one to the clock: seconds on a busy 2-core machine.
  test.setTimeout(60_000);
  const faults = faultsCounter();
  // The page's timers run on the test's clock, paused once the page is up: every 15 ms between two changes
  // is 15 ms for the frame's debounce, however slow the machine, so the count of messages is exact.
  await page.clock.install();
  await openFramed(page, origin(), {
    script:
      "window.messages=[];addEventListener('message',(e)=>{window.messages.push({at:performance.now(),data:e.data})});",
  });
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // The app has taken the built page over (its own changes of height are done before the storm starts).
  await expect(frame.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1);
  await page.clock.runFor(400);
  // Paused well ahead of the page's clock, which keeps running until the call arrives (on a loaded machine, for
  // a good while): the jump runs the timers due meanwhile, as the page would have.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  const count = () => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length);
  const before = await count();
  const inFrame = page.frames().find((f) => f.url().includes(BASE))!;
  // A resize observer of the test's, made after the page's, is told of each change after the page's is: each
  // change in the frame resolves once it has been seen, then the test moves the clock on.
  await inFrame.evaluate(() => {
    const w = window as unknown as { seen?: () => void };
    new ResizeObserver(() => w.seen?.()).observe(document.documentElement);
  });
  const change = async (step: { width: string } | { line: number }, gapMs: number) => {
    await inFrame.evaluate(
      (s) =>
        new Promise<void>((resolve) => {
          (window as unknown as { seen?: () => void }).seen = resolve;
          if ('width' in s) (window.frameElement as HTMLElement).style.width = s.width;
          else
            document
              .querySelector('main')!
              .append(Object.assign(document.createElement('p'), { textContent: `line ${s.line}` }));
        }),
      step,
    );
    await page.clock.runFor(gapMs);
  };
  // 80 width changes, 15 ms apart; then 40 paragraphs added to the frame, 10 ms apart.
  faults.inject();
  for (let i = 0; i < 80; i++) await change({ width: `${260 + ((i * 37) % 200)}px` }, 15);
  faults.inject();
  for (let i = 0; i < 40; i++) await change({ line: i }, 10);
  await page.clock.runFor(600);
  const during = (await count()) - before;
  // Nothing while the changes come faster than the debounce; one message once they stop.
  expect(during, 'messages for 120 changes').toBe(1);
  // Settled: the last height is the document's, and nothing more comes.
  const last = await page.evaluate(
    () => (window as unknown as { messages: { data: { height: number } }[] }).messages.at(-1)!.data.height,
  );
  const actual = await inFrame.evaluate(() =>
    Math.ceil(document.documentElement.getBoundingClientRect().height),
  );
  expect(Math.abs(last - actual)).toBeLessThanOrEqual(10);
  const settled = await count();
  await page.clock.runFor(700);
  expect(await count()).toBe(settled);
  faults.survived();
});

test('16 · es-1: framed by an allowed origin it loads; framed by another origin the browser refuses it', async ({
  page,
}) => {
  scenario(16);
  const response = await page.request.get(`${origin()}${BASE}/`);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/frame-ancestors 'self'/);
  expect(response.headers()['x-frame-options']).toBeUndefined();
  await openFramed(page, origin());
  await expect(
    page.frameLocator('iframe').getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') }),
  ).toBeVisible();

  // Another origin: a real page on another loopback port (a fulfilled route would be a "public" page, which
  // the browser's local-network rules block before the CSP is even read).
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Other</title><iframe title="Loan" src="${origin()}${BASE}/"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refused.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => page.frames().length).toBe(2);
    await expect.poll(() => page.frames()[1]!.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
    expect(refused.join('\n')).toMatch(/frame-ancestors/);
  } finally {
    server.close();
  }
});

test('18 · es-1: cross-site text/plain, form and JSON writes to the lead endpoints are refused, not stored, no origin echoed', async ({
  request,
  page,
}) => {
  scenario(18);
  const sessionId = randomUUID();
  const body = JSON.stringify({
    sessionId,
    amount: 300,
    period: 30,
    productId: 'x',
    personalDetails: { firstName: 'Csrf' },
  });
  const evil = 'https://evil.test';
  const leadId = randomUUID();
  const attempts: { method: 'POST' | 'PUT'; path: string; type: string; origin?: string; data: string }[] =
    [];
  for (const path of ['/api/v2/lead', `/api/v2/lead/${leadId}`, '/v3/lead', '/api/lead'])
    for (const [type, data] of [
      ['text/plain', body],
      ['application/x-www-form-urlencoded', `sessionId=${sessionId}&amount=300`],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n${sessionId}\r\n--x--`,
      ],
      ['application/json', body],
    ] as const)
      attempts.push({ method: path.includes(leadId) ? 'PUT' : 'POST', path, type, origin: evil, data });
  // Same origin but a form content type: refused too (a form cannot send JSON).
  attempts.push({ method: 'POST', path: '/api/v2/lead', type: 'text/plain', origin: origin(), data: body });
  for (const a of attempts) {
    const res = await request.fetch(`${origin()}${a.path}`, {
      method: a.method,
      headers: {
        'content-type': a.type,
        ...(a.origin ? { origin: a.origin } : {}),
        'sec-fetch-site': 'cross-site',
        'idempotency-key': randomUUID(),
      },
      data: a.data,
    });
    expect([403, 415], `${a.method} ${a.path} ${a.type} from ${a.origin}: ${res.status()}`).toContain(
      res.status(),
    );
    expect(res.headers()['access-control-allow-origin']).toBeUndefined();
    expect(res.headers()['access-control-allow-credentials']).toBeUndefined();
  }
  // A preflight from another origin is not granted either.
  const preflight = await request.fetch(`${origin()}/api/v2/lead`, {
    method: 'OPTIONS',
    headers: {
      origin: evil,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  // And from a real browser page on another origin: a no-cors text/plain POST and an auto-submitted form.
  const other = otherOrigin();
  await page.route(`${other}/e2e-csrf.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>CSRF</title><form id="f" method="POST" action="${origin()}/api/v2/lead" enctype="text/plain"><input name='{"sessionId":"${sessionId}","x":"' value='"}'></form>
        <script>fetch(${JSON.stringify(`${origin()}/api/v2/lead`)}, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(body)} }).finally(() => document.getElementById('f').submit());</script>`,
    }),
  );
  const posted = page.waitForResponse(
    (r) => r.url() === `${origin()}/api/v2/lead` && r.request().resourceType() === 'document',
  );
  await page.goto(`${other}/e2e-csrf.html`);
  expect([403, 415]).toContain((await posted).status());
  expect(await storedLeads(request, ES, sessionId)).toEqual([]);
  record('bad-inputs', attempts.length + 3);
});
