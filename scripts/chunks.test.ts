import { describe, expect, it } from 'vitest';
import { stepPageFiles, staticClosure, type Manifest } from './chunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/form/application-page.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_store.js': { file: 'assets/store.js', imports: ['_react.js'] },
  'src/form/application-page.tsx': { file: 'assets/application-page.js', imports: ['index.html', '_store.js'] },
  'src/form/classic/step-page.tsx': {
    file: 'assets/step-page.js',
    imports: ['_field.js', '_store.js', 'src/form/application-page.tsx'],
  },
  '_field.js': { file: 'assets/field.js', imports: ['_react.js', '_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/form/dynamic/dynamic-step-page.tsx': { file: 'assets/dynamic-step-page.js', imports: ['src/form/classic/step-page.tsx'] },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')]).toEqual(['index.html', '_react.js']);
    expect([...staticClosure(manifest, 'missing')]).toEqual([]);
  });
});

describe('stepPageFiles', () => {
  it("lists what the flow's step page adds to the first screen's code", () => {
    expect(stepPageFiles(manifest, 'classic').sort()).toEqual(['assets/field.js', 'assets/step-page.js', 'assets/zod.js']);
    expect(stepPageFiles(manifest, 'dynamic').sort()).toEqual([
      'assets/dynamic-step-page.js',
      'assets/field.js',
      'assets/step-page.js',
      'assets/zod.js',
    ]);
  });
});
