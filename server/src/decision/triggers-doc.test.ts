import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEP_ROUTES } from './outcome';

describe('docs/api.md names every screen a goto- address reaches', () => {
  const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
  const paragraph = doc.slice(doc.indexOf('**The demo trigger `goto-<route>+`**'), doc.indexOf('**Business rules**'));

  it.each([...STEP_ROUTES])('%s', (route) => {
    expect(paragraph).toContain(`\`${route}\``);
  });
});
