import { describe, expect, it } from 'vitest';
import { type BatchOutcome, createBatcher } from './batcher.js';

/** A writer that records each batch and holds it open until the test lets it finish. */
function heldWriter() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  let writing = 0;
  let mostAtOnce = 0;
  return {
    batches,
    get mostAtOnce() {
      return mostAtOnce;
    },
    /** Lets the oldest unfinished batch finish. */
    release: () => releases.shift()?.(),
    async write(items: number[]): Promise<BatchOutcome<number>[]> {
      batches.push(items);
      writing++;
      mostAtOnce = Math.max(mostAtOnce, writing);
      await new Promise<void>((resolve) => releases.push(resolve));
      writing--;
      return items.map((item) => ({ ok: true, value: item * 10 }));
    },
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('writes what was submitted together as one batch and answers each item its own result', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, string>({
      maxItems: 100,
      write: async (items) => {
        batches.push(items);
        return items.map((item) => ({ ok: true, value: `#${item}` }));
      },
    });
    const answers = await Promise.all([1, 2, 3].map((item) => batcher.submit(item)));
    expect(answers).toEqual(['#1', '#2', '#3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('answers an item only once the write carrying it has finished', async () => {
    const writer = heldWriter();
    const batcher = createBatcher({ maxItems: 100, write: writer.write });
    const answer = batcher.submit(1);
    await nextTurn();
    expect(writer.batches).toEqual([[1]]);
    expect(await settled(answer)).toBe(false);
    writer.release();
    expect(await answer).toBe(10);
  });

  it('collects the items that arrive during a write into the next batch, one write at a time', async () => {
    const writer = heldWriter();
    const batcher = createBatcher({ maxItems: 100, write: writer.write });
    const first = batcher.submit(1);
    await nextTurn();
    const waiting = [2, 3, 4].map((item) => batcher.submit(item));
    await nextTurn();
    expect(writer.batches).toEqual([[1]]);
    writer.release();
    await first;
    await nextTurn();
    expect(writer.batches).toEqual([[1], [2, 3, 4]]);
    writer.release();
    expect(await Promise.all(waiting)).toEqual([20, 30, 40]);
    expect(writer.mostAtOnce).toBe(1);
  });

  it('never puts more than maxItems in one batch', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxItems: 2,
      write: async (items) => {
        batches.push(items);
        return items.map((item) => ({ ok: true, value: item }));
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.submit(item)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('an item the writer refuses fails alone; its neighbours get their results', async () => {
    const batcher = createBatcher<number, number>({
      maxItems: 100,
      write: async (items) =>
        items.map((item) =>
          item === 2 ? { ok: false, error: new Error('refused: 2') } : { ok: true, value: item },
        ),
    });
    const answers = await Promise.allSettled([1, 2, 3].map((item) => batcher.submit(item)));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('refused: 2') },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('a write that throws fails every item of its batch, and the next batch is still written', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxItems: 100,
      write: async (items) => {
        batches.push(items);
        if (batches.length === 1) throw new Error('the disk is full');
        return items.map((item) => ({ ok: true, value: item }));
      },
    });
    const failed = await Promise.allSettled([1, 2].map((item) => batcher.submit(item)));
    expect(failed.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(failed[0]).toMatchObject({ reason: new Error('the disk is full') });
    expect(await batcher.submit(3)).toBe(3);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('a writer answering the wrong number of outcomes fails the batch rather than guessing', async () => {
    const batcher = createBatcher<number, number>({
      maxItems: 100,
      write: async () => [{ ok: true, value: 1 }],
    });
    const answers = await Promise.allSettled([1, 2].map((item) => batcher.submit(item)));
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
