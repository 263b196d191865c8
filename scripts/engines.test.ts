import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const project = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };

/** name@version and its `engines.node` for every package installed under `dir`, nested ones included. */
function installed(dir: string, found: { id: string; node: string }[] = []): { id: string; node: string }[] {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (name.startsWith('@')) {
      installed(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: unknown };
      };
      if (typeof pkg.engines?.node === 'string')
        found.push({ id: `${pkg.name}@${pkg.version}`, node: pkg.engines.node });
    }
    if (existsSync(join(path, 'node_modules'))) installed(join(path, 'node_modules'), found);
  }
  return found;
}

describe('package.json engines', () => {
  it("is what every installed package supports: every Node it admits is within each package's own engines", () => {
    const refusing = installed(join(ROOT, 'node_modules'))
      .filter((p) => !semver.subset(project.engines.node, p.node))
      .map((p) => `${p.id} needs Node ${p.node}`);
    expect(refusing).toEqual([]);
  });

  it('holds for the Node running the tests', () => {
    expect(semver.satisfies(process.versions.node, project.engines.node)).toBe(true);
  });
});
