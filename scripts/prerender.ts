import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { PENDING_SUBMIT_ATTRIBUTE, READY_ATTRIBUTE } from '../web/src/lib/early-input';
import { brandBuildDir } from './build-dir';
import { BASE_PATH, escapeHtml } from './vite-brand-plugin';
import { APPLICATION_PAGE_CHUNK, FRAMEWORK_CHUNK, START_CHUNK, filesAdded, readManifest, stepPageFiles } from './chunks';

const ROOT = join(import.meta.dirname, '..');
/** The file a build-time rendered route is written to (the server serves prerendered/<name>.html for it). */
export const prerenderedName = (path: string): string => (path === '/' ? 'index' : path.slice(1));
/** Namespaces a build-time rendered step needs beyond the bundled first-screen strings (read from disk here). */
const STEP_NAMESPACES = ['form'] as const;
const SPINNER = '<!--app--><div class="page-spinner" role="status"><span class="spinner"></span></div>';

/**
 * What the entry imports (React's DOM renderer, then the app's start) and the lazily loaded application page, in
 * the order they are needed, so they download alongside the entry.
 */
function preloadFiles(distDir: string): string[] {
  const manifest = readManifest(distDir);
  const order = [FRAMEWORK_CHUNK, START_CHUNK, APPLICATION_PAGE_CHUNK];
  return order.flatMap((name, i) => filesAdded(manifest, name, ['index', ...order.slice(0, i)]));
}

function preloadLinks(distDir: string): string {
  return preloadFiles(distDir)
    .map((f) => `<link rel="modulepreload" crossorigin href="${BASE_PATH}${f}">`)
    .join('');
}

/** How long a prerendered page waits for its first paint before starting its scripts anyway (a hidden frame never paints). */
const START_FALLBACK_MS = 3000;

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A press of a build-time rendered step's button before the app has taken the page over: the form is
 * `method="post"` (answers never go into an address), so the browser would post it to the page. Instead the press
 * is kept on the form (`data-pending-submit`), its button shows it is busy, and the step carries the press out
 * once its code has mounted (web/src/lib/early-input.ts). The page's readiness mark is `data-ready` on <html>.
 */
const CATCH_EARLY_SUBMIT =
  'document.addEventListener("submit",e=>{const f=e.target;' +
  `if(document.documentElement.hasAttribute("${READY_ATTRIBUTE}")||!f.matches||!f.matches("form.step-form"))return;` +
  `e.preventDefault();f.setAttribute("${PENDING_SUBMIT_ATTRIBUTE}","");` +
  'for(const b of f.querySelectorAll("button[type=submit]"))b.setAttribute("aria-busy","true")},true);';

/**
 * A page whose text is already in the HTML needs no script to paint, so no script may be requested before
 * that paint: on a slow connection a script competes with the HTML and the stylesheet for bandwidth. So the
 * prerendered page carries no `<link rel=modulepreload>` in its head, and an inline starter (with the
 * per-response CSP nonce the server fills in) preloads every script the page needs (`lazyFiles`: what the entry
 * imports, the application page, and on the flow's first step its step page too) and imports the entry once the
 * browser reports the first contentful paint (a `paint` PerformanceObserver entry). Without paint timing: after
 * the next frame; if no paint comes (a hidden frame): after START_FALLBACK_MS. Preloading fetches a script
 * without running it: the entry runs each part in a task of its own (main.tsx).
 */
export function startScriptsAfterFirstPaint(template: string, lazyFiles: readonly string[], fetched: readonly string[] = []): string {
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!tag?.[1]) throw new Error('index.html has no module entry script');
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  for (const f of lazyFiles) if (!preload.includes(`${BASE_PATH}${f}`)) preload.push(`${BASE_PATH}${f}`);
  const start =
    CATCH_EARLY_SUBMIT +
    `let s=0;const go=()=>{if(s)return;s=1;import(${JSON.stringify(tag[1])});` +
    `for(const h of ${JSON.stringify(preload)}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}` +
    (fetched.length
      ? `for(const h of ${JSON.stringify(fetched)}){const l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="";l.href=h;document.head.append(l)}`
      : '') +
    '};' +
    'const P=self.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint"))' +
    'new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(()=>setTimeout(go));' +
    `setTimeout(go,${START_FALLBACK_MS})`;
  return template.replace(MODULE_PRELOAD, '').replace(tag[0], `<script type="module" nonce="%CSP_NONCE%">${start}</script>`);
}

/**
 * Renders the first screen of a freshly built brand into HTML with the brand's defaults, so its text is
 * painted before any script runs (docs/decisions/0002-prerendered-first-screen.md).
 */
export async function prerenderBrand(id: string): Promise<void> {
  const distDir = brandBuildDir(id);
  const server = await createServer({
    configFile: join(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    configLoader: 'runner',
    logLevel: 'warn',
  });
  try {
    const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      routes: () => readonly string[];
      firstStep: string;
      answerPaths: (path: string) => string[];
      render: (path: string, now: Date, more: Record<string, Record<string, unknown>>) => Promise<{ markup: string; title: string | null }>;
      loadingLabel: () => string;
    };
    const { brand } = (await server.ssrLoadModule('virtual:brand')) as {
      brand: { locale: string; flow: 'classic' | 'dynamic' };
    };
    const more = Object.fromEntries(
      STEP_NAMESPACES.map((ns) => [
        ns,
        JSON.parse(readFileSync(join(distDir, 'locales', brand.locale, `${ns}.json`), 'utf8')) as Record<string, unknown>,
      ]),
    );
    const template = readFileSync(join(distDir, 'index.html'), 'utf8');
    if (!template.includes(SPINNER)) throw new Error('index.html has no app placeholder');
    const withPreload = template.replace('</head>', `${preloadLinks(distDir)}</head>`);
    const label = mod.loadingLabel().replace(/"/g, '&quot;');
    writeFileSync(
      join(distDir, 'index.html'),
      withPreload.replace(SPINNER, `<div class="page-spinner" role="status" aria-label="${label}"><span class="spinner"></span></div>`),
    );
    mkdirSync(join(distDir, 'prerendered'), { recursive: true });
    const pageFiles = preloadFiles(distDir);
    const stepFiles = stepPageFiles(readManifest(distDir));
    const at = new Date();
    for (const path of mod.routes()) {
      const { markup, title } = await mod.render(path, at, more);
      if (!title) throw new Error(`the build-time render of ${path} named no screen title`);
      // The first step's page needs its step code and strings to be answered: they load with the page.
      const first = path === mod.firstStep;
      const strings = STEP_NAMESPACES.map((ns) => `${BASE_PATH}locales/${brand.locale}/${ns}.json`);
      const html = startScriptsAfterFirstPaint(template, first ? [...pageFiles, ...stepFiles] : pageFiles, first ? strings : [])
        .replace(
          '<div id="finceptiv-root">',
          `<div id="finceptiv-root" data-prerendered="${path}" data-rendered-at="${at.toISOString()}" data-answer-paths="${mod.answerPaths(path).join(' ')}">`,
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(SPINNER, () => markup);
      writeFileSync(join(distDir, 'prerendered', `${prerenderedName(path)}.html`), html);
    }
  } finally {
    await server.close();
  }
}
