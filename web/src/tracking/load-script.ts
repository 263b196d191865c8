/**
 * A third-party script, added async at the end of <head>. The server's CSP names a tag's origin in script-src only
 * once the consent cookie agrees to it (server/src/routes/frontend.ts); on the page where the visitor agrees, the
 * script carries the page's nonce instead, which only this code passes and only after that agreement
 * (docs/decisions/0036-consent-and-tags.md). A script from anywhere else is refused by the browser.
 */
export function loadScript(src: string, doc: Document = document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return script;
}

/**
 * The nonce of the page's own scripts (a server-hosted page has one; a static build allows scripts by hash and has
 * none). Browsers hide the attribute once the page has loaded; the `nonce` property keeps it.
 */
export function pageNonce(doc: Document = document): string | undefined {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    const nonce = script.nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return undefined;
}
