import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type BelowFoldImageProps = Omit<ComponentProps<'img'>, 'loading' | 'decoding'> & { src: string; alt: string };

/**
 * An image below the first screen of a server-rendered page. The server sends it without its
 * address; the browser gets it once the app has started, which happens after the offer's image is
 * on the screen (lib/first-image-shown.ts), and then loads it lazily as the visitor nears it. Being
 * close below the first screen, such images used to start with the page and share a slow
 * connection with the offer's image and the font (decision 013). Width and height keep the box, so
 * nothing moves when the image arrives; until then the box shows its background (index.css hides
 * an image without an address, so no alt text flashes in it).
 */
export function BelowFoldImage({ src, srcSet, sizes, alt, ...rest }: BelowFoldImageProps) {
  const appStarted = useHydrated();
  return (
    <img
      {...rest}
      alt={alt}
      {...(appStarted ? { src, srcSet, sizes } : {})}
      loading="lazy"
      decoding="async"
    />
  );
}
