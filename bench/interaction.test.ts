import { describe, expect, it } from 'vitest';
import { formatInteractionTable, interactionOverBudget, medianInteraction, type InteractionRun } from './interaction';

const run = (inpMs: number | null, feedbackMs: number): InteractionRun => ({ inpMs, feedbackMs, steps: ['field', 'typing', 'Continue'] });

describe('first interaction', () => {
  it('takes the median run by INP, a run Lighthouse saw no interaction in counting as the worst', () => {
    const runs = [run(80, 70), run(null, 60), run(120, 90)];
    expect(medianInteraction(runs)).toEqual(run(120, 90));
    expect(medianInteraction(runs.slice(0, 1))).toEqual(runs[0]);
    expect(() => medianInteraction([])).toThrow();
  });

  it('holds INP to 200 ms; no INP is over budget', () => {
    expect(interactionOverBudget(run(200, 1))).toBe(false);
    expect(interactionOverBudget(run(201, 1))).toBe(true);
    expect(interactionOverBudget(run(null, 1))).toBe(true);
  });

  it('prints a row per page with what the person did and the CPU slowdown', () => {
    const first: InteractionRun = { inpMs: 64.6, feedbackMs: 69.2, steps: ['field', 'typing', 'slider', 'Continue'], cpuSlowdown: 9 };
    const lines = formatInteractionTable([{ brand: 'vn-1', route: '/initial-details', median: first, runs: [first] }]).split('\n');
    expect(lines[0]).toMatch(/^brand\s+route\s+interactions\s+CPU\s+INP ms\s+feedback ms\s+budget$/);
    expect(lines[2]).toMatch(/^vn-1\s+\/initial-details\s+field, typing, slider, Continue\s+9×\s+65\s+69\s+ok$/);
    expect(formatInteractionTable([{ brand: 'es-1', route: '/', median: run(250, 1), runs: [] }])).toMatch(/4×\s+250\s+1\s+FAIL INP$/);
  });
});
