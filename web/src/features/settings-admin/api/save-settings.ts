import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/**
 * POST /settings/add the first time, then PATCH /settings/update/{id} (admin, JSON). The server checks
 * every new order's total against these fees, so they apply to the next order at once.
 */
export const useSaveSettings = () =>
  useSaveSingleton({ add: routes.settings.add, update: routes.settings.update, tag: queryTags.settings });
