import { HANDOFF_TTL_MS } from '../../../contract/open-banking';

/** The longest `state` (Tink) or user parameter (Instantor) a stand-in takes; ours are 43 characters. */
export const MAX_STATE_LENGTH = 512;
/** The most flows (or orders, or reports) one stand-in keeps; past it the oldest goes. */
export const MAX_FLOWS = 1000;

/**
 * A stand-in's records in memory, bounded: each lives as long as the hand-off's state (HANDOFF_TTL_MS, 10 minutes)
 * and at most MAX_FLOWS are kept, the oldest evicted first, so no stream of starts grows the server's heap.
 * A Map keeps insertion order, which is age order: the expired and the evicted are always at its front.
 */
export class FlowStore<T> {
  private readonly items = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly now: () => Date,
    private readonly max = MAX_FLOWS,
    private readonly ttlMs = HANDOFF_TTL_MS,
  ) {}

  get size(): number {
    this.prune();
    return this.items.size;
  }

  set(id: string, value: T): void {
    this.prune();
    this.items.delete(id);
    while (this.items.size >= this.max) this.items.delete(this.items.keys().next().value!);
    this.items.set(id, { value, at: this.now().getTime() });
  }

  /** The live record, or undefined once it expired (or was evicted). */
  get(id: string): T | undefined {
    this.prune();
    return this.items.get(id)?.value;
  }

  /** The first live record that `match` takes. */
  find(match: (value: T) => boolean): T | undefined {
    this.prune();
    for (const { value } of this.items.values()) if (match(value)) return value;
    return undefined;
  }

  delete(id: string): void {
    this.items.delete(id);
  }

  private prune(): void {
    const oldest = this.now().getTime() - this.ttlMs;
    for (const [id, { at }] of this.items) {
      if (at > oldest) return;
      this.items.delete(id);
    }
  }
}

/** Whether a state or user parameter is one a stand-in takes: present and at most MAX_STATE_LENGTH long. */
export const acceptableState = (state: string | undefined): state is string =>
  state !== undefined && state.length > 0 && state.length <= MAX_STATE_LENGTH;
