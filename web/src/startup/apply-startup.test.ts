// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../lib/safe-storage';
import { applyStartupPlan, readStoredForStartup } from './apply-startup';
import { LOG, type LogEntry } from './log';
import { planStartup } from './startup';
import { memoryStorage, NOW, startupInput, UUID_NEW } from '../testing/startup-fixtures';

const silent = () => {};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function browserStores() {
  return {
    sessionStore: createSafeStorage(() => window.sessionStorage, silent),
    localStore: createSafeStorage(() => window.localStorage, silent),
  };
}

function location() {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

describe('applyStartupPlan in a browser', () => {
  it('cleans PII from the address bar first, then stores; a second start-up changes nothing', () => {
    window.history.replaceState(
      { keep: 1 },
      '',
      '/application-frontend/?firstName=An&email=a%40b.vn&refName=partner&gclid=G#top',
    );
    const order: string[] = [];
    const browser = browserStores();
    const stores = {
      sessionStore: {
        ...browser.sessionStore,
        set: (k: string, v: string) => (order.push('set'), browser.sessionStore.set(k, v)),
      },
      localStore: {
        ...browser.localStore,
        set: (k: string, v: string) => (order.push('set'), browser.localStore.set(k, v)),
      },
    };
    const replace = vi.spyOn(window.history, 'replaceState');
    replace.mockImplementation((...args) => {
      order.push('replaceState');
      History.prototype.replaceState.apply(window.history, args);
    });
    const input = startupInput({
      search: window.location.search,
      stored: readStoredForStartup(stores),
      pathname: window.location.pathname,
    });
    const plan = planStartup(input);
    const logs: LogEntry[] = [];
    const result = applyStartupPlan(plan, {
      ...stores,
      history: window.history,
      location: location(),
      log: (e) => logs.push(e),
    });

    expect(replace).toHaveBeenCalledWith(
      { keep: 1 },
      '',
      '/application-frontend/?refName=partner&gclid=G#top',
    );
    expect(order[0]).toBe('replaceState');
    expect(window.location.search).toBe('?refName=partner&gclid=G');
    expect(window.location.hash).toBe('#top');
    expect(result).toEqual({ persistent: true, failedKeys: [], urlCleaned: true });
    expect(window.sessionStorage.getItem('sessionId')).toBe(UUID_NEW);
    expect(JSON.parse(window.localStorage.getItem('loanApplication') ?? '{}')).toMatchObject({
      affiliateReferenceParams: { attribute: 'partner' },
    });
    expect(JSON.parse(window.localStorage.getItem('gclid') ?? '{}')).toEqual({
      gclid: 'G',
      setAt: NOW.toISOString(),
    });
    expect(logs.map((l) => l.message)).toEqual([]);

    const again = planStartup({
      ...input,
      search: window.location.search,
      stored: readStoredForStartup(stores),
    });
    expect(again.writes).toEqual({ session: {}, local: {} });
    expect(again.removals).toEqual({ session: [], local: [] });
    replace.mockClear();
    expect(
      applyStartupPlan(again, { ...stores, history: window.history, location: location(), log: silent })
        .urlCleaned,
    ).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('removes what the plan removes', () => {
    window.localStorage.setItem('gclid', '{broken');
    const stores = browserStores();
    const plan = planStartup(startupInput({ stored: readStoredForStartup(stores) }));
    expect(plan.removals.local).toEqual(['gclid']);
    applyStartupPlan(plan, { ...stores, log: silent });
    expect(window.localStorage.getItem('gclid')).toBeNull();
  });

  it('readStoredForStartup reads each key from its own store', () => {
    window.sessionStorage.setItem('sessionId', 'S');
    window.localStorage.setItem('sessionId', 'wrong store');
    window.localStorage.setItem('loanApplication', '{}');
    const stored = readStoredForStartup(browserStores());
    expect(stored.session.sessionId).toBe('S');
    expect(stored.local).not.toHaveProperty('sessionId');
    expect(stored.local.loanApplication).toBe('{}');
    expect(stored.session).not.toHaveProperty('loanApplication');
  });
});

describe('applyStartupPlan when storage fails', () => {
  it('blocked storage: works in memory, says not persistent and logs the affiliate storage failure', () => {
    const blocked = () => {
      throw Object.assign(new Error('blocked'), { name: 'SecurityError' });
    };
    const stores = {
      sessionStore: createSafeStorage(blocked, silent),
      localStore: createSafeStorage(blocked, silent),
    };
    const plan = planStartup(
      startupInput({ search: '?refName=partner', stored: readStoredForStartup(stores) }),
    );
    const logs: LogEntry[] = [];
    const result = applyStartupPlan(plan, { ...stores, log: (e) => logs.push(e) });
    expect(result.persistent).toBe(false);
    expect(result.failedKeys).toContainEqual({ store: 'local', key: 'loanApplication' });
    expect(logs).toContainEqual({
      level: 'error',
      message: LOG.affiliateStorageFailure,
      detail: { action: 'write' },
    });
    expect(stores.sessionStore.get('sessionId')).toBe(UUID_NEW);
  });

  it('a full localStorage keeps the session going', () => {
    const stores = {
      sessionStore: createSafeStorage(() => memoryStorage(), silent),
      localStore: createSafeStorage(() => memoryStorage({ throwOnSet: true }), silent),
    };
    const plan = planStartup(startupInput({ search: '?gclid=G', stored: readStoredForStartup(stores) }));
    const result = applyStartupPlan(plan, { ...stores, log: silent });
    expect(result.persistent).toBe(false);
    expect(result.failedKeys).toEqual([{ store: 'local', key: 'gclid' }]);
    expect(stores.localStore.get('gclid')).toContain('"gclid":"G"');
  });

  it('a throwing replaceState is logged and the rest still applied', () => {
    const history = {
      state: null,
      replaceState: () => {
        throw Object.assign(new Error('x'), { name: 'SecurityError' });
      },
    };
    const stores = {
      sessionStore: createSafeStorage(() => memoryStorage(), silent),
      localStore: createSafeStorage(() => memoryStorage(), silent),
    };
    const logs: LogEntry[] = [];
    const plan = planStartup(startupInput({ search: '?email=a' }));
    const result = applyStartupPlan(plan, {
      ...stores,
      history,
      location: { pathname: '/', search: '?email=a', hash: '' },
      log: (e) => logs.push(e),
    });
    expect(result.urlCleaned).toBe(false);
    expect(logs[0]).toMatchObject({ level: 'error', message: LOG.urlParameterExtractionFailed });
    expect(stores.sessionStore.get('sessionId')).toBe(UUID_NEW);
  });

  it('writes plan logs to the console by level when no logger is given', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(silent);
    const stores = {
      sessionStore: createSafeStorage(() => memoryStorage(), silent),
      localStore: createSafeStorage(() => memoryStorage(), silent),
    };
    applyStartupPlan(planStartup(startupInput()), stores);
    expect(info).toHaveBeenCalledWith(LOG.noValidAffiliateParameters, {});
  });
});

describe('applyStartupPlan and the address bar', () => {
  it('a plan made without URL data does not wipe the query; only PII ever leaves it', () => {
    const stores = {
      sessionStore: createSafeStorage(() => memoryStorage(), silent),
      localStore: createSafeStorage(() => memoryStorage(), silent),
    };
    const replaceState = vi.fn();
    const history = { state: null, replaceState };
    const plan = planStartup(startupInput({ search: undefined }));
    applyStartupPlan(plan, {
      ...stores,
      history,
      location: { pathname: '/p', search: '?gclid=G', hash: '' },
      log: silent,
    });
    expect(replaceState).not.toHaveBeenCalled();
    applyStartupPlan(plan, {
      ...stores,
      history,
      location: { pathname: '/p', search: '?gclid=G&lastName=Le', hash: '#h' },
      log: silent,
    });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/p?gclid=G#h');
  });
});
