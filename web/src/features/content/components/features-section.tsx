import { BelowFoldImage } from '@/components/ui/below-fold-image';
import { LoadError } from '@/components/ui/load-error';
import { OrderLink } from '@/components/ui/order-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { smallImageUrl } from '@/lib/images';
import { messages } from '@/lib/messages';
import { useFeatureSection } from '../api/get-feature-section';
import { useFeatures } from '../api/get-features';

const ICON_SIZE = 64;

/** Product spec §2, item 2: heading (or "Our Services"), a 2/3/4-column grid of icon + title. */
export function FeaturesSection() {
  const { data: section } = useFeatureSection();
  const { data: features, isPending, isError, refetch } = useFeatures();

  if (features && features.length === 0) return null;

  return (
    <section aria-labelledby="features-heading" className="render-when-near py-12">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4">
        <SectionHeading id="features-heading">
          {section?.title || messages.features.fallbackHeading}
        </SectionHeading>
        {isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : (
          <ul className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4">
            {isPending
              ? Array.from({ length: 4 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index}>
                    <Skeleton className="h-36 w-full rounded-2xl" />
                  </li>
                ))
              : features.map((feature) => (
                  <li
                    key={feature._id}
                    className="flex h-full flex-col items-center gap-3 rounded-2xl border border-leaf-100 bg-white p-4 text-center shadow-sm"
                  >
                    <span className="flex size-20 items-center justify-center rounded-full bg-leaf-50">
                      <BelowFoldImage
                        src={smallImageUrl('feature', feature.icon)}
                        alt=""
                        width={ICON_SIZE}
                        height={ICON_SIZE}
                        className="size-12 object-contain"
                      />
                    </span>
                    <h3 className="leading-snug font-semibold text-leaf-900">{feature.title}</h3>
                  </li>
                ))}
          </ul>
        )}
        <OrderLink variant="primary">{messages.order.clickToOrder}</OrderLink>
      </div>
    </section>
  );
}
