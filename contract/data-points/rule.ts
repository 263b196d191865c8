/**
 * A data point's validation as a list of small steps: each checks the value or turns it into what the lead stores,
 * and the first failure's message is the answer. This is all the catalogue needs of a schema library, so the form
 * pages carry about 1 KB for it instead of zod (20 KB gzip, which the first step would pay before it could be
 * answered). The result has zod's `safeParse` shape, so callers read it the same way. The API's request and answer
 * shapes stay zod schemas (contract/lead.ts, server/); the catalogue's rules run inside them.
 */

export type ParseResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: { issues: { message: string }[] } };

type StepResult = { ok: true; value: unknown } | { ok: false; message: string };
type Step = (value: unknown) => StepResult;

const pass = (value: unknown): StepResult => ({ ok: true, value });
const fail = (message: string): StepResult => ({ ok: false, message });

/** A value's rule: `safeParse` answers the stored value or the first failure's message (an i18n key). */
export class Rule<T = unknown> {
  private constructor(private readonly steps: readonly Step[]) {}

  static of<T>(first: Step): Rule<T> {
    return new Rule<T>([first]);
  }

  /** The value must hold `test`; otherwise `message`. */
  check(test: (value: T) => boolean, message: string): Rule<T> {
    return new Rule<T>([...this.steps, (v) => (test(v as T) ? pass(v) : fail(message))]);
  }

  /** The value becomes `map(value)`. */
  map<U>(map: (value: T) => U): Rule<U> {
    return new Rule<U>([...this.steps, (v) => pass(map(v as T))]);
  }

  /** `step` may fail with its own message or pass a new value. */
  then<U>(step: (value: T) => { ok: true; value: U } | { ok: false; message: string }): Rule<U> {
    return new Rule<U>([...this.steps, step as Step]);
  }

  safeParse(input: unknown): ParseResult<T> {
    let value = input;
    for (const step of this.steps) {
      const result = step(value);
      if (!result.ok) return { success: false, error: { issues: [{ message: result.message }] } };
      value = result.value;
    }
    return { success: true, data: value as T };
  }

  parse(input: unknown): T {
    const result = this.safeParse(input);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
    return result.data;
  }
}

/** Any string (else `message`). */
export const string = (message: string): Rule<string> =>
  Rule.of((v) => (typeof v === 'string' ? pass(v) : fail(message)));

/** A finite number (else `message`). */
export const number = (message: string): Rule<number> =>
  Rule.of((v) => (typeof v === 'number' && Number.isFinite(v) ? pass(v) : fail(message)));

/** A boolean (else `message`). */
export const boolean = (message: string): Rule<boolean> =>
  Rule.of((v) => (typeof v === 'boolean' ? pass(v) : fail(message)));

/** One of `options` (else `message`). */
export const oneOf = <O extends string>(options: readonly O[], message: string): Rule<O> =>
  Rule.of((v) =>
    typeof v === 'string' && (options as readonly string[]).includes(v) ? pass(v) : fail(message),
  );

/** Exactly `expected` (else `message`). */
export const literal = <L extends string | number | boolean>(expected: L, message: string): Rule<L> =>
  Rule.of((v) => (v === expected ? pass(v) : fail(message)));

/** `prepare(value)`, then `rule`. */
export const preprocess = <T>(prepare: (value: unknown) => unknown, rule: Rule<T>): Rule<T> =>
  Rule.of<unknown>((v) => pass(prepare(v))).then((v) => {
    const result = rule.safeParse(v);
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, message: result.error.issues[0]!.message };
  });
