/**
 * Uploaded images are stored as WebP at a few widths. The stored name (`<id>.webp`) is the widest;
 * narrower copies sit beside it as `<id>-w320.webp`, `<id>-w640.webp`, `<id>-w768.webp` and `<id>-w960.webp`, so a
 * page can offer the phone the smallest copy that fills its slot through `srcset`.
 */
export const UPLOAD_KINDS = ['logo', 'banner', 'feature', 'product', 'favicon'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

// 768 fills a mid-range phone's full-width slot (about 380 CSS px at 1.75–2× density: 665–760 px)
// with a third fewer pixels than 960, which serves 2.5× screens; the hero is the LCP element on such
// a phone (docs/performance.md). Images stored before a width was added get it at start.
export const IMAGE_WIDTHS = [320, 640, 768, 960, 1280] as const;
export const LARGEST_IMAGE_WIDTH = 1280;

/**
 * A favicon is also stored as square PNGs beside its WebP copies: `<id>-32.png` for the browser tab,
 * `<id>-180.png` for the iOS home screen (apple-touch-icon) and `<id>-192.png` for Android / manifests.
 */
export const FAVICON_PNG_SIZES = [32, 180, 192] as const;
export type FaviconPngSize = (typeof FAVICON_PNG_SIZES)[number];

/** The stored PNG of a favicon at one size, from its `icon` name: `abc.webp` → `abc-32.png`. */
export const faviconPngFile = (icon: string, size: FaviconPngSize): string =>
  `${icon.replace(/\.[a-z]+$/, '')}-${size}.png`;

/**
 * A stored file name: a random id, an optional width (`-w320`) or favicon size (`-32`) suffix and an
 * image extension. Nothing else.
 */
export const STORED_FILE_PATTERN = /^[A-Za-z0-9_-]{16,64}(-w\d{2,4}|-\d{2,3})?\.(webp|png|jpg|jpeg|gif|ico)$/;

/** docs/api.md: a path segment with an image extension is a file; one without is an id. */
export const hasImageExtension = (segment: string): boolean =>
  /\.(webp|png|jpe?g|gif|ico|svg)$/i.test(segment);

/** The `srcset` entries of a stored WebP image, narrowest first. */
export function imageSrcSet(urlOf: (file: string) => string, file: string): string {
  if (!file.endsWith('.webp')) return '';
  const base = file.slice(0, -'.webp'.length);
  return IMAGE_WIDTHS.map((width) =>
    width === LARGEST_IMAGE_WIDTH
      ? `${urlOf(file)} ${width}w`
      : `${urlOf(`${base}-w${width}.webp`)} ${width}w`,
  ).join(', ');
}
