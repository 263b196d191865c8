import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that writes each test file's whole cost (its environment, imports, set-up, tests and hooks) to
 * the JSON file named by VITEST_FILE_TIMES, as `[{ file, seconds }]`: what `npm test` lists as the slowest files.
 */
export default class FileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    const times = modules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: relative(process.cwd(), m.moduleId), seconds: ms / 1000 };
    });
    writeFileSync(out, JSON.stringify(times));
  }
}
