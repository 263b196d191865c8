// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { FormValues } from '../form-state';
import { LOOKUP_TIMEOUT_MS } from '../lookups-api';
import { settlePostcodes } from './postcode-fill';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('gives up a look-up that never answers after LOOKUP_TIMEOUT_MS, leaving the town and province for the check to ask', async () => {
  vi.useFakeTimers();
  // A server that never answers: the request ends only when it is aborted, as a browser's fetch does.
  const never = (request: Request) =>
    new Promise<Response>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError'))),
    );
  vi.stubGlobal('fetch', vi.fn(never));
  const values: FormValues = { 'postal-code': '28013', city: '', province: '' };
  const form = {
    getValues: () => values,
    setValue: (id: string, value: FormValues[string]) => void (values[id] = value),
  };
  let settled = false;
  const done = settlePostcodes(makeStore(), form, ['postal-code', 'city', 'province']).then(
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS - 1);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await done;
  expect(values).toEqual({ 'postal-code': '28013', city: '', province: '' });
});
