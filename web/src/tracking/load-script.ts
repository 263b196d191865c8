/**
 * A third-party script, added async at the end of <head>. The page's CSP allows only the configured tags' origins
 * (server/src/routes/frontend.ts): a script from anywhere else is refused by the browser.
 */
export function loadScript(src: string, doc: Document = document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return script;
}
