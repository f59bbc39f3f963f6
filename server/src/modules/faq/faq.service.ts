import type { Faq, FaqInput, FaqUpdate } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import type { FaqRepository } from './faq.repository.js';

export const faqMessages = {
  notFound: 'এই প্রশ্নটি পাওয়া যায়নি',
  deleted: 'প্রশ্নটি মুছে ফেলা হয়েছে',
} as const;

/** The storefront's questions and answers. Every write notifies `changes` after it has committed. */
export function createFaqService(repository: FaqRepository, { changes }: { changes: ChangeNotifier }) {
  return {
    list: () => repository.list(),

    async get(id: string): Promise<Faq> {
      const faq = await repository.find(id);
      if (!faq) throw AppError.notFound(faqMessages.notFound);
      return faq;
    },

    async add(input: FaqInput): Promise<Faq> {
      const saved = await repository.insert(input);
      changes.notify('faq');
      return saved;
    },

    async update(id: string, patch: FaqUpdate): Promise<Faq> {
      const saved = await repository.update(id, patch);
      if (!saved) throw AppError.notFound(faqMessages.notFound);
      changes.notify('faq');
      return saved;
    },

    async remove(id: string): Promise<string> {
      if (!(await repository.delete(id))) throw AppError.notFound(faqMessages.notFound);
      changes.notify('faq');
      return faqMessages.deleted;
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
