// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

/** A module of two components with different props, as `lookups.tsx` is. */
const module = {
  Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
  Count: ({ n }: { n: number }) => <p>{n}</p>,
};

describe('lazyNamed', () => {
  afterEach(cleanup);

  it('suspends until its code is loaded, then renders the named export with its own props', async () => {
    const Greeting = lazyNamed(() => Promise.resolve(module), 'Greeting');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('after preload, renders at once without suspending', async () => {
    const Count = lazyNamed(() => Promise.resolve(module), 'Count');
    await Count.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Count n={3} />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('3')).toBeTruthy();
  });
});
