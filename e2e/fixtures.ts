import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { resolveBrand } from '../brands/resolve';
import type { BrandId } from '../brands/schema';

const ROOT = join(import.meta.dirname, '..');
export const BASE = '/application-frontend';

export function brandUrl(id: BrandId): string {
  const servers = JSON.parse(readFileSync(join(ROOT, 'test-results', 'servers.json'), 'utf8')) as Record<string, string>;
  const url = servers[id];
  if (!url) throw new Error(`no server for ${id}`);
  return url;
}

export function brandConfig(id: BrandId) {
  return resolveBrand(id, 'production');
}

/** A translated string as the brand's locale file has it, so tests read what a person reads. */
export function text(id: BrandId, ns: string, key: string): string {
  const lng = brandConfig(id).locale;
  let node: unknown = JSON.parse(readFileSync(join(ROOT, 'web', 'public', 'locales', lng, `${ns}.json`), 'utf8'));
  for (const part of key.split('>')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`missing ${lng}/${ns}:${key}`);
  return node;
}

/** axe with the WCAG 2.0/2.1/2.2 A and AA rules. */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const test = base;
export { expect };
