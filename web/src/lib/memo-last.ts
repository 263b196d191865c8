/**
 * `derive` remembering its last answer: called again with the same input (compared with ===), it answers from
 * memory. For values a module derives from the brand (`memoLast(derive)(brand)`): the page computes them once,
 * on first use, and a test that swaps the brand (web/src/testing/virtual-brand.ts) gets them anew.
 */
export function memoLast<In, Out>(derive: (input: In) => Out): (input: In) => Out {
  let last: { input: In; output: Out } | undefined;
  return (input) => {
    if (last === undefined || last.input !== input) last = { input, output: derive(input) };
    return last.output;
  };
}
