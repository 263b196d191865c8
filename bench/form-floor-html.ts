/**
 * The form floor's page: a product page's build-time HTML with the product's scripts taken out and the form
 * floor's put in, started the way the product starts its own (after the first paint, decision 0002). Pure.
 */

/** The form floor build's scripts, as its built index.html names them. */
export interface FloorScripts {
  entry: string;
  preloads: string[];
}

/** The entry and module preloads of a Vite-built index.html. */
export function floorScripts(builtIndexHtml: string): FloorScripts {
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(builtIndexHtml)?.[1];
  if (entry === undefined) throw new Error('the form floor build names no module script');
  const preloads = [...builtIndexHtml.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? '');
  return { entry, preloads };
}

/** The product starter's shape: the entry imported and its chunks preloaded at the first contentful paint. */
function starter({ entry, preloads }: FloorScripts): string {
  return (
    '<script type="module">let s=0;const go=()=>{if(s)return;s=1;' +
    `import(${JSON.stringify(entry)});` +
    `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}};` +
    'const P=self.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint"))' +
    'new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3000)</script>'
  );
}

/**
 * Every script of the page removed (the product's starter, its consent reader), every comment removed (React's
 * Suspense and text markers: the floor's tree has neither, and adjacent texts merge into the one text it renders),
 * the floor's starter added at the end of the head. The rest (markup, styles, the stylesheet) stays byte for byte.
 */
export function formFloorHtml(pageHtml: string, scripts: FloorScripts): string {
  const html = pageHtml.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  if (!html.includes('</head>')) throw new Error('the page has no </head>');
  return html.replace('</head>', `${starter(scripts)}</head>`);
}
