/** The cache tag kinds of product spec §3: what a write changed. */
export type ChangeKind =
  | 'business'
  | 'logo'
  | 'favicon'
  | 'seo'
  | 'banner'
  | 'feature'
  | 'featureSection'
  | 'faq'
  | 'faqSection'
  | 'product'
  | 'settings';

/**
 * Tells whoever keeps derived copies of the shop's content (the rendered storefront page) that a
 * write changed it. Every content write calls `notify` after its transaction commits.
 */
export function createChangeNotifier() {
  const listeners = new Set<(kind: ChangeKind) => void>();
  return {
    subscribe(listener: (kind: ChangeKind) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(kind: ChangeKind): void {
      for (const listener of listeners) listener(kind);
    },
  };
}

export type ChangeNotifier = ReturnType<typeof createChangeNotifier>;
