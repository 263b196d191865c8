/**
 * Reading translation files over HTTP (behaviour §7 GET /locales/{lng}/{ns}.json, §8 "Translation loading"): cross-origin
 * mode with same-origin credentials; at most MAX_PARALLEL_READS at once; a retryable failure is tried again
 * MAX_RETRIES times, after RETRY_FIRST_MS doubling each time.
 */

export const MAX_PARALLEL_READS = 10;
export const MAX_RETRIES = 5;
export const RETRY_FIRST_MS = 350;

export type Tree = { [key: string]: unknown };

/** A failed read: the spec's message, and whether trying again may help. */
export class ReadFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const NETWORK_WORDS = /failed|fetch|network|load/i;

/** One attempt: the file's strings, or a ReadFailure saying whether to try again. */
export async function readOnce(url: string, fetcher: typeof fetch = fetch): Promise<Tree> {
  let response: Response;
  try {
    response = await fetcher(url, { mode: 'cors', credentials: 'same-origin', cache: 'default' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ReadFailure(message, NETWORK_WORDS.test(message));
  }
  if (!response.status || !response.ok) {
    const retryable = !response.status || response.status >= 500;
    throw new ReadFailure(`failed loading ${url}; status code: ${response.status}`, retryable);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ReadFailure(`failed parsing ${url} to json`, false);
  }
  if (!isTree(body)) throw new ReadFailure(`failed parsing ${url} to json`, false);
  return body;
}

type Wait = (ms: number) => Promise<void>;
const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let reading = 0;
const queue: (() => void)[] = [];

/** Runs `task` once fewer than MAX_PARALLEL_READS reads are under way. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (reading >= MAX_PARALLEL_READS) await new Promise<void>((resolve) => queue.push(resolve));
  reading++;
  try {
    return await task();
  } finally {
    reading--;
    queue.shift()?.();
  }
}

/** A file's strings, retried as the spec says; rejects with the last ReadFailure. */
export async function readTranslations(url: string, fetcher: typeof fetch = fetch, pause: Wait = wait): Promise<Tree> {
  for (let attempt = 0, delay = RETRY_FIRST_MS; ; attempt++, delay *= 2) {
    try {
      return await inTurn(() => readOnce(url, fetcher));
    } catch (error) {
      const failure = error instanceof ReadFailure ? error : new ReadFailure(String(error), false);
      if (!failure.retryable || attempt >= MAX_RETRIES) throw failure;
      await pause(delay);
    }
  }
}
