import type { BannerGallery } from '@haat/contract';
import type { Ref } from 'react';
import { imageSizes, responsiveImage } from '@/lib/images';

// The hero box is 16:9 (the banner shape) whatever the uploaded image's shape (object-cover); the
// width and height attributes reserve that box before the image arrives, so nothing jumps.
const HERO_WIDTH = 1280;
const HERO_HEIGHT = 720;
/** The first image's `elementtiming` name: the page's entry starts the app once it is shown. */
const FIRST_IMAGE_TIMING_NAME = 'hero';

type HeroImageProps = { gallery: BannerGallery; first: boolean; ref?: Ref<HTMLImageElement> };

/** One banner image. The first is the largest thing on a phone's first screen: fetched first, eagerly. */
export function HeroImage({ gallery, first, ref }: HeroImageProps) {
  const image = responsiveImage('banner', gallery.url, imageSizes.hero);
  return (
    <img
      ref={ref}
      {...image}
      alt={gallery.title}
      width={HERO_WIDTH}
      height={HERO_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? undefined : 'async'}
      // The app starts once the browser reports this image shown (lib/first-image-shown.ts).
      {...(first ? { elementtiming: FIRST_IMAGE_TIMING_NAME } : {})}
      className="block aspect-video h-auto w-full object-cover"
    />
  );
}
