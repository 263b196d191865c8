import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { markPosthogExtensionsPure } from './posthog-extensions';

describe("posthog-js's extension groups made droppable", () => {
  it('marks the merge of every group pure, and nothing else', () => {
    const code = 'const a=1;vn=i({},Zs,Qs,Ys);export{Qs as SessionReplayExtensions};';
    expect(markPosthogExtensionsPure(code)).toBe(
      'const a=1;vn=/*#__PURE__*/i({},Zs,Qs,Ys);export{Qs as SessionReplayExtensions};',
    );
  });

  it('fails loudly when the file is not the one it knows', () => {
    expect(() => markPosthogExtensionsPure('export const AllExtensions = {};')).toThrow(/posthog-js changed/);
  });

  it('knows the installed, pinned release', () => {
    const file = createRequire(import.meta.url).resolve('posthog-js/dist/extension-bundles');
    const marked = markPosthogExtensionsPure(readFileSync(file, 'utf8'));
    expect(marked).toContain('vn=/*#__PURE__*/i({},');
  });
});
