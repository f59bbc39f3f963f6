/** What a batch's writer answers for one item: its result, or the refusal of that item alone. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatcherOptions<T, R> {
  /**
   * Writes one batch and answers one outcome per item, in the items' order. It must settle only once
   * the batch is durable; if it throws, every item of the batch fails with that error.
   */
  write(items: T[]): Promise<BatchOutcome<R>[]>;
  /** The most items in one batch: bounds one transaction's size and the wait of its last item. */
  maxItems: number;
}

/**
 * Group commit (decision 010). Items submitted while a batch is being written wait, and the next
 * batch takes all of them: one transaction and one fsync for every order that arrived during the
 * previous commit, instead of one each. Batches are written one at a time, and an item's promise
 * settles only after the write that carried it has finished, so nothing is acknowledged before it
 * is stored.
 */
export function createBatcher<T, R>({ write, maxItems }: BatcherOptions<T, R>) {
  interface Waiting {
    item: T;
    resolve(value: R): void;
    reject(error: unknown): void;
  }
  let waiting: Waiting[] = [];
  /** A batch is being written, or the next one is scheduled. */
  let busy = false;

  function scheduleNext() {
    busy = true;
    // Not a microtask: setImmediate runs once the event loop has read the requests that arrived
    // meanwhile, so they join this batch instead of each waiting for a batch of its own.
    setImmediate(writeNext);
  }

  async function writeNext() {
    const batch = waiting.slice(0, maxItems);
    waiting = waiting.slice(batch.length);
    try {
      const outcomes = await write(batch.map((entry) => entry.item));
      if (outcomes.length !== batch.length)
        throw new Error(`the batch writer answered ${outcomes.length} outcomes for ${batch.length} items`);
      batch.forEach((entry, index) => {
        const outcome = outcomes[index] as BatchOutcome<R>;
        if (outcome.ok) entry.resolve(outcome.value);
        else entry.reject(outcome.error);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
    if (waiting.length > 0) scheduleNext();
    else busy = false;
  }

  return {
    /** Resolves with the item's result once the batch carrying it has been written. */
    submit(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!busy) scheduleNext();
      });
    },
  };
}

export type Batcher<T, R> = ReturnType<typeof createBatcher<T, R>>;
