// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadScript } from './load-script';

/** A document of its own: nothing added to it is fetched. */
const page = () => document.implementation.createHTMLDocument('page');

describe('loadScript', () => {
  it("carries the page's nonce: the server's CSP names no tag host before the consent cookie agrees", () => {
    const doc = page();
    const own = doc.createElement('script');
    own.setAttribute('nonce', 'page-nonce-123');
    doc.head.appendChild(own);
    const tag = loadScript('https://www.googletagmanager.com/gtm.js?id=GTM-X', doc);
    expect(tag.nonce).toBe('page-nonce-123');
    expect(tag.async).toBe(true);
    expect(tag.parentNode).toBe(doc.head);
  });

  it('carries none on a page without one (a static build allows its scripts by hash)', () => {
    const tag = loadScript('https://connect.facebook.net/en_US/fbevents.js', page());
    expect(tag.nonce ?? '').toBe('');
    expect(tag.hasAttribute('nonce')).toBe(false);
  });
});
