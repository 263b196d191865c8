// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { brand } from 'virtual:brand';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { screenTitle, StepHeading, TitleSink } from './step-heading';

const site = brand.page.title || brand.displayName;

describe('screenTitle', () => {
  it('names the screen, its context and the site, "Error:" first while errors show', () => {
    expect(screenTitle('Datos personales', 'Paso 1 de 5', null)).toBe(
      `Datos personales, Paso 1 de 5 - ${site}`,
    );
    expect(screenTitle('Datos personales', undefined, 'Error')).toBe(`Error: Datos personales - ${site}`);
  });
});

describe('StepHeading', () => {
  afterEach(cleanup);

  it('is the level-1 heading and sets the document title', () => {
    renderWithProviders(<StepHeading context="Paso 2 de 5">Datos de contacto</StepHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeTruthy();
    expect(document.title).toBe(`Datos de contacto, Paso 2 de 5 - ${site}`);
  });

  it('hands the title to a build-time render through TitleSink, before any effect runs', () => {
    const seen: string[] = [];
    renderWithProviders(
      <TitleSink.Provider value={(t) => seen.push(t)}>
        <StepHeading errors>Datos de contacto</StepHeading>
      </TitleSink.Provider>,
    );
    expect(seen.at(-1)).toBe(`Error: Datos de contacto - ${site}`);
  });
});
