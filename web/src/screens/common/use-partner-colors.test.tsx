// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { createStaticLocation } from '../../lib/router';
import { renderWithProviders } from '../../testing/render';
import { Shell } from '../../app/shell';
import { usePartnerColors } from './use-partner-colors';

const NOW = new Date('2026-03-01T10:00:00Z');
const COLORS = { primary: '#a8102e', primaryText: '#ffffff', accent: '#6b0a1d' };

function LenderScreen({ shown }: { shown: boolean }) {
  usePartnerColors(shown);
  return <main id="main">{shown ? 'offer' : null}</main>;
}

function renderScreen(shown: boolean, uiColors: unknown = COLORS) {
  const state = {
    leadApplication: { ...initialLeadApplicationState, applicationResult: { status: 'pending', uiColors } },
  };
  return renderWithProviders(
    <Shell now={NOW} renderedAt={NOW}>
      <LenderScreen shown={shown} />
    </Shell>,
    { state, location: createStaticLocation('/application-frontend', '/cofidis-offer') },
  );
}

const layout = () => screen.getByRole('main').parentElement!;

describe("a lender's screen in the lender's colours", () => {
  afterEach(cleanup);

  it('sets the colours over the brand’s and fades header and footer; leaving the screen gives the brand’s back', () => {
    const { store, rerender } = renderScreen(true);
    expect(store.getState().ui.colors).toEqual(COLORS);
    expect(layout().style.getPropertyValue('--brand-primary')).toBe('#a8102e');
    expect(layout().style.getPropertyValue('--brand-primary-text')).toBe('#ffffff');
    expect(layout().style.getPropertyValue('--brand-accent')).toBe('#6b0a1d');
    expect(screen.getByRole('banner').className).toContain('chrome--faded');
    expect(screen.getByRole('contentinfo').className).toContain('chrome--faded');

    rerender(
      <Shell now={NOW} renderedAt={NOW}>
        <main id="main">accepted</main>
      </Shell>,
    );
    expect(store.getState().ui.colors).toBeNull();
    expect(layout().style.getPropertyValue('--brand-primary')).toBe('');
    expect(screen.getByRole('banner').className).not.toContain('chrome--faded');
  });

  it('takes none while the screen is not shown, and only #rrggbb colours of the theme’s names', () => {
    expect(renderScreen(false).store.getState().ui.colors).toBeNull();
    cleanup();
    const { store } = renderScreen(true, { primary: 'red;background:url(x)', accent: '#00404f', surface: '#000000' });
    expect(store.getState().ui.colors).toEqual({ accent: '#00404f' });
  });
});
