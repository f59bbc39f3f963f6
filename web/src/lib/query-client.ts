import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/**
 * Cache tags of the spec (section 3); every query key starts with one, so a write can refetch its
 * own list with `invalidateQueries({ queryKey: [queryTags.product] })`.
 */
export const queryTags = {
  user: 'user',
  order: 'order',
  banner: 'banner',
  business: 'business',
  faq: 'faq',
  faqSection: 'faqSection',
  favicon: 'favicon',
  feature: 'feature',
  featureSection: 'featureSection',
  logo: 'logo',
  product: 'product',
  seo: 'seo',
  settings: 'settings',
  integrations: 'integrations',
  outbox: 'outbox',
} as const;

const SIXTY_SECONDS = 60_000;

/**
 * Product spec §9: unused data is kept 60 s; nothing refetches on focus, reconnect or a remount.
 * Data counts as fresh for the same 60 s, so moving between pages reuses it instead of refetching
 * over a slow mobile connection.
 */
export const queryConfig = {
  queries: {
    gcTime: SIXTY_SECONDS,
    staleTime: SIXTY_SECONDS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: 1,
  },
} satisfies DefaultOptions;

/** A fresh client: one per browser tab, and one per request when the server renders a page. */
export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: queryConfig });
