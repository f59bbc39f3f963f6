import { type Faq, paths } from '@haat/contract';
import { type ContentKind, ContentList } from '@/components/admin/admin-list';
import { formatCount } from '@/lib/numbers';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqs } from '../api/get-faqs';
import { faqMessages } from '../messages';

const links = { add: paths.adminAddFaq, edit: paths.adminEditFaq };
const name = (faq: Faq) => faq.qus;
const list: ContentKind<Faq> = { kind: 'faq', layout: 'rows', words: faqMessages, links, name };

/** /admin/faq: every question with the start of its answer, in the accordion's order. */
export function FaqsList() {
  return (
    <ContentList of={list} query={useFaqs()} remove={useDeleteFaq()}>
      {(faq, index) => (
        <div className="flex min-w-0 flex-1 gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-sm font-semibold text-leaf-800"
          >
            {formatCount(index + 1)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-stone-900">{faq.qus}</p>
            <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-stone-600">{faq.ans}</p>
          </div>
        </div>
      )}
    </ContentList>
  );
}
