import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the code now; once loaded the component renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded named export, typed by that export's props (a module may export components of other props). Rendered
 * before its code is loaded it suspends (React.lazy); after `preload` it renders the loaded component directly, so
 * a page hydrated after preloading never suspends on it.
 */
// `any`: the constraint admits a component of any props; the props are then read from the named export itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<ComponentProps<M[K]>> {
  type P = ComponentProps<M[K]>;
  let loaded: ComponentType<P> | undefined;
  const get = () =>
    load().then((m) => {
      loaded = m[name] as ComponentType<P>;
      return { default: loaded };
    });
  const Lazy = lazy(get);
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload: () => get().then(() => undefined) });
}
