import { existsSync, readFileSync, readdirSync, mkdirSync, copyFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { BrandConfig } from '../brands/schema';
import { loadStateMap } from '../brands/state-map-file';
import type { StateMapEntry } from '../contract/state-map';
import { CONSENT_CHECK_SCRIPT, enabledTags } from '../contract/tracking';
import { profileMetaTag } from '../contract/backend-profile';
import { brandNumberFormats } from '../web/src/lib/format';
import { toBcp47 } from '../web/src/lib/locale';

const ROOT = join(import.meta.dirname, '..');
export const BASE_PATH = '/application-frontend/';
/** Namespaces whose strings the first screen needs: bundled into the page, never fetched before first paint. */
export const FIRST_SCREEN_NAMESPACES = ['common'] as const;

/**
 * The strings bundled with the page: the first screen's, and for a brand with tags the cookie banner's, which is in
 * the page's HTML and on its first render (docs/decisions/0036-consent-and-tags.md).
 */
export function firstScreenNamespaces(brand: Pick<BrandConfig, 'tracking'>): string[] {
  return enabledTags(brand.tracking).length > 0 ? [...FIRST_SCREEN_NAMESPACES, 'consent'] : [...FIRST_SCREEN_NAMESPACES];
}

const VIRTUAL = {
  brand: 'virtual:brand',
  theme: 'virtual:brand-theme.css',
  strings: 'virtual:first-screen-strings',
  stateMap: 'virtual:state-map',
} as const;

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function themeCss(brand: BrandConfig): string {
  const vars = Object.entries(brand.theme)
    .map(([k, v]) => `  --brand-${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}: ${v};`)
    .join('\n');
  return `:root {\n${vars}\n}\n`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function copyDir(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (statSync(src).isDirectory()) copyDir(src, join(to, name));
    else copyFileSync(src, join(to, name));
  }
}

/**
 * Everything brand-specific enters the bundle here, so one brand's build holds only its own config,
 * theme, first-screen strings and state map: virtual modules for those, head tags in index.html, assets and
 * the brand's locales copied into the output. A state map the brand names is checked when the build starts: an
 * invalid one, or one naming a route the product does not have, stops the build with what is wrong.
 */
export function brandPlugin(brand: BrandConfig): Plugin {
  const assetsDir = join(ROOT, 'brands', 'assets', brand.id);
  const localesDir = join(ROOT, 'web', 'public', 'locales');
  const shipLocales = [...new Set([brand.locale, 'en'])];
  let outDir = '';
  let stateMap: readonly StateMapEntry[] | undefined;
  return {
    name: 'finceptiv-brand',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      for (const file of [brand.logo, brand.favicon]) {
        if (!existsSync(join(assetsDir, file))) throw new Error(`Brand ${brand.id}: missing asset brands/assets/${brand.id}/${file}`);
      }
      stateMap = loadStateMap(brand);
    },
    resolveId(id) {
      if (Object.values(VIRTUAL).includes(id as never)) return '\0' + id;
      return null;
    },
    load(id) {
      if (id === '\0' + VIRTUAL.brand) {
        const logo = readFileSync(join(assetsDir, brand.logo), 'utf8');
        // The brand's number patterns, read here with Node's Intl: the page formats with them and constructs no
        // Intl object at load (web/src/lib/number-pattern.ts).
        const formats = brandNumberFormats(brand.locale, brand.currency, brand.period);
        return [
          `export const brand = Object.freeze(${JSON.stringify(brand)});`,
          `export const logoSvg = ${JSON.stringify(logo)};`,
          `export const numberFormats = ${JSON.stringify(formats)};`,
        ].join('\n');
      }
      if (id === '\0' + VIRTUAL.theme) return themeCss(brand);
      if (id === '\0' + VIRTUAL.stateMap) {
        stateMap ??= loadStateMap(brand);
        return `export const stateMapEntries = ${JSON.stringify(stateMap)};`;
      }
      if (id === '\0' + VIRTUAL.strings) {
        const resources: Record<string, unknown> = {};
        for (const ns of firstScreenNamespaces(brand)) {
          resources[ns] = readJson(join(localesDir, brand.locale, `${ns}.json`));
        }
        return `export const firstScreenResources = ${JSON.stringify(resources)};`;
      }
      return null;
    },
    transformIndexHtml(html) {
      const faviconHref = `${BASE_PATH}${brand.favicon}`;
      return html
        .replace('<html lang="en">', `<html lang="${toBcp47(brand.locale)}">`)
        .replace('%TITLE%', escapeHtml(brand.page.title || brand.displayName))
        .replace('%DESCRIPTION%', escapeHtml(brand.page.description || brand.displayName))
        .replace('%KEYWORDS%', escapeHtml(brand.page.keywords || brand.displayName))
        .replace('%FAVICON%', faviconHref)
        .replace('%THEME_COLOR%', brand.theme.primary)
        // The backend profile the page calls in (contract/backend-profile.ts): the server writes its own over it.
        .replace('<meta name="referrer"', `${profileMetaTag(brand.backendProfile)}\n    <meta name="referrer"`)
        // A brand with tags: the stored cookie choice is read before the first paint (the banner is in the HTML).
        .replace(
          '<!--consent-check-->',
          enabledTags(brand.tracking).length > 0 ? `<script nonce="%CSP_NONCE%">${CONSENT_CHECK_SCRIPT}</script>` : '',
        );
    },
    writeBundle() {
      // Only this brand's language (plus the fallback) is shipped.
      for (const lng of shipLocales) copyDir(join(localesDir, lng), join(outDir, 'locales', lng));
      copyFileSync(join(assetsDir, brand.favicon), join(outDir, brand.favicon));
    },
  };
}
