/** The amount picker's grid arithmetic: snapping typed or slid values, and the slider's step. */

/** Snaps a typed or slid value onto the brand's grid: within [min, max], a whole number of steps from min. */
export function snapToRange(
  value: number,
  { min, max, step }: { min: number; max: number; step: number },
): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

/** The most presses of an arrow key the slider may take from one end to the other at the brand's own step. */
export const MAX_SLIDER_PRESSES = 200;
/** About how many presses a longer range is cut into. */
export const SLIDER_STOPS = 50;

/**
 * The slider's step: the brand's own step, unless that makes the range more than MAX_SLIDER_PRESSES key presses
 * long (100 ₫ a press over 19.5 M ₫); then a round multiple of it (1, 2 or 5 × a power of ten) that crosses the
 * range in about SLIDER_STOPS presses. The text box still takes any amount on the brand's grid.
 */
export function sliderStep({ min, max, step }: { min: number; max: number; step: number }): number {
  if ((max - min) / step <= MAX_SLIDER_PRESSES) return step;
  const wanted = (max - min) / SLIDER_STOPS;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const round = [1, 2, 5, 10].map((m) => m * power).find((v) => v >= wanted)!;
  return Math.max(step, Math.round(round / step) * step);
}
