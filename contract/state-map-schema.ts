/**
 * What a state map must be (decision 0039): the check a deployment's map passes at build time and at the
 * reference API's start. The map itself is read by contract/state-map.ts, which stays free of zod.
 */
import { z } from 'zod';
import { LOAN_ROUTE, RESULT_ROUTES, STATE_ROUTES, type StateMapEntry } from './state-map';

const entrySchema = z
  .object({
    state: z.number().int().nonnegative(),
    route: z.string().refine((route) => STATE_ROUTES.includes(route), {
      error: (issue) => `${JSON.stringify(issue.input)} is no route the product has (its routes: contract/state-map.json)`,
    }),
    replace: z.boolean(),
    final: z.boolean(),
  })
  .strict();

/** Each value that occurs more than once in `values`. */
const repeated = <T>(values: readonly T[]): T[] => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

export const stateMapSchema = z
  .array(entrySchema)
  .min(1)
  .superRefine((entries, ctx) => {
    for (const state of repeated(entries.map((e) => e.state)))
      ctx.addIssue({ code: 'custom', message: `state ${state} is given more than once` });
    for (const route of repeated(entries.map((e) => e.route)))
      ctx.addIssue({ code: 'custom', message: `route ${route} is given more than once` });
    if (!entries.some((e) => e.route === LOAN_ROUTE))
      ctx.addIssue({ code: 'custom', message: `the map has no loan step (${LOAN_ROUTE}), where an application starts` });
    for (const e of entries) {
      if (e.final !== RESULT_ROUTES.includes(e.route))
        ctx.addIssue({
          code: 'custom',
          message: e.final
            ? `state ${e.state} (${e.route}) is final, but only the result screens (${RESULT_ROUTES.join(', ')}) end an application`
            : `state ${e.state} (${e.route}) is a result screen and must be final`,
        });
    }
  });

/** The entries of a valid map, or the list of what is wrong with it (one line each, with the entry's index). */
export function checkStateMap(
  value: unknown,
): { ok: true; entries: readonly StateMapEntry[] } | { ok: false; problems: string[] } {
  const parsed = stateMapSchema.safeParse(value);
  if (parsed.success) return { ok: true, entries: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => (i.path.length ? `[${i.path.join('.')}] ${i.message}` : i.message)),
  };
}
