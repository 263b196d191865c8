/**
 * The one way into browser storage (docs/quality.md §2 item 8, scenarios 7 and 8).
 *
 * Storage can throw at every step: in a cross-site frame with third-party storage blocked even reading
 * `window.sessionStorage` throws a SecurityError; Safari private mode and a full quota make `setItem`
 * throw. Behaviour §8: storage read or write failures are logged and answered null or false. After a failure
 * the value is kept in an in-memory Map so the page keeps working; `isPersistent()` then says false so
 * the UI can tell the person their progress will not survive a reload.
 */
import { parseStoredJson, stringifyJson, type JsonGuard } from './stored-json';

export type StorageLog = (message: string, detail?: Record<string, unknown>) => void;

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): boolean;
  getJson<T>(key: string, guard: JsonGuard<T>): T | null;
  setJson(key: string, value: unknown): boolean;
  /** False once storage was unavailable or refused a write: the data lives only as long as this page. */
  isPersistent(): boolean;
}

export const STORAGE_READ_FAILED = 'Storage read failed';
export const STORAGE_WRITE_FAILED = 'Storage write failed';
export const STORAGE_UNAVAILABLE = 'Storage unavailable';
export const STORAGE_JSON_INVALID = 'Stored JSON invalid';

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/**
 * The browser store, looked up on first use. A getter that throws (third-party storage blocked) or finds none
 * (Node, prerender) is logged once and answered null from then on.
 */
function lookUpOnce(getStore: () => Storage | undefined, log: StorageLog): () => Storage | null {
  let store: Storage | null | undefined; // undefined: not looked up yet; null: unavailable
  return () => {
    if (store !== undefined) return store;
    try {
      store = getStore() ?? null;
      if (store === null) log(STORAGE_UNAVAILABLE, { reason: 'missing' });
    } catch (error) {
      store = null;
      log(STORAGE_UNAVAILABLE, { reason: errorName(error) });
    }
    return store;
  };
}

/** getJson and setJson over a store's get and set: invalid or unserialisable JSON is logged and refused. */
function jsonMethods(
  get: (key: string) => string | null,
  set: (key: string, value: string) => boolean,
  log: StorageLog,
): Pick<SafeStorage, 'getJson' | 'setJson'> {
  return {
    getJson<T>(key: string, guard: JsonGuard<T>): T | null {
      const raw = get(key);
      if (raw === null) return null;
      const parsed = parseStoredJson(raw, guard);
      if (parsed.ok) return parsed.value;
      log(STORAGE_JSON_INVALID, { key, reason: parsed.reason });
      return null;
    },
    setJson(key: string, value: unknown): boolean {
      const text = stringifyJson(value);
      if (text === null) {
        log(STORAGE_WRITE_FAILED, { key, reason: 'unserializable' });
        return false;
      }
      return set(key, text);
    },
  };
}

export function createSafeStorage(getStore: () => Storage | undefined, log: StorageLog): SafeStorage {
  const resolveStore = lookUpOnce(getStore, log);
  // Every value written in this page, and the keys whose last write the real store refused. Reads of a
  // refused key, and reads the store fails, are answered from here so the page keeps working.
  const written = new Map<string, string>();
  const refused = new Set<string>();
  // A read, write or removal the store refused: the data will not survive a reload.
  let failed = false;

  function get(key: string): string | null {
    const s = resolveStore();
    if (!s || refused.has(key)) return written.get(key) ?? null;
    try {
      const value = s.getItem(key);
      return typeof value === 'string' ? value : null;
    } catch (error) {
      // What cannot be read now will not be there after a reload either.
      failed = true;
      log(STORAGE_READ_FAILED, { key, reason: errorName(error) });
      return written.get(key) ?? null;
    }
  }

  function set(key: string, value: string): boolean {
    written.set(key, value);
    const s = resolveStore();
    if (s) {
      try {
        s.setItem(key, value);
        refused.delete(key);
        return true;
      } catch (error) {
        log(STORAGE_WRITE_FAILED, { key, reason: errorName(error) });
      }
    }
    // An unavailable store was logged once when first looked up; every write to it would only repeat that.
    refused.add(key);
    failed = true;
    return false;
  }

  function remove(key: string): boolean {
    written.delete(key);
    refused.delete(key);
    const s = resolveStore();
    if (!s) return false;
    try {
      s.removeItem(key);
      return true;
    } catch (error) {
      // The old value may still be in the store: this page must not read it back.
      refused.add(key);
      failed = true;
      log(STORAGE_WRITE_FAILED, { key, reason: errorName(error) });
      return false;
    }
  }

  return {
    get,
    set,
    remove,
    ...jsonMethods(get, set, log),
    isPersistent: () => resolveStore() !== null && !failed,
  };
}

function consoleLog(message: string, detail?: Record<string, unknown>): void {
  console.warn(message, detail ?? {});
}

/** Creates the instance on first use, so importing this module in Node (tests, prerender) is safe. */
function lazy(create: () => SafeStorage): SafeStorage {
  let instance: SafeStorage | undefined;
  const instanceOf = (): SafeStorage => (instance ??= create());
  return {
    get: (key) => instanceOf().get(key),
    set: (key, value) => instanceOf().set(key, value),
    remove: (key) => instanceOf().remove(key),
    getJson: (key, guard) => instanceOf().getJson(key, guard),
    setJson: (key, value) => instanceOf().setJson(key, value),
    isPersistent: () => instanceOf().isPersistent(),
  };
}

/**
 * The store of `getStore` in a browser. Without a window (the build-time render, Node) there is no storage by
 * design: the values live in memory and nothing is logged, so a build or `npm start` prints no storage warning.
 */
const browserStore = (getStore: () => Storage): SafeStorage =>
  lazy(() =>
    typeof window === 'undefined'
      ? createSafeStorage(() => undefined, () => {})
      : createSafeStorage(getStore, consoleLog),
  );

export const sessionStore: SafeStorage = browserStore(() => window.sessionStorage);

export const localStore: SafeStorage = browserStore(() => window.localStorage);
