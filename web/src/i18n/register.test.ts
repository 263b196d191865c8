import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One register per language: the formal address ("usted", "dumneavoastră", "Sie") where the product speaks it, so
 * a screen never says "tú" among screens that say "usted". Polish and Vietnamese address the reader as "Ty"/"bạn"
 * throughout, which the language's own rules allow.
 */
const LOCALES_DIR = fileURLToPath(new URL('../../public/locales/', import.meta.url));
const INFORMAL: Readonly<Record<string, RegExp>> = {
  es: /(?<![\p{L}])(tu|tus|tuyo|tuya|tuyos|tuyas|te|ti)(?![\p{L}])/iu,
  mx: /(?<![\p{L}])(tu|tus|tuyo|tuya|tuyos|tuyas|te|ti)(?![\p{L}])/iu,
  co: /(?<![\p{L}])(tu|tus|tuyo|tuya|tuyos|tuyas|te|ti)(?![\p{L}])/iu,
  ro: /(?<![\p{L}])(tău|tale|tine|ta|tăi)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(du|dein|deine|deinen|deinem|deiner|dich|dir)(?![\p{L}])/iu,
};

function* strings(node: unknown, key = ''): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) yield* strings(v, key ? `${key}>${k}` : k);
}

describe('the register of formal languages', () => {
  it.each(Object.keys(INFORMAL))('%s: no string addresses the reader informally', (lng) => {
    const informal = readdirSync(join(LOCALES_DIR, lng)).flatMap((file) =>
      [...strings(JSON.parse(readFileSync(join(LOCALES_DIR, lng, file), 'utf8')))]
        .filter(([, text]) => INFORMAL[lng]!.test(text))
        .map(([key, text]) => `${file}:${key}: ${text}`),
    );
    expect(informal).toEqual([]);
  });
});
