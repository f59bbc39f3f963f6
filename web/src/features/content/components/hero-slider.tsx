import type { BannerGallery } from '@haat/contract';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { messages } from '@/lib/messages';
import { formatCount } from '@/lib/numbers';
import { HeroImage } from './hero-image';

const ADVANCE_MS = 3000;
const TRANSITION_MS = 500;
/** A swipe shorter than this share of the width springs back instead of turning the slide. */
const SWIPE_SHARE = 0.15;

type HeroSliderProps = { galleries: BannerGallery[] };

/**
 * Product spec §2: an endless slider advancing every 3000 ms, not stopped by touching it, with dots
 * and a grab cursor. Written here rather than with Swiper, whose code and CSS were 27 kB brotli of
 * the storefront's 80 kB budget (decision 008). The server renders it with the first image only; the
 * slider starts once that image has loaded, and each other slide's image is added just before that
 * slide comes in, so they never compete with the first one on a slow connection. Endless: a copy of the first slide follows the last;
 * once it has slid in, the track jumps back to the real first slide without animation, so the loop
 * never runs backwards.
 */
export function HeroSlider({ galleries }: HeroSliderProps) {
  const count = galleries.length;
  const firstImage = useRef<HTMLImageElement>(null);
  const [ready, setReady] = useState(false);
  // The furthest slide shown so far: images are added up to the one after it, each just before it
  // slides in, rather than all of them at once while the page is still loading on slow data.
  const [reached, setReached] = useState(0);
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<{ x: number; width: number } | null>(null);

  const goTo = (next: number) => {
    setReady(true);
    setAnimated(true);
    setPosition(next);
  };

  useEffect(() => {
    const image = firstImage.current;
    const start = () => setReady(true);
    // Already loaded (cached, or loaded before hydration) or failed: no load event is coming.
    if (!image || image.complete) {
      start();
      return;
    }
    image.addEventListener('load', start, { once: true });
    image.addEventListener('error', start, { once: true });
    return () => {
      image.removeEventListener('load', start);
      image.removeEventListener('error', start);
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = setInterval(() => {
      setAnimated(true);
      setPosition((current) => (current >= count ? 1 : current + 1));
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, ready]);

  useEffect(() => {
    // On the copy of the first slide: once it has slid in, be on the real one.
    if (position < count) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setPosition(0);
    }, TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [position, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: event.currentTarget.clientWidth || 1 };
    setAnimated(false);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setDragOffset(event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    drag.current = null;
    setDragOffset(0);
    const moved = (event.clientX - start.x) / start.width;
    if (moved < -SWIPE_SHARE) goTo(position >= count ? 1 : position + 1);
    else if (moved > SWIPE_SHARE) {
      if (position > 0) goTo(position - 1);
      else {
        // Backwards from the first slide: stand on its copy at the end, then slide to the last.
        setPosition(count);
        requestAnimationFrame(() => requestAnimationFrame(() => goTo(count - 1)));
      }
    } else setAnimated(true);
  };

  useEffect(() => {
    setReached((furthest) => Math.max(furthest, Math.min(position, count - 1)));
  }, [position, count]);

  const active = position % count;
  const slides = [...galleries, galleries[0] as BannerGallery];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={messages.hero.sliderLabel}
      className="relative overflow-hidden rounded-3xl shadow-lg"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swiping is the pointer's shortcut; the dots are the buttons everyone can use */}
      <div
        className="flex cursor-grab touch-pan-y select-none active:cursor-grabbing"
        style={{
          transform: `translateX(calc(${-position * 100}% + ${dragOffset}px))`,
          transition: animated ? `transform ${TRANSITION_MS}ms ease` : 'none',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDragStart={(event) => event.preventDefault()}
      >
        {slides.map((gallery, index) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: each slide a group with aria-roledescription="slide"
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the copy of the first slide shares its id
            key={`${gallery._id}-${index}`}
            role="group"
            aria-roledescription="slide"
            aria-hidden={index === count ? true : undefined}
            aria-label={`${formatCount(index + 1)} / ${formatCount(count)}`}
            className="w-full shrink-0"
          >
            {index === 0 ? (
              <HeroImage ref={firstImage} gallery={gallery} first />
            ) : ready && (index <= reached + 1 || index === count) ? (
              <HeroImage gallery={gallery} first={false} />
            ) : (
              // The slide's box, empty until the first image has loaded.
              <div className="aspect-video w-full bg-cream-dark" />
            )}
          </div>
        ))}
      </div>
      {/* Each dot is drawn 10 px wide, in a button a thumb can hit: 44 px (decision 069). */}
      <div className="absolute inset-x-0 bottom-0 flex justify-center">
        {galleries.map((gallery, index) => (
          <button
            key={gallery._id}
            type="button"
            aria-label={`${messages.hero.slide} ${formatCount(index + 1)}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="flex size-11 items-center justify-center"
          >
            <span
              className={`size-2.5 rounded-full shadow ${index === active ? 'bg-mango-500' : 'bg-white/80'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
