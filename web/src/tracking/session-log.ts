/**
 * What the page tells the session recorder beside the recording itself (behaviour §8: a render failure "if session
 * logging is on, sent to a session-recording service"; §9: "queue limit 1000 events; serialized detail capped at
 * 1024 characters, else sent as empty"). Until the recorder runs, entries wait in a queue of at most 1000 (later
 * ones are dropped, never earlier ones); a session that will not be recorded empties and closes it. Details are
 * the page's own facts (an error's name and message, a step, field names), never an answer.
 */
export const RECORDER_QUEUE_LIMIT = 1000;
export const RECORDER_DETAIL_MAX = 1024;

export interface RecorderEntry {
  name: string;
  /** The detail as JSON, or '' when it was longer than RECORDER_DETAIL_MAX (or could not be written). */
  detail: string;
}

export function serializeDetail(detail: unknown): string {
  try {
    const text = JSON.stringify(detail) ?? '';
    return text.length > RECORDER_DETAIL_MAX ? '' : text;
  } catch {
    return '';
  }
}

type Sink = (entry: RecorderEntry) => void;

export function createSessionLog(limit = RECORDER_QUEUE_LIMIT) {
  let queue: RecorderEntry[] = [];
  let sink: Sink | undefined;
  let closed = false;
  return {
    log(name: string, detail?: unknown): void {
      const entry = { name, detail: serializeDetail(detail ?? {}) };
      if (sink) sink(entry);
      else if (!closed && queue.length < limit) queue.push(entry);
    },
    /** The recorder runs: what waited goes first, in order, then every entry as it comes. */
    connect(next: Sink): void {
      sink = next;
      const waiting = queue;
      queue = [];
      waiting.forEach(next);
    },
    /** This session is not recorded: nothing is kept. */
    close(): void {
      closed = true;
      sink = undefined;
      queue = [];
    },
    pending: () => queue.length,
  };
}

/** The page's one log. */
export const sessionLog = createSessionLog();
