/** Dot-path access into a lead ('personalDetails.firstName'). Immutable: setIn copies along the path. */
import { isRecord } from '../merge';

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);


/** The value at `path`, or undefined when any step is missing or not an object. */
export function getIn(lead: unknown, path: string): unknown {
  let node: unknown = lead;
  for (const key of path.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * A copy of `lead` with `value` at `path`, creating sections as needed; `undefined` removes the field.
 * Throws on prototype keys: paths come from the catalogue, never from people.
 */
export function setIn<T extends object>(lead: T, path: string, value: unknown): T {
  const keys = path.split('.');
  if (keys.some((k) => k === '' || FORBIDDEN.has(k))) throw new Error(`Invalid lead path: ${path}`);
  const write = (node: unknown, depth: number): Record<string, unknown> => {
    const copy: Record<string, unknown> = isRecord(node) ? { ...node } : {};
    const key = keys[depth]!;
    if (depth === keys.length - 1) {
      if (value === undefined) delete copy[key];
      else copy[key] = value;
    } else {
      copy[key] = write(copy[key], depth + 1);
    }
    return copy;
  };
  return write(lead, 0) as T;
}
