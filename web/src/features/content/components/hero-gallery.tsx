import type { BannerGallery } from '@haat/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { HeroImage } from './hero-image';

const HeroSlider = lazy(() => import('./hero-slider'));

type HeroGalleryProps = { galleries: BannerGallery[] };

/**
 * The hero's images. First paint (and server rendering) shows the first image alone, as plain HTML;
 * once it has loaded, the Swiper slider (about 30 kB gzipped with its CSS) is fetched and takes its
 * place, so the library never competes with the first image for a slow connection.
 */
export function HeroGallery({ galleries }: HeroGalleryProps) {
  const [first] = galleries;
  const firstImage = useRef<HTMLImageElement>(null);
  const [sliding, setSliding] = useState(false);
  const canSlide = galleries.length > 1;

  useEffect(() => {
    const image = firstImage.current;
    if (!canSlide || !image) return;
    const start = () => setSliding(true);
    // Already loaded (cached, or loaded before hydration) or failed: no load event is coming.
    if (image.complete) {
      start();
      return;
    }
    image.addEventListener('load', start, { once: true });
    image.addEventListener('error', start, { once: true });
    return () => {
      image.removeEventListener('load', start);
      image.removeEventListener('error', start);
    };
  }, [canSlide]);

  if (!first) return null;
  const still = (
    <div className="overflow-hidden rounded-3xl shadow-lg">
      <HeroImage ref={firstImage} gallery={first} first />
    </div>
  );
  if (!sliding) return still;
  return (
    <Suspense fallback={still}>
      <HeroSlider galleries={galleries} />
    </Suspense>
  );
}
