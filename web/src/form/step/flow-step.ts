/** A step of either flow; `notice` is a 'form' translation key shown under its heading. */
export type FlowStep = { path: string; dataPoints: readonly string[]; notice?: string };
