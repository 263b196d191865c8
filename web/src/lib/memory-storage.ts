/**
 * Test support: a Storage kept in a Map that can be told to throw the way browsers do (SecurityError when
 * third-party storage is blocked, QuotaExceededError when full or in Safari private mode).
 */
/** Read on every call, so a test can switch a fault on or off after creating the storage. */
export type StorageFaults = { throwOnGet?: boolean; throwOnSet?: boolean; throwOnRemove?: boolean };

export function memoryStorage(options: StorageFaults = {}): Storage & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  const quota = (): Error => Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
  const security = (): Error => Object.assign(new Error('denied'), { name: 'SecurityError' });
  const storage = {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (key: string) => {
      if (options.throwOnGet) throw security();
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (options.throwOnSet) throw quota();
      data.set(key, String(value));
    },
    removeItem: (key: string) => {
      if (options.throwOnRemove) throw security();
      data.delete(key);
    },
  };
  return storage;
}
