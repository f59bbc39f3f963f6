import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { singletonMessages, singletonWrites } from '../../lib/singleton.js';
import type { BusinessInfoRepository } from './business-info.repository.js';

export const businessInfoMessages = singletonMessages('ব্যবসার তথ্য', 'এই ব্যবসার তথ্য');

/** The shop's name, Facebook page and WhatsApp number: created once, then updated. */
export function createBusinessInfoService(
  repository: BusinessInfoRepository,
  { changes }: { changes: ChangeNotifier },
) {
  return {
    list: () => repository.list(),
    ...singletonWrites(repository, { kind: 'business', changes, messages: businessInfoMessages }),
  };
}

export type BusinessInfoService = ReturnType<typeof createBusinessInfoService>;
