import type { BannerGallery } from '@haat/contract';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { messages } from '@/lib/messages';
import { HeroImage } from './hero-image';

type HeroSliderProps = { galleries: BannerGallery[] };

/**
 * Spec section 2: an endless slider advancing every 3000 ms, not stopped by touching it, with dots
 * and a grab cursor. Loaded on demand by `HeroGallery` (Swiper is the largest library on the page).
 */
export default function HeroSlider({ galleries }: HeroSliderProps) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      loop
      grabCursor
      autoplay={{ delay: 3000, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      aria-label={messages.hero.sliderLabel}
      className="hero-slider overflow-hidden rounded-3xl shadow-lg"
    >
      {galleries.map((gallery, index) => (
        <SwiperSlide key={gallery._id}>
          <HeroImage gallery={gallery} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
