import { describe, expect, it } from 'vitest';
import { formatInteractionTable, interactionOverBudget, medianInteraction } from './interaction';

describe('first interaction', () => {
  it('takes the median run by INP, a run Lighthouse saw no interaction in counting as the worst', () => {
    const runs = [
      { inpMs: 80, errorSummaryMs: 70 },
      { inpMs: null, errorSummaryMs: 60 },
      { inpMs: 120, errorSummaryMs: 90 },
    ];
    expect(medianInteraction(runs)).toEqual({ inpMs: 120, errorSummaryMs: 90 });
    expect(medianInteraction(runs.slice(0, 1))).toEqual(runs[0]);
    expect(() => medianInteraction([])).toThrow();
  });

  it('holds INP to 200 ms; no INP is over budget', () => {
    expect(interactionOverBudget({ inpMs: 200, errorSummaryMs: 1 })).toBe(false);
    expect(interactionOverBudget({ inpMs: 201, errorSummaryMs: 1 })).toBe(true);
    expect(interactionOverBudget({ inpMs: null, errorSummaryMs: 1 })).toBe(true);
  });

  it('prints a row per first step', () => {
    const run = { inpMs: 64.6, errorSummaryMs: 69.2 };
    const lines = formatInteractionTable([{ brand: 'vn-1', route: '/initial-details', median: run, runs: [run] }]).split('\n');
    expect(lines[0]).toMatch(/^brand\s+route\s+INP ms\s+error summary ms\s+budget$/);
    expect(lines[2]).toMatch(/^vn-1\s+\/initial-details\s+65\s+69\s+ok$/);
  });
});
