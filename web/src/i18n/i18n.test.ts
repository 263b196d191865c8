import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { MAX_RETRIES, RETRY_FIRST_MS, readOnce, readTranslations, type ReadFailure } from './translation-files';

const answer = (status: number, body: string) => () => Promise.resolve(new Response(body, { status }));
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ReadFailure);

describe('readOnce (behaviour §8 "Translation loading")', () => {
  it('reads a JSON file', async () => {
    expect(await readOnce('/l/es/form.json', answer(200, '{"a":"b"}'))).toEqual({ a: 'b' });
  });

  it('a 5xx is retryable, a 4xx is not, with the spec message', async () => {
    expect(await failure(readOnce('/x.json', answer(503, '')))).toMatchObject({ message: 'failed loading /x.json; status code: 503', retryable: true });
    expect(await failure(readOnce('/x.json', answer(404, '')))).toMatchObject({ message: 'failed loading /x.json; status code: 404', retryable: false });
  });

  it('an unparseable answer is not retried', async () => {
    expect(await failure(readOnce('/x.json', answer(200, '<html>')))).toMatchObject({ message: 'failed parsing /x.json to json', retryable: false });
  });

  it('a network error naming the network is retryable, another is not', async () => {
    const thrown = (message: string) => () => Promise.reject(new TypeError(message));
    expect((await failure(readOnce('/x.json', thrown('Failed to fetch'))))?.retryable).toBe(true);
    expect((await failure(readOnce('/x.json', thrown('denied'))))?.retryable).toBe(false);
  });
});

describe('readTranslations', () => {
  it('retries a retryable failure five times, waiting 350 ms doubling', async () => {
    const fetcher = vi.fn(answer(500, ''));
    const waits: number[] = [];
    const error = await failure(readTranslations('/x.json', fetcher, (ms) => (waits.push(ms), Promise.resolve())));
    expect(error?.message).toBe('failed loading /x.json; status code: 500');
    expect(fetcher).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(waits).toEqual([RETRY_FIRST_MS, 700, 1400, 2800, 5600]);
  });

  it('does not retry a 404', async () => {
    const fetcher = vi.fn(answer(404, ''));
    await failure(readTranslations('/x.json', fetcher, () => Promise.resolve()));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('createI18n', () => {
  const bundled = { common: { loan: { heading: 'Tu préstamo', range: 'De {{min}} a {{ max }}' } } };

  it("translates with '>' keys, a namespace prefix, interpolation and the key itself when missing", () => {
    const i18n = createI18n({ lng: 'es', bundled, http: false });
    expect(i18n.t('loan>heading')).toBe('Tu préstamo');
    expect(i18n.t('common:loan>heading')).toBe('Tu préstamo');
    expect(i18n.t('loan>range', { min: 1, max: '2' })).toBe('De 1 a 2');
    expect(i18n.t('loan>missing')).toBe('loan>missing');
    expect(i18n.t('form:steps>x')).toBe('steps>x');
    expect(i18n.t('loan>missing', { defaultValue: 'Otro' })).toBe('Otro');
    expect(i18n.exists('loan>heading')).toBe(true);
    expect(i18n.exists('loan>heading', { ns: 'form' })).toBe(false);
  });

  it('resolves plural and select selectors in the language, then fills the placeholders', () => {
    const loan = {
      unit: '{scale, select, days {{count, plural, one {dzień} few {dni} many {dni} other {dnia}}} other {miesięcy}}',
      upTo: 'Od {{min}} do {count, plural, one {# dnia} other {# dni}}',
    };
    const pl = createI18n({ lng: 'pl', bundled: { common: { loan } }, http: false });
    expect([1, 2, 5, 22, 1.5].map((count) => pl.t('loan>unit', { count, scale: 'days' }))).toEqual(['dzień', 'dni', 'dni', 'dni', 'dnia']);
    expect(pl.t('loan>unit', { count: 3, scale: 'months' })).toBe('miesięcy');
    expect(pl.t('loan>upTo', { min: 30, count: 61 })).toBe('Od 30 do 61 dni');
    // Without a count, a plural takes its 'other' branch.
    expect(pl.t('loan>unit', { scale: 'days' })).toBe('dnia');
  });

  const server = (files: Record<string, object>) =>
    vi.fn((url: string | URL | Request) => {
      const file = files[url instanceof Request ? url.url : url.toString()];
      return Promise.resolve(new Response(JSON.stringify(file ?? null), { status: file ? 200 : 404 }));
    });

  it("loads a namespace in the page's language only; English when a string is missing", async () => {
    const fetcher = server({ '/locales/es/form.json': { a: 'es-a' }, '/locales/en/form.json': { a: 'en-a', b: 'en-b' } });
    const i18n = createI18n({ lng: 'es', bundled, fetcher });
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.settled(['common'])).toBe(true);
    expect(i18n.settled(['form'])).toBe(false);
    await i18n.loadNamespaces(['form']);
    expect(i18n.settled(['form'])).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(fetcher.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()))).toEqual(['/locales/es/form.json']);
    const t = i18n.fixedT(['form']);
    expect([t('a'), t('b')]).toEqual(['es-a', 'b']);
    await vi.waitFor(() => expect(t('b')).toBe('en-b'));
  });

  it("falls back to English when the language's file fails for good", async () => {
    const fetcher = server({ '/locales/en/form.json': { a: 'en-a' } });
    const i18n = createI18n({ lng: 'es', bundled, fetcher });
    await i18n.loadNamespaces(['form']);
    expect(i18n.settled(['form'])).toBe(true);
    expect(i18n.fixedT(['form'])('a')).toBe('en-a');
  });

  it('settles on a file that failed for good, and reads it again on request', async () => {
    let up = false;
    const fetcher = vi.fn(() => Promise.resolve(up ? new Response('{"a":"ok"}') : new Response('', { status: 404 })));
    const i18n = createI18n({ lng: 'en', bundled: {}, fetcher });
    await i18n.loadNamespaces(['form']);
    expect(i18n.settled(['form'])).toBe(true);
    expect(i18n.hasResourceBundle('en', 'form')).toBe(false);
    up = true;
    await i18n.reloadResources('en', 'form');
    expect(i18n.fixedT(['form'])('a')).toBe('ok');
  });
});
