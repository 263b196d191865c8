import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * A small history router: the product has one flat table of routes under a base path and navigates
 * only by push or replace (behaviour §2 "Navigation behaviour"), so a 30 KB router is not worth its bytes on
 * the first screen (docs/decisions/0003-own-router.md).
 */
export type RouterLocation = {
  /** Path below the base path, always starting with '/'. */
  path: () => string;
  subscribe: (listener: () => void) => () => void;
  /**
   * `back`: a way back to `to` (a step's Back link): when the tab's entry before this one is `to`, the tab goes
   * back to it, so the browser's Back then retraces the way further back instead of returning to where the
   * person came from; otherwise a push.
   */
  navigate: (to: string, options?: { replace?: boolean; back?: boolean }) => void;
  href: (to: string) => string;
};

let navigated = false;
/** True once the person has moved within the app (not on the first page load): steps then take focus. */
export function hasNavigated(): boolean {
  return navigated;
}

function join(base: string, to: string): string {
  return `${base.replace(/\/$/, '')}${to.startsWith('/') ? to : `/${to}`}`;
}

/** What the app keeps in a history entry it pushes: the path of the entry before it. */
type EntryState = { previous: string };
const previousPath = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'previous' in state && typeof state.previous === 'string'
    ? state.previous
    : null;

export function createBrowserLocation(basePath: string): RouterLocation {
  const listeners = new Set<() => void>();
  const base = basePath.replace(/\/$/, '');
  const notify = () => {
    navigated = true;
    listeners.forEach((l) => l());
  };
  const read = () => {
    const p = window.location.pathname;
    const rest = p.startsWith(base) ? p.slice(base.length) : p;
    return rest === '' ? '/' : rest;
  };
  return {
    path: read,
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('popstate', notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', notify);
      };
    },
    navigate: (to, options) => {
      const url = join(base, to);
      // Each entry the app pushes knows the path of the entry before it (the popstate then notifies).
      if (options?.back && previousPath(window.history.state) === to) return window.history.back();
      const state: EntryState = { previous: read() };
      if (options?.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(state, '', url);
      notify();
    },
    href: (to) => join(base, to),
  };
}

/** For build-time rendering: a fixed path, navigation does nothing. */
export function createStaticLocation(basePath: string, path: string): RouterLocation {
  return {
    path: () => path,
    subscribe: () => () => {},
    navigate: () => {},
    href: (to) => join(basePath, to),
  };
}

const RouterContext = createContext<RouterLocation | null>(null);
const PathContext = createContext<string | null>(null);
const PendingContext = createContext(false);

/**
 * Provides the location, and the path as React renders it. A route change renders in a transition: the press that
 * caused it paints at once, and the next screen renders in slices while the page keeps answering input
 * (docs/decisions/0054-route-changes-in-a-transition.md). `useNavigationPending` says when one is on its way.
 */
export function RouterProvider({ location, children }: { location: RouterLocation; children: ReactNode }) {
  const [path, setPath] = useState(location.path);
  const [pending, startNavigation] = useTransition();
  const firstPath = useRef(path);
  useEffect(() => {
    const update = () => startNavigation(() => setPath(location.path()));
    // A change between the first render and this subscription is not missed; without one, nothing renders again
    // (a transition that sets the same path would still mark the screen busy for a moment).
    if (location.path() !== firstPath.current) update();
    return location.subscribe(update);
  }, [location]);
  return (
    <RouterContext.Provider value={location}>
      <PathContext.Provider value={path}>
        <PendingContext.Provider value={pending}>{children}</PendingContext.Provider>
      </PathContext.Provider>
    </RouterContext.Provider>
  );
}

function useRouter(): RouterLocation {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter outside RouterProvider');
  return router;
}

export function usePath(): string {
  const path = useContext(PathContext);
  if (path === null) throw new Error('usePath outside RouterProvider');
  return path;
}

/** True while a route change is rendering: the screen shown is on its way out (its button shows it is busy). */
export function useNavigationPending(): boolean {
  return useContext(PendingContext);
}

export function useNavigate(): RouterLocation['navigate'] {
  return useRouter().navigate;
}

export function useHref(to: string): string {
  return useRouter().href(to);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  /** A way back (navigate's `back`): the tab's history retraced, not added to. */
  back?: boolean;
};

export function Link({ to, replace, back, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.navigate(to, { replace, back });
  };
  return <a {...rest} href={router.href(to)} onClick={handle} />;
}
