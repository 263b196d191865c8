/**
 * Names a built script's function by its source: the build's source map (`SOURCEMAP=1 npm run build`) turns a
 * position in a minified file into the original file, line and name. Without a map the minified position stays.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { ScriptFrame } from './trace-profile';

/** A reader of one build's assets folder: `name(frame)` is "function (source:line)" where the map knows it. */
export function sourceNamer(
  assets: string,
  root: string,
): { hasMaps: boolean; name: (frame: ScriptFrame) => string } {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(assets, `${file}.map`);
      maps.set(
        file,
        existsSync(path)
          ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return maps.get(file) ?? null;
  };
  const name = (frame: ScriptFrame): string => {
    const map = mapOf(frame.file);
    // V8 counts lines from 0, source maps from 1; both count columns from 0.
    const at = map?.originalPositionFor({ line: frame.line + 1, column: frame.column });
    if (!at?.source)
      return `${frame.functionName || '(anonymous)'} (${frame.file}:${frame.line + 1}:${frame.column})`;
    const source = relative(root, join(assets, at.source)).replace(/^(\.\.\/)+/, '');
    return `${at.name ?? (frame.functionName || '(anonymous)')} (${source}:${at.line})`;
  };
  const hasMaps = existsSync(assets) && readdirSync(assets).some((file) => file.endsWith('.js.map'));
  return { hasMaps, name };
}
