import { createHash } from 'node:crypto';
import type { ChangeKind, ChangeNotifier } from './change-notifier.js';

export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * A public read the whole storefront asks for (the product list) kept serialised in memory until a
 * write of its kind reports a change: every visitor after the first gets the same bytes without a
 * query or a serialisation, and a browser that has them gets a 304.
 */
export function createCachedAnswer(options: {
  changes: ChangeNotifier;
  kinds: readonly ChangeKind[];
  load: () => Promise<unknown>;
}) {
  let pending: Promise<CachedAnswer> | null = null;
  options.changes.subscribe((kind) => {
    if (options.kinds.includes(kind)) pending = null;
  });

  async function build(): Promise<CachedAnswer> {
    const body = JSON.stringify({ success: true, data: await options.load() });
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }

  return {
    get(): Promise<CachedAnswer> {
      if (!pending) {
        const building = build();
        pending = building;
        // A failed read is not kept: the next request tries again.
        building.catch(() => {
          if (pending === building) pending = null;
        });
      }
      return pending;
    },
  };
}
