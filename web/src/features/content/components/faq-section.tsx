import { LoadError } from '@/components/ui/load-error';
import { OrderLink } from '@/components/ui/order-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@/lib/messages';
import { useFaqSection } from '../api/get-faq-section';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from './faq-accordion';

/** Product spec §2, item 6: FAQ heading, the accordion and a "Click to order" link. */
export function FaqSection() {
  const { data: section } = useFaqSection();
  const { data: faqs, isPending, isError, refetch } = useFaqs();

  if (faqs && faqs.length === 0) return null;

  return (
    <section aria-labelledby="faq-heading" className="render-when-near py-12">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-4">
        <SectionHeading id="faq-heading">{section?.title || messages.faq.fallbackHeading}</SectionHeading>
        {isPending ? (
          <div className="flex w-full flex-col gap-3">
            <Skeleton className="h-14 w-full rounded-2xl" />
            <Skeleton className="h-14 w-full rounded-2xl" />
            <Skeleton className="h-14 w-full rounded-2xl" />
          </div>
        ) : isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : (
          <FaqAccordion faqs={faqs} />
        )}
        <OrderLink variant="primary">{messages.order.clickToOrder}</OrderLink>
      </div>
    </section>
  );
}
