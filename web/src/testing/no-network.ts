/**
 * The web app's unit and component tests reach no network: a fetch a test did not stub fails at once, as a
 * browser's would offline (a TypeError), instead of trying a server on this machine. A test that needs an answer
 * stubs `fetch` itself (`vi.spyOn(globalThis, 'fetch')`); restoring its mocks brings this back.
 */
const offline: typeof fetch = (input) => {
  const url = input instanceof Request ? input.url : String(input);
  return Promise.reject(new TypeError(`Failed to fetch: the web app's tests reach no network (${url})`));
};

globalThis.fetch = offline;
if (typeof window !== 'undefined') window.fetch = offline;
