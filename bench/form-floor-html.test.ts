import { describe, expect, it } from 'vitest';
import { floorScripts, formFloorHtml } from './form-floor-html';

const BUILT = `<!doctype html><html><head><script type="module" crossorigin src="/application-frontend/form-floor/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/application-frontend/form-floor/assets/react-B2.js"></head><body></body></html>`;

const PAGE = `<!doctype html>
<html lang="es-ES">
  <head>
    <script nonce="%CSP_NONCE%">try{document.documentElement.setAttribute("data-consent-chosen","")}catch(e){}</script>
    <link rel="stylesheet" crossorigin href="/application-frontend/assets/index-x.css">
  </head>
  <body>
    <div id="finceptiv-root" data-prerendered="/"><header>Brand</header><!--$--><main><p>a<!-- -->b</p><input value="200"/></main><!--/$--></div>
    <script type="module" nonce="%CSP_NONCE%">import("/application-frontend/assets/index-y.js")</script>
  </body>
</html>`;

describe('floorScripts', () => {
  it('reads the entry and its preloads from the built index.html', () => {
    expect(floorScripts(BUILT)).toEqual({
      entry: '/application-frontend/form-floor/assets/index-A1.js',
      preloads: ['/application-frontend/form-floor/assets/react-B2.js'],
    });
    expect(() => floorScripts('<html></html>')).toThrow(/no module script/);
  });
});

describe('formFloorHtml', () => {
  const html = formFloorHtml(PAGE, floorScripts(BUILT));

  it('takes out every script of the product and every comment, keeping the markup and the stylesheet', () => {
    expect(html).not.toContain('CSP_NONCE');
    expect(html).not.toContain('index-y.js');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<div id="finceptiv-root" data-prerendered="/"><header>Brand</header><main><p>ab</p><input value="200"/></main></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/application-frontend/assets/index-x.css">');
  });

  it('starts the floor like the product: its entry imported at the first contentful paint', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('import("/application-frontend/form-floor/assets/index-A1.js")');
    expect(scripts[0]).toContain('["/application-frontend/form-floor/assets/react-B2.js"]');
    expect(scripts[0]).toContain('first-contentful-paint');
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('</head>'));
  });
});
