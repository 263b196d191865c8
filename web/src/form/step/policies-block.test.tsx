// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const POLICIES = [
  { id: 'terms', kind: 'terms', version: 1, required: true, title: 'Condiciones generales', text: 'Texto de las condiciones.' },
  { id: 'privacy', kind: 'privacy', version: 1, required: true, title: 'Privacidad', text: 'Texto de privacidad.' },
  { id: 'news', kind: 'marketing', version: 1, required: false, title: 'Ofertas', text: 'Texto de ofertas.' },
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
    const terms = await screen.findByRole('checkbox', { name: 'Condiciones generales' });
    expect(group.hasAttribute('aria-busy')).toBe(false);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/policies\?locale=es$/);
    expect(terms.id).toBe('general-policies');
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(screen.getByRole('checkbox', { name: 'Ofertas (opcional)' })).toBeTruthy();
    fireEvent.click(terms);
    expect(onChange).toHaveBeenCalledWith(['terms']);
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
