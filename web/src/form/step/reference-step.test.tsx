// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../../brands/resolve';
import { BRAND_IDS } from '../../../../brands/schema';
import { stringsOf } from '../../testing/brand-text';
import { recordingLocation, renderWithProviders } from '../../testing/render';
import { StepIntro } from './step-intro';

afterEach(cleanup);

/** The reference step's introduction as the step page shows it, in `id`'s build. */
function renderIntro(id: (typeof BRAND_IDS)[number], steps: ReturnType<typeof resolveBrand>['steps'], index: number) {
  const intro = <StepIntro steps={steps} index={index} total={steps.length} asked={[]} errors={[]} submits={0} failed={null} failures={0} />;
  renderWithProviders(intro, { brand: id, location: recordingLocation('/reference-information').location });
}

/** The reference step's heading in each language: one person is asked for, so one person is named. */
const HEADING: Record<string, string> = {
  es: 'Persona de referencia',
  mx: 'Referencia personal',
  co: 'Referencia personal',
  de: 'Referenzperson',
  en: 'Your reference',
  ph: 'Character reference',
  pl: 'Osoba kontaktowa',
  ro: 'Persoană de referință',
  vn: 'Người tham chiếu',
};

const withStep = BRAND_IDS.map((id) => resolveBrand(id)).filter((b) => b.steps.some((s) => s.path === '/reference-information'));

describe('the reference step (issue 39 row 31)', () => {
  it('is in the brands it checks', () => {
    expect(withStep.map((b) => b.id)).toEqual(expect.arrayContaining(['es-1', 'co-1', 'pl-1']));
  });

  it.each(withStep.map((b) => [b.id, b] as const))('%s: a singular heading and one line on why and who may call', (id, brand) => {
    const index = brand.steps.findIndex((s) => s.path === '/reference-information');
    renderIntro(id, brand.steps, index);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HEADING[brand.locale]);
    const form = stringsOf(brand.locale).form as { references: Record<string, string> };
    const notice = brand.steps[index]!.notice!.replace('references>', '');
    expect(screen.getByText(form.references[notice]!)).toBeTruthy();
  });

  it('es-1 says why and whether they will be called', () => {
    const brand = resolveBrand('es-1');
    const index = brand.steps.findIndex((s) => s.path === '/reference-information');
    renderIntro('es-1', brand.steps, index);
    expect(screen.getByText(/para ayudar a verificar su solicitud\. No la llamaremos/)).toBeTruthy();
  });
});
