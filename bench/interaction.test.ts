import { describe, expect, it } from 'vitest';
import { formatInteractionTable, inpDetail, interactionOverBudget, medianInteraction, type InteractionRun } from './interaction';

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
    expect(lines[0]).toMatch(/^brand\s+route\s+interactions\s+CPU\s+INP ms\s+INP on \(delay\/processing\/presentation ms\)\s+feedback ms\s+budget$/);
    expect(lines[2]).toMatch(/^vn-1\s+\/initial-details\s+field, typing, slider, Continue\s+9×\s+65\s+69\s+ok$/);
    expect(formatInteractionTable([{ brand: 'es-1', route: '/', median: run(250, 1), runs: [] }])).toMatch(/4×\s+250\s+1\s+FAIL INP$/);
  });

  it('names the interaction Lighthouse took as the INP, what it hit and its phases', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ node: { nodeLabel: 'Weiter', snippet: '<button type="submit">' } }] },
        { type: 'table', items: [] },
        {
          type: 'debugdata',
          interactionType: 'pointerup',
          phases: {
            inputDelay: { startTs: 1_000_000, endTs: 1_046_000 },
            processingDuration: { startTs: 1_046_000, endTs: 1_128_400 },
            presentationDelay: { startTs: 1_128_400, endTs: 1_160_000 },
          },
        },
      ],
    };
    const detail = inpDetail(details);
    expect(detail).toEqual({ event: 'pointerup', target: 'Weiter', inputDelayMs: 46, processingMs: 82.4, presentationMs: 31.6 });
    const row = formatInteractionTable([{ brand: 'de-1', route: '/initial-details', median: { ...run(232, 245), inpOn: detail }, runs: [] }]);
    expect(row).toMatch(/232\s+pointerup "Weiter" 46\/82\/32\s+245\s+FAIL INP$/);
    expect(inpDetail(undefined)).toBeUndefined();
    expect(inpDetail({ items: [{ type: 'table', items: [] }] })).toBeUndefined();
  });
});
