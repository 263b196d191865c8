// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { notify } from '../lib/notify';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('mounts the container on the first toast only, its region named in the page language', async () => {
    const i18n = createI18n({
      lng: 'es',
      bundled: { common: { shell: { notifications: 'Notificaciones' } } },
      http: false,
    });
    render(
      <I18nProvider i18n={i18n}>
        <Toasts />
      </I18nProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).toBeNull();

    act(() => notify('Guardado', 'success'));
    expect(await screen.findByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy();
    expect(await screen.findByText('Guardado')).toBeTruthy();
  });
});
