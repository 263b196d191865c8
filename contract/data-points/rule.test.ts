import { describe, expect, it } from 'vitest';
import { boolean, literal, number, oneOf, preprocess, string } from './rule';

describe('Rule', () => {
  const name = string('required')
    .map((v) => v.trim())
    .check((v) => v.length > 0, 'required')
    .check((v) => /^\p{L}+$/u.test(v), 'letters');

  it("answers the stored value, or the first failing step's message", () => {
    expect(name.safeParse('  Ana ')).toEqual({ success: true, data: 'Ana' });
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('required');
    expect(name.safeParse('Ana 2').error?.issues[0]?.message).toBe('letters');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('required');
  });

  it('parse throws the message; then can fail with its own', () => {
    expect(() => name.parse('')).toThrow('required');
    const even = number('nan').then((v) =>
      v % 2 === 0 ? { ok: true, value: v / 2 } : { ok: false, message: 'odd' },
    );
    expect(even.parse(8)).toBe(4);
    expect(even.safeParse(3).error?.issues[0]?.message).toBe('odd');
    expect(number('nan').safeParse(Number.NaN).success).toBe(false);
  });

  it('choices, literals, booleans and preprocessing', () => {
    expect(oneOf(['a', 'b'], 'choose').safeParse('c').success).toBe(false);
    expect(literal(true, 'tick').safeParse(false).error?.issues[0]?.message).toBe('tick');
    expect(boolean('yes/no').safeParse('yes').success).toBe(false);
    expect(preprocess((v) => Number(v), number('nan')).parse('12')).toBe(12);
  });
});
