/**
 * Reliability scenarios 7 and 8 (docs/quality.md §2): storage that throws or is full, and
 * corrupted stored state before the app loads.
 */
import type { Page } from '@playwright/test';
import { BASE, brandConfig, brandUrl, expect, test, text } from '../fixtures';
import {
  answersFor,
  appTookOver,
  askedOn,
  answer,
  continueButton,
  expectedValues,
  stepHeading,
  storedLeads,
  storedValues,
} from '../journey';
import { compareFields, faultsCounter, oneLead, record, scenario } from './figures';
import { expectPrototypesClean, pageErrors } from './support';

const ES = 'es-1' as const;
const steps = brandConfig(ES).steps;

/** The app has taken over the build-time rendered page (React's marks on the input). */
async function started(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') }),
  ).toBeVisible();
  await appTookOver(page);
}

const BROKEN_STORAGE: { name: string; script: () => void }[] = [
  {
    name: 'setItem throws QuotaExceededError (Safari private mode)',
    script: () => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  },
  {
    name: 'reading window.sessionStorage throws SecurityError (third-party storage blocked)',
    script: () => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
  },
  {
    name: 'both stores are full',
    script: () => {
      for (const store of [sessionStorage, localStorage]) {
        if (store.getItem('__full')) continue;
        let chunk = 'x'.repeat(1 << 20);
        for (let i = 0; chunk.length > 0 && i < 200; i++) {
          try {
            store.setItem(`__full${i}`, chunk);
          } catch {
            chunk = chunk.slice(0, chunk.length >> 1);
          }
        }
        try {
          store.setItem('__full', '1');
        } catch {
          // full indeed
        }
      }
    },
  },
];

for (const broken of BROKEN_STORAGE) {
  test(`7 · es-1: ${broken.name}: the app works in memory, says progress will not survive a reload, no uncaught error`, async ({
    page,
    request,
  }) => {
    scenario(7);
    const faults = faultsCounter();
    faults.inject();
    await page.addInitScript(broken.script);
    const errors = pageErrors(page);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/v2\/lead$/.test(r.url()))
        creates.push(String((r.postDataJSON() as { sessionId?: unknown }).sessionId));
    });
    await page.goto(`${brandUrl(ES)}${BASE}/`);
    await started(page);
    await page.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
    await expect(stepHeading(page, ES, steps[0]!.path)).toBeVisible();
    await expect(page.getByText(text(ES, 'form', 'step>notPersistent'))).toBeVisible();
    const answers = answersFor(ES, 'accept+relstore@example.com');
    const ids = askedOn(steps[0]!, answers);
    await answer(page, ES, ids, answers);
    await continueButton(page, ES).click();
    await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
    // The lead was made from memory, with the session id the app holds there.
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatch(/^[0-9a-f-]{36}$/);
    const leads = await storedLeads(request, ES, creates[0]!);
    oneLead(leads.length, broken.name);
    compareFields(
      expectedValues(ids, answers),
      storedValues(leads[0]!.data, ids),
      'the lead made from memory',
    );
    expect(errors).toEqual([]);
    faults.survived();
  });
}

/** Stored values a careless reader would trip on: truncated JSON, wrong types, prototype keys, old shapes, huge. */
const CORRUPT: { session?: Record<string, string>; local?: Record<string, string> }[] = [
  { session: { leadApplication: '{"applicationData":' } },
  {
    session: {
      leadApplication:
        '{"__proto__":{"polluted":1},"applicationData":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}}',
    },
  },
  { session: { leadApplication: '[]', dynamicPages: '"pages"' } },
  {
    session: {
      leadApplication: '"a string"',
      uiColors: '{"primary":"red;}</style><script>globalThis.__fuzzFired=1</script>"}',
    },
  },
  {
    session: {
      leadApplication:
        '{"progressState":999,"applicationData":"old","pageErrors":{"/personal-details":"x"},"routeChange":{"redirectTo":42},"lastOperationTimestamp":"yesterday"}',
    },
  },
  { session: { leadApplication: JSON.stringify({ version: 0, step: 3, data: { name: 'old format' } }) } },
  {
    session: {
      leadApplication: `{"applicationData":{"personalDetails":{"firstName":"${'a'.repeat(1_100_000)}"}}}`,
    },
  },
  {
    session: {
      dynamicPages: '{"pages":[{"path":"__proto__","dataPoints":[1,{"__proto__":{"polluted":1}}]}]}',
    },
  },
  {
    session: {
      'draft:/personal-details':
        '{"first-name":{"__proto__":{"polluted":1}},"date-of-birth":12,"gender":["x"]}',
    },
  },
  {
    session: {
      sessionId: '<img src=x onerror=globalThis.__fuzzFired=1>',
      sessionStartedAt: 'NaN',
      initAt: '-1e309',
    },
  },
  {
    session: {
      asyncFormData: '{"__proto__":{"polluted":1}}',
      routeChange: '{"redirectTo":"javascript:globalThis.__fuzzFired=1","method":"push"}',
    },
  },
  {
    local: {
      loanApplication: '{"__proto__":{"polluted":1},"personalDetails":null}',
      gclid: '{"gclid":{"toString":1}}',
    },
  },
  {
    local: { loanApplication: '{"applicationData":', gclid: 'not json' },
    session: { leadApplication: 'null' },
  },
];

test(`8 · es-1: ${CORRUPT.length} corrupted stored states: the app starts, drops or repairs them, the prototypes stay clean`, async ({
  page,
}) => {
  scenario(8);
  test.setTimeout(120_000);
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const origin = brandUrl(ES);
  await page.route(`${origin}/e2e-blank.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  for (const [i, corrupt] of CORRUPT.entries()) {
    await page.goto(`${origin}/e2e-blank.html`);
    await page.evaluate(({ session, local }) => {
      sessionStorage.clear();
      localStorage.clear();
      for (const [k, v] of Object.entries(session ?? {})) sessionStorage.setItem(k, v);
      for (const [k, v] of Object.entries(local ?? {})) localStorage.setItem(k, v);
    }, corrupt);
    faults.inject();
    await page.goto(`${origin}${BASE}/`);
    await started(page);
    await expectPrototypesClean(page);
    // What is stored now is an application of the right shape (the bad one dropped or repaired).
    const stored = await page.evaluate(() => {
      const raw = sessionStorage.getItem('leadApplication');
      return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
    });
    if (stored !== null) expect(typeof stored.applicationData, `item ${i}`).toBe('object');
    // And the person can go on.
    await page.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
    await expect(stepHeading(page, ES, steps[0]!.path), `item ${i}`).toBeVisible();
    await expectPrototypesClean(page);
  }
  record('bad-inputs', CORRUPT.length);
  expect(errors).toEqual([]);
  faults.survived();
});
