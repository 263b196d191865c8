import { describe, expect, it } from 'vitest';
import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice, without } from './slice';

type Counter = { count: number; note: string | null };
const other = defineSlice({
  name: 'other',
  initialState: () => ({}),
  reducers: { reset: (state: object): object => state },
});
const counter = defineSlice({
  name: 'counter',
  initialState: (): Counter => ({ count: 0, note: null }),
  reducers: {
    added: (state: Counter, action: PayloadAction<number>): Counter => ({
      ...state,
      count: state.count + action.payload,
    }),
    cleared: (state: Counter): Counter => (state.note === null ? state : { ...state, note: null }),
  },
  alsoOn: [[other.actions.reset, () => ({ count: 0, note: 'reset' })]],
});

describe('a slice without immer', () => {
  it('makes action creators named <slice>/<case> that carry their payload and know their actions', () => {
    expect(counter.actions.added(2)).toEqual({ type: 'counter/added', payload: 2 });
    expect(counter.actions.added.type).toBe('counter/added');
    expect(counter.actions.added.match({ type: 'counter/added', payload: 1 })).toBe(true);
    expect(counter.actions.added.match(counter.actions.cleared())).toBe(false);
    expect(counter.reducerPath).toBe('counter');
  });

  it('starts from its initial state, applies its cases, answers the actions it also listens to', () => {
    const start = counter.reducer(undefined, { type: '@@init' });
    expect(start).toEqual({ count: 0, note: null });
    expect(counter.reducer(start, counter.actions.added(3))).toEqual({ count: 3, note: null });
    expect(counter.reducer({ count: 5, note: null }, other.actions.reset())).toEqual({
      count: 0,
      note: 'reset',
    });
  });

  it('gives back the very same state for an action it does not know, or a case that changes nothing', () => {
    const state: Counter = { count: 1, note: null };
    expect(counter.reducer(state, { type: 'elsewhere/happened' })).toBe(state);
    expect(counter.reducer(state, counter.actions.cleared())).toBe(state);
  });

  it('removes a key into a new record, and leaves a record without it as it is', () => {
    const record = { a: 1, b: 2 };
    expect(without(record, 'a')).toEqual({ b: 2 });
    expect(record).toEqual({ a: 1, b: 2 });
    expect(without(record, 'c')).toBe(record);
  });
});
