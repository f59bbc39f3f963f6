/** The cache tag kinds of product spec §3: what a write changed. */
export const CHANGE_KINDS = [
  'business',
  'logo',
  'favicon',
  'seo',
  'banner',
  'feature',
  'featureSection',
  'faq',
  'faqSection',
  'product',
  'settings',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const isChangeKind = (value: string): value is ChangeKind =>
  (CHANGE_KINDS as readonly string[]).includes(value);

/**
 * Tells whoever keeps derived copies of the shop's content (the rendered storefront page, the product
 * list) that a write changed it. Every content write calls `notify` after its transaction commits; on
 * PostgreSQL the change bus (plugins/change-bus.ts) also calls it for the writes of other instances.
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
