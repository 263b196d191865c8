import { describe, expect, it } from 'vitest';
import { attempts } from './attempt';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('attempts', () => {
  it('gives a retry of the same request the same key and the same body', () => {
    const a = attempts<{ at: number }>(counter());
    let made = 0;
    const make = () => ({ at: ++made });
    const first = a.of({ id: 'x', data: [1] }, make);
    const retry = a.of({ id: 'x', data: [1] }, make);
    expect(retry).toEqual(first);
    expect(first).toEqual({ key: 'key-1', value: { at: 1 } });
  });

  it('makes a new key when the request changes, and after the server has answered', () => {
    const a = attempts(counter());
    expect(a.keyFor({ choice: 'accept' })).toBe('key-1');
    expect(a.keyFor({ choice: 'decline' })).toBe('key-2');
    expect(a.keyFor({ choice: 'decline' })).toBe('key-2');
    a.answered();
    expect(a.keyFor({ choice: 'decline' })).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(attempts().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
