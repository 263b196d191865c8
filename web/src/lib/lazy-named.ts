import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the code now; once loaded the component renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded named export. Rendered before its code is loaded it suspends (React.lazy); after `preload` it
 * renders the loaded component directly, so a page hydrated after preloading never suspends on it.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const get = () =>
    load().then((m) => {
      loaded = m[name];
      return { default: loaded };
    });
  const Lazy = lazy(get);
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload: () => get().then(() => undefined) });
}
