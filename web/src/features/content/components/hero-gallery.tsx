import type { BannerGallery } from '@haat/contract';
import { HeroImage } from './hero-image';
import { HeroSlider } from './hero-slider';

type HeroGalleryProps = { galleries: BannerGallery[] };

/**
 * The hero's images: one image alone, or the slider. Both are rendered by the server with the first
 * image as plain HTML (eager, high priority, preloaded from the head), and that same element stays
 * in place once the page is live: nothing replaces it, so the first paint is the largest paint and
 * nothing jumps.
 */
export function HeroGallery({ galleries }: HeroGalleryProps) {
  const [first] = galleries;
  if (!first) return null;
  if (galleries.length > 1) return <HeroSlider galleries={galleries} />;
  return (
    <div className="overflow-hidden rounded-3xl shadow-lg">
      <HeroImage gallery={first} first />
    </div>
  );
}
