import { describe, expect, it } from 'vitest';
import { brandPage, indexPage, type ShotGroup } from './gallery-page';

const shot = (title: string, ok = true) => ({
  title,
  mobile: `es-1/${title}-mobile.png`,
  desktop: `es-1/${title}-desktop.png`,
  ok,
});

const groups: ShotGroup[] = [
  { brand: 'es-1', label: 'Brand ES 1 (es-1, es)', group: 'Results', order: 2, shots: [shot('accepted')] },
  {
    brand: 'es-1',
    label: 'Brand ES 1 (es-1, es)',
    group: 'The form',
    order: 1,
    shots: [shot('loan'), shot('<broken>', false)],
  },
  { brand: 'vn-1', label: 'Brand VN 1 (vn-1, vn)', group: 'The form', order: 1, shots: [shot('loan')] },
];

describe('the gallery pages', () => {
  it('a brand page shows its groups in order, each shot at both widths, with relative links', () => {
    const html = brandPage(groups.filter((g) => g.brand === 'es-1'));
    expect(html.indexOf('<h2>The form</h2>')).toBeLessThan(html.indexOf('<h2>Results</h2>'));
    expect(html).toContain('src="es-1/loan-mobile.png"');
    expect(html).toContain('src="es-1/loan-desktop.png"');
    expect(html).toContain('alt="loan, mobile"');
    expect(html).toContain('<a href="index.html">');
  });

  it('marks a screen that did not show as expected, and escapes what it prints', () => {
    const html = brandPage(groups.filter((g) => g.brand === 'es-1'));
    expect(html).toContain('<figure class="broken"><figcaption>&lt;broken&gt;</figcaption>');
    expect(html).not.toContain('<broken>');
  });

  it('the index lists every brand with its count of pictures and of broken screens', () => {
    const html = indexPage(groups);
    expect(html).toContain(
      '<a href="es-1.html">Brand ES 1 (es-1, es)</a>: 6 pictures, <strong>1 did not show',
    );
    expect(html).toContain('<a href="vn-1.html">Brand VN 1 (vn-1, vn)</a>: 2 pictures</li>');
    expect(html).toContain('<p>8 pictures,');
  });
});
