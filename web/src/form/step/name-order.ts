import type { DataPoint } from '../../../../contract/data-points';

/**
 * The questions of a page in the order the market writes names: with 'family-first' (Viet Nam), the family name
 * is asked where the given name would be, and the given name after it. Everything else keeps its place.
 */
export function inNameOrder(
  points: readonly DataPoint[],
  order: 'given-first' | 'family-first',
): DataPoint[] {
  const given = points.findIndex((p) => p.id === 'first-name');
  const family = points.findIndex((p) => p.id === 'last-name');
  if (order === 'given-first' || given === -1 || family === -1 || family < given) return [...points];
  const ordered = [...points];
  const [familyPoint] = ordered.splice(family, 1);
  ordered.splice(given, 0, familyPoint!);
  return ordered;
}
