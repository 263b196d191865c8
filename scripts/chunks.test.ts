import { describe, expect, it } from 'vitest';
import { chunkKey, filesAdded, stepPageFiles, staticClosure, type Manifest } from './chunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', name: 'index', imports: ['_react.js'], dynamicImports: ['_application-page.js'] },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_application-page.js': { file: 'assets/application-page.js', name: 'application-page', imports: ['index.html'] },
  '_step-page.js': { file: 'assets/step-page.js', name: 'step-page', imports: ['_field.js', '_application-page.js'] },
  '_field.js': { file: 'assets/field.js', name: 'field', imports: ['_react.js'] },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')]).toEqual(['index.html', '_react.js']);
    expect([...staticClosure(manifest, 'missing')]).toEqual([]);
    expect([...staticClosure(manifest, undefined)]).toEqual([]);
  });
});

describe('chunks by name', () => {
  it('finds a chunk by its name', () => {
    expect(chunkKey(manifest, 'step-page')).toBe('_step-page.js');
    expect(chunkKey(manifest, 'nothing')).toBeUndefined();
  });

  it('lists what a chunk adds to chunks already loaded', () => {
    expect(filesAdded(manifest, 'application-page', ['index'])).toEqual(['assets/application-page.js']);
    expect(stepPageFiles(manifest).sort()).toEqual(['assets/field.js', 'assets/step-page.js']);
  });
});
