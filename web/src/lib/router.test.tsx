// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserLocation, Link, RouterProvider, useNavigationPending, usePath, type RouterLocation } from './router';

const BASE = '/application-frontend';

/** What each path shows; `/slow` is a screen whose code is still loading. */
function Screens({ Slow }: { Slow: ComponentType }) {
  const path = usePath();
  const pending = useNavigationPending();
  return (
    <main aria-busy={pending || undefined}>
      {path === '/slow' ? <Slow /> : <h1>{`screen ${path}`}</h1>}
      <Link to="/next">next</Link>
    </main>
  );
}

/** A screen whose code arrives when `heading` resolves. */
const slowScreen = (heading: Promise<string>) => lazy(() => heading.then((h) => ({ default: () => <h1>{h}</h1> })));

function renderAt(path: string, slow: Promise<string> = new Promise(() => {})) {
  const Slow = slowScreen(slow);
  window.history.replaceState(null, '', `${BASE}${path}`);
  const location: RouterLocation = createBrowserLocation(BASE);
  render(
    <RouterProvider location={location}>
      <Suspense fallback={<p>loading</p>}>
        <Screens Slow={Slow} />
      </Suspense>
    </RouterProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the router', () => {
  it('shows the path below the base path, and a link moves to its route with a new history entry', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'screen /' })).toBeTruthy();
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('heading', { name: 'screen /next' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${BASE}/next`);
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByRole('link', { name: 'next' }).getAttribute('href')).toBe(`${BASE}/next`);
  });

  it('follows the browser Back button', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    await screen.findByRole('heading', { name: 'screen /next' });
    act(() => {
      window.history.replaceState(null, '', `${BASE}/`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'screen /' })).toBeTruthy();
  });

  it('renders a route change in a transition: the screen shown stays, marked busy, until the next one can show', async () => {
    let resolve!: (heading: string) => void;
    const slow = new Promise<string>((r) => (resolve = r));
    const location = renderAt('/', slow);
    act(() => location.navigate('/slow'));
    // Not the fallback: the screen the person pressed on stays, and says a change is on its way.
    expect(screen.getByRole('heading', { name: 'screen /' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    act(() => resolve('the slow screen'));
    expect(await screen.findByRole('heading', { name: 'the slow screen' })).toBeTruthy();
    expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false);
  });
});
