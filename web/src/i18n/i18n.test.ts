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

  it("picks a count's plural form by the language's rules, then '_other', then the plain key", () => {
    const units = { daysUnit_one: 'dzień', daysUnit_few: 'dni', daysUnit_many: 'dni', daysUnit_other: 'dnia' };
    const pl = createI18n({ lng: 'pl', bundled: { common: { loan: units } }, http: false });
    expect([1, 2, 5, 22, 1.5].map((count) => pl.t('loan>daysUnit', { count }))).toEqual(['dzień', 'dni', 'dni', 'dni', 'dnia']);
    // Vietnamese has one form; a language without the form asked for takes '_other'.
    const vn = createI18n({ lng: 'vn', bundled: { common: { loan: { daysUnit_other: 'ngày' } } }, http: false });
    expect(vn.t('loan>daysUnit', { count: 1 })).toBe('ngày');
    const de = createI18n({ lng: 'de', bundled: { common: { loan: { daysUnit_one: 'Tag', daysUnit_other: 'Tage' } } }, http: false });
    expect([de.t('loan>daysUnit', { count: 1 }), de.t('loan>daysUnit', { count: 15 })]).toEqual(['Tag', 'Tage']);
    expect(de.t('loan>daysUnit')).toBe('loan>daysUnit');
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
