import { missingDataPoints } from '../../../../contract/data-points';
import type { FlowStep } from './flow-step';

/** Whether the stored application holds every answer a step requires (optional and unasked questions aside). */
export function stepComplete(step: FlowStep, application: unknown): boolean {
  return missingDataPoints(step.dataPoints, application).length === 0;
}

/**
 * The furthest step a person may open: the first one not yet complete, or the last. A later step opened from
 * the address bar or an old bookmark shows this one instead (behaviour §2 "Navigation behaviour").
 */
export function reachableStep(steps: readonly FlowStep[], application: unknown): number {
  const index = steps.findIndex((s) => !stepComplete(s, application));
  return index === -1 ? steps.length - 1 : index;
}
