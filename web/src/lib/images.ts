import { imageSrcSet, type UploadKind } from '@haat/contract';

/** URL of an uploaded file, served by the API beside its kind (`/api/product/<file>`). */
export const imageUrl = (kind: UploadKind, file: string): string =>
  `/api/${kind}/${encodeURIComponent(file)}`;

/** Smallest copy of a stored WebP image (320 px), for slots that are never wider than that. */
export function smallImageUrl(kind: UploadKind, file: string): string {
  if (!file.endsWith('.webp')) return imageUrl(kind, file);
  return imageUrl(kind, `${file.slice(0, -'.webp'.length)}-w320.webp`);
}

export type { ResponsiveImage } from '@haat/contract';

import type { ResponsiveImage } from '@haat/contract';

/**
 * `src`, `srcSet` and `sizes` for an `<img>` of an uploaded image. `sizes` says how wide the slot is
 * so a phone downloads the 320 or 640 px copy instead of the full one. Files that are not the stored
 * WebP set (older uploads) get a plain `src`.
 */
export function responsiveImage(kind: UploadKind, file: string, sizes: string): ResponsiveImage {
  const src = imageUrl(kind, file);
  const srcSet = imageSrcSet((name) => imageUrl(kind, name), file);
  return srcSet ? { src, srcSet, sizes } : { src };
}

/** `sizes` of the slots used on the landing page; they follow the grid classes of each section. */
export const imageSizes = {
  // Hero: the width less the page's padding on phones, half of the 1152 px container from md up.
  hero: '(min-width: 1152px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)',
  // Product grid: 1 / 2 / 3 / 4 columns at sm / md / lg inside a 1152 px container; below sm the
  // image is a 128 px thumbnail beside the text.
  productCard:
    '(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 128px',
  // Header logo: at most 9rem wide on phones, 11rem from sm up (site-header.tsx). The full-width copy
  // was 14 kB on the first screen of a phone, competing with the hero; the 320 px one is a few.
  logo: '(min-width: 640px) 176px, 144px',
} as const;
