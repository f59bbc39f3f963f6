import type { ReactNode } from 'react';
import { TruckIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { OrderLink } from '@/components/ui/order-link';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@/lib/messages';
import { useBanner } from '../api/get-banner';
import { HeroGallery } from './hero-gallery';

type HeroProps = {
  /** Shown under the order button, e.g. the hotline (it belongs to another feature). */
  extra?: ReactNode;
};

/** Product spec §2, item 1: title, description, "order here" button and the image slider. */
export function Hero({ extra }: HeroProps) {
  const { data: banner, isPending, isError, refetch } = useBanner();

  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-mango-100 via-cream to-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 md:grid-cols-2 md:py-14">
        <div className="flex flex-col items-center gap-4 text-center md:items-start md:text-left">
          {isPending ? (
            <>
              {/* About the height of a two-line title and a four-line description, to limit the jump. */}
              <Skeleton className="h-21 w-full lg:h-30" />
              <Skeleton className="h-28 w-full lg:h-21" />
            </>
          ) : (
            <>
              <h1
                id="hero-heading"
                className="text-3xl leading-snug font-semibold text-leaf-900 sm:text-4xl lg:text-5xl lg:leading-tight"
              >
                {banner?.title || messages.seo.defaultTitle}
              </h1>
              <p className="text-lg whitespace-pre-line text-stone-700">
                {banner?.description || messages.seo.defaultDescription}
              </p>
            </>
          )}
          <OrderLink size="lg">{messages.hero.orderHere}</OrderLink>
          <p className="flex items-center gap-2 text-sm font-medium text-leaf-800">
            <TruckIcon className="size-5 shrink-0" />
            {messages.hero.cashOnDelivery}
          </p>
          {extra}
        </div>
        <div className="min-w-0">
          {isPending ? (
            <Skeleton className="aspect-video w-full rounded-3xl" />
          ) : isError ? (
            <LoadError onRetry={() => void refetch()} />
          ) : banner ? (
            <HeroGallery galleries={banner.galleries} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
