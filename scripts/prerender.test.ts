import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startScriptsAfterFirstPaint } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="vi-VN">
  <head>
    <link rel="icon" type="image/svg+xml" href="/application-frontend/favicon.svg" />
    <script type="module" crossorigin src="/application-frontend/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/application-frontend/assets/runtime-2.js">
    <link rel="modulepreload" crossorigin href="/application-frontend/assets/react-3.js">
    <link rel="stylesheet" crossorigin href="/application-frontend/assets/index-4.css">
  </head>
  <body><div id="finceptiv-root"></div></body>
</html>`;

describe('startScriptsAfterFirstPaint', () => {
  const html = startScriptsAfterFirstPaint(TEMPLATE, ['assets/application-page-5.js']);
  const head = html.slice(0, html.indexOf('</head>'));
  const starter = /<script type="module" nonce="%CSP_NONCE%">(.*?)<\/script>/.exec(html)?.[1] ?? '';

  it('leaves no script to be fetched before the first paint: no module entry tag, no modulepreload link', () => {
    expect(head).not.toMatch(/<script[^>]* src=/);
    expect(head).not.toMatch(/<link rel="modulepreload"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/application-frontend/assets/index-4.css">');
  });

  it('starts them on the first contentful paint the browser reports, with fallbacks', () => {
    expect(starter).toContain('.observe({type:"paint",buffered:true})');
    expect(starter).toContain('getEntriesByName("first-contentful-paint")');
    expect(starter).toContain('requestAnimationFrame(()=>setTimeout(go))');
    expect(starter).toMatch(/setTimeout\(go,\d+\)$/);
  });

  it('then imports the entry and preloads, without running, every other script the page needs', () => {
    expect(starter).toContain('s=1;import("/application-frontend/assets/index-1.js");for(const h of');
    expect(starter).toContain(
      '["/application-frontend/assets/runtime-2.js","/application-frontend/assets/react-3.js","/application-frontend/assets/application-page-5.js"]',
    );
    expect(starter).toContain('l.rel="modulepreload"');
    expect(starter.match(/import\(/g)).toHaveLength(1);
  });

  it("preloads a first step's translation files as the app will fetch them", () => {
    const withStrings = startScriptsAfterFirstPaint(TEMPLATE, [], ['/application-frontend/locales/vn/form.json']);
    expect(withStrings).toContain('for(const h of ["/application-frontend/locales/vn/form.json"]){const l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin=""');
    expect(starter).not.toContain('"preload"');
  });

  it('is valid JavaScript', () => {
    expect(() => new Script(starter)).not.toThrow();
  });

  it('fails on a template without a module entry', () => {
    expect(() => startScriptsAfterFirstPaint('<html><head></head></html>', [])).toThrow(/no module entry/);
  });
});
