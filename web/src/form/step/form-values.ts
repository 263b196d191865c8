import type { DataPoint } from '../../../../contract/data-points';
import { getIn } from '../../../../contract/data-points';

/** A stored lead value as the form holds it: text boxes hold strings, yes/no radios 'yes'/'no', checkboxes booleans. */
export function toFormValue(point: DataPoint, stored: unknown): string | boolean {
  if (point.kind === 'checkbox') return stored === true;
  if (typeof stored === 'boolean') return stored ? 'yes' : 'no';
  if (typeof stored === 'number') return String(stored);
  return typeof stored === 'string' ? stored : '';
}

export function formValuesFor(
  points: readonly DataPoint[],
  application: unknown,
  draft: Record<string, unknown> | null,
) {
  return Object.fromEntries(
    points.map((p) => {
      const fromDraft = draft?.[p.id];
      const value =
        typeof fromDraft === 'string' || typeof fromDraft === 'boolean'
          ? fromDraft
          : toFormValue(p, getIn(application, p.path));
      return [p.id, value];
    }),
  );
}
