import type { ChangeKind, ChangeNotifier } from './change-notifier.js';
import { AppError, UniqueViolationError } from './errors.js';

/** The two sentences of a record the shop has once: already there (409), and unknown id (404). */
export const singletonMessages = (what: string, thisOne: string) => ({
  exists: `${what} আগেই যোগ করা আছে; বদলাতে হালনাগাদ (update) করুন।`,
  notFound: `${thisOne} পাওয়া যায়নি`,
});

export type SingletonMessages = ReturnType<typeof singletonMessages>;

/** What a repository of a once-only record offers the rule below. */
export interface SingletonStore<Input, Patch, Item> {
  transaction<T>(work: (store: SingletonStore<Input, Patch, Item>) => Promise<T>): Promise<T>;
  exists(): Promise<boolean>;
  insert(input: Input): Promise<Item>;
  /** Null when the id is unknown. */
  update(id: string, patch: Patch): Promise<Item | null>;
}

/**
 * The writes of a record the shop has once (business info, SEO, a section title, site settings). A
 * second `add` is a 409 that points to `update`, so a double-clicked form never makes a twin the
 * storefront would silently ignore. The check shares the insert's transaction, and a unique key
 * that refuses the insert (two first adds at once) answers the same 409. Each committed write
 * notifies `changes` with the record's cache tag.
 */
export function singletonWrites<Input, Patch, Item>(
  store: SingletonStore<Input, Patch, Item>,
  options: { kind: ChangeKind; changes: ChangeNotifier; messages: SingletonMessages },
) {
  const { kind, changes, messages } = options;
  return {
    async add(input: Input): Promise<Item> {
      let saved: Item;
      try {
        saved = await store.transaction(async (trx) => {
          if (await trx.exists()) throw AppError.conflict(messages.exists);
          return trx.insert(input);
        });
      } catch (error) {
        if (error instanceof UniqueViolationError) throw AppError.conflict(messages.exists);
        throw error;
      }
      changes.notify(kind);
      return saved;
    },

    async update(id: string, patch: Patch): Promise<Item> {
      const saved = await store.update(id, patch);
      if (!saved) throw AppError.notFound(messages.notFound);
      changes.notify(kind);
      return saved;
    },
  };
}
