// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy } from '../../../../contract/api-answers';
import { heardDuring } from '../../testing/screen-reader';

const POLICIES: Policy[] = [
  { id: 'terms', kind: 'general-terms', version: 1, required: true, title: 'Condiciones generales', summary: 'Enviamos su solicitud.', text: 'Texto de las condiciones.' },
  { id: 'privacy', kind: 'privacy', version: 1, required: true, title: 'Privacidad', summary: 'Usamos sus datos.', text: 'Texto de privacidad.' },
  { id: 'news', kind: 'marketing', version: 1, required: false, title: 'Ofertas', summary: 'Ofertas por correo.', text: 'Texto de ofertas.' },
];

// Policies are read once per visit: each test loads the module afresh.
const load = async () => {
  vi.resetModules();
  const { renderWithProviders } = await import('../../testing/render');
  return { ...(await import('./policies-block')), renderWithProviders };
};

describe('PoliciesBlock', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ policies: POLICIES }))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the brand\'s policies and shows each as its own unticked box; the first required one is the error link\'s target', async () => {
    const { PoliciesBlock, renderWithProviders } = await load();
    const onChange = vi.fn();
    renderWithProviders(<PoliciesBlock accepted={[]} onChange={onChange} error={undefined} withMarketing />);
    expect(screen.getByRole('status').textContent).toBe('Cargando las condiciones…');
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-busy')).toBe('true');
    const status = screen.getByRole('status');
    const terms = await screen.findByRole('checkbox', { name: 'Condiciones generales' });
    expect(group.hasAttribute('aria-busy')).toBe(false);
    // The same status region stays, now with nothing to say: it neither appears nor goes with its words.
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/policies\?locale=es$/);
    expect(terms.id).toBe('general-policies');
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(screen.getByRole('checkbox', { name: 'Ofertas (opcional)' })).toBeTruthy();
    fireEvent.click(terms);
    expect(onChange).toHaveBeenCalledWith(['terms']);
  });

  it('describes each box by what it accepts in a sentence; the full text is behind a disclosure named for its policy', async () => {
    const { PoliciesBlock, renderWithProviders } = await load();
    renderWithProviders(<PoliciesBlock accepted={[]} onChange={() => {}} error={undefined} withMarketing />);
    const terms = await screen.findByRole('checkbox', { name: 'Condiciones generales' });
    const described = terms.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Enviamos su solicitud.']);
    const full = screen.getByText('Texto de las condiciones.').closest('details')!;
    expect(full.open).toBe(false);
    expect(full.querySelector('summary')?.textContent).toBe('Leer el texto completo: Condiciones generales');
    // Heard on focus: the box with its statement, not the legal text.
    const heard = (await heardDuring(() => terms.focus())).find((p) => p.includes('Condiciones generales'));
    expect(heard).toContain('Enviamos su solicitud.');
    expect(heard).not.toContain('Texto de las condiciones.');
  });

  it('without a summary from the API, shows the full text and is described by it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ policies: POLICIES.map(({ summary: _, ...policy }) => policy) })),
    );
    const { PoliciesBlock, renderWithProviders } = await load();
    renderWithProviders(<PoliciesBlock accepted={[]} onChange={() => {}} error={undefined} withMarketing />);
    const terms = await screen.findByRole('checkbox', { name: 'Condiciones generales' });
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)?.textContent).toBe('Texto de las condiciones.');
    expect(document.querySelector('details')).toBeNull();
  });

  it('leaves the marketing consent out when the step does not ask it', async () => {
    const { PoliciesBlock, renderWithProviders } = await load();
    renderWithProviders(<PoliciesBlock accepted={[]} onChange={() => {}} error={undefined} withMarketing={false} />);
    await screen.findByRole('checkbox', { name: 'Privacidad' });
    expect(screen.queryByRole('checkbox', { name: /Ofertas/ })).toBeNull();
  });

  it('on error: each required box still to tick carries its own message, the optional one none; the link target is the first to tick', async () => {
    const { PoliciesBlock, renderWithProviders } = await load();
    renderWithProviders(<PoliciesBlock accepted={['terms']} onChange={() => {}} error="policies>required" withMarketing />);
    const privacy = await screen.findByRole('checkbox', { name: 'Privacidad' });
    expect(privacy.id).toBe('general-policies');
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    const described = privacy.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Hay un error: Debe aceptarlo para continuar');
    for (const name of ['Condiciones generales', 'Ofertas (opcional)']) {
      const box = screen.getByRole('checkbox', { name });
      expect(box.getAttribute('aria-invalid')).toBeNull();
      expect(box.getAttribute('aria-describedby')).not.toMatch(/error/);
    }
    expect(screen.getAllByText('Debe aceptarlo para continuar')).toHaveLength(1);
  });

  it('says when they could not be read, and reads them again on request', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { PoliciesBlock, renderWithProviders } = await load();
    renderWithProviders(<PoliciesBlock accepted={[]} onChange={() => {}} error={undefined} withMarketing />);
    fireEvent.click(await screen.findByRole('button', { name: 'Volver a intentarlo' }));
    expect(await screen.findByRole('checkbox', { name: 'Condiciones generales' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns the ticked ids into the form\'s two answers', async () => {
    const { policyAnswers } = await load();
    expect(policyAnswers(POLICIES, ['terms', 'privacy'])).toEqual({ 'general-policies': true, 'marketing-consents': false });
    expect(policyAnswers(POLICIES, ['terms', 'news'])).toEqual({ 'general-policies': false, 'marketing-consents': true });
    expect(policyAnswers(undefined, ['terms'])).toEqual({ 'general-policies': false, 'marketing-consents': false });
  });
});
