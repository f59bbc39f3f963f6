import { useEffect, useState } from 'react';

/** Longest side of a preview: sharp enough for the admin's thumbnails, small enough for ten at once. */
const PREVIEW_MAX_SIDE = 640;
/** Files the browser cannot decode are shown as they are only when small. */
const RAW_PREVIEW_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A `data:` URL showing a chosen image before it is uploaded. The page's Content Security Policy
 * allows `data:` images but not `blob:` ones, so object URLs would be blocked; the picture is drawn
 * small on a canvas instead (a 12-megapixel photo becomes a few dozen kilobytes), or read as it is
 * when the browser cannot decode it (an ICO on some phones).
 */
export async function imagePreviewUrl(
  file: Blob,
  maxSide: number = PREVIEW_MAX_SIDE,
): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // WebP keeps transparency (logos); a browser that cannot encode it answers PNG.
    return canvas.toDataURL('image/webp', 0.85);
  } catch {
    if (file.size > RAW_PREVIEW_MAX_BYTES) return null;
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(file);
    });
  }
}

/** The preview of `file` (see `imagePreviewUrl`), null while it is drawn and when there is no file. */
export function useImagePreview(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let current = true;
    void imagePreviewUrl(file).then((next) => {
      if (current) setUrl(next);
    });
    return () => {
      current = false;
    };
  }, [file]);
  return url;
}
