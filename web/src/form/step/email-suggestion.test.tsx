// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderWithProviders } from '../../testing/render';
import { useFormState } from '../form-state';
import { EMAIL_CHECK_PAUSE_MS, EmailSuggestion } from './email-suggestion';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(() => jsonAnswer({ email: 'ana@gmial.co', valid: true, freeMail: false }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Check({ typed }: { typed: string }) {
  const form = useFormState(() => ({ email: typed }));
  return <EmailSuggestion form={form} field="email" />;
}

describe('EmailSuggestion', () => {
  it('started with a well-formed address (it loads when one is first typed, maybe mid-typing) asks only after the pause', async () => {
    renderWithProviders(<Check typed="ana@gmial.co" />);
    await act(() => vi.advanceTimersByTimeAsync(EMAIL_CHECK_PAUSE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![0] as Request).url).toMatch(/\/email\/validate\/ana%40gmial\.co$/);
  });
});
