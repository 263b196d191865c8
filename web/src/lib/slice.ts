import type { PayloadAction, PayloadActionCreator, UnknownAction } from '@reduxjs/toolkit';

/**
 * A slice of the store as Redux Toolkit's `createSlice` makes one (a name, action creators named `<name>/<case>`,
 * a reducer), without immer: each case returns the next state, or the state itself when nothing changes. The
 * first screen's code then carries neither immer nor Redux Toolkit's main module (24 KB minified), and starting the
 * store builds and freezes nothing.
 */
type Case<S> = (state: S, action: PayloadAction<never>) => S;
type PayloadOf<F> = F extends (state: never, action: PayloadAction<infer P>) => unknown
  ? Parameters<F> extends [unknown, unknown]
    ? P
    : void
  : void;
type SliceActions<N extends string, R> = {
  [K in keyof R & string]: PayloadActionCreator<PayloadOf<R[K]>, `${N}/${K}`>;
};
/** An action of another slice that this one answers too, with the state it then takes. */
type AlsoOn<S> = readonly [{ match: (action: unknown) => boolean }, (state: S) => S];

/** An action creator as Redux Toolkit's `createAction` makes one: callable, with its `type` and `match`. */
function actionCreator(type: string) {
  const create = (payload?: unknown) => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: unknown): boolean => (action as { type?: unknown } | null)?.type === type,
  });
}

export function defineSlice<S, N extends string, R extends Record<string, Case<S>>>(options: {
  name: N;
  initialState: () => S;
  reducers: R;
  alsoOn?: readonly AlsoOn<S>[];
}) {
  const { name, initialState, reducers, alsoOn = [] } = options;
  const cases = new Map<string, Case<S>>(
    Object.entries(reducers).map(([key, next]) => [`${name}/${key}`, next]),
  );
  const actions = Object.fromEntries(
    Object.keys(reducers).map((key) => [key, actionCreator(`${name}/${key}`)]),
  ) as SliceActions<N, R>;
  const reducer = (state: S | undefined, action: UnknownAction): S => {
    const current = state ?? initialState();
    const own = cases.get(action.type);
    // The action creators above made every action of this type, with the payload its case declares.
    if (own) return own(current, action as PayloadAction<never>);
    const other = alsoOn.find(([creator]) => creator.match(action));
    return other ? other[1](current) : current;
  };
  return { name, reducerPath: name, reducer, actions, getInitialState: initialState };
}

/** The record without one key (a new object; the record itself when it has no such key). */
export function without<T extends Record<string, unknown>>(record: T, key: string): T {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}
