import type { UploadKind } from '@haat/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import { isIco, largestIcoPicture, PNG_SIGNATURE, type RawImage } from './ico.js';

/**
 * Pixel count above which an image is refused: a small file can decode into gigabytes (a 20000×20000
 * PNG of one colour is a few hundred kilobytes and 1.6 GB of pixels). 40 megapixels is more than any
 * phone camera takes.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** What the re-encoder reads: the uploaded bytes of a format sharp knows, or pixels we decoded. */
export type ImageSource = Buffer | RawImage;

type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const uploadMessages = {
  unsupported: 'এই ধরনের ফাইল গ্রহণ করা হয় না। JPEG, PNG, WebP বা GIF ছবি দিন।',
  unsupportedFavicon: 'এই ধরনের ফাইল গ্রহণ করা হয় না। JPEG, PNG, WebP, GIF বা ICO ছবি দিন।',
  unreadable: 'ছবিটি পড়া যায়নি; ফাইলটি নষ্ট বা অসম্পূর্ণ হতে পারে।',
  unreadableIco: 'এই ICO ফাইলটি পড়া যায়নি। PNG ছবি দিন।',
  tooManyPixels: (width: number, height: number) =>
    `ছবির মাপ অনেক বড় (${width}×${height} পিক্সেল)। সর্বোচ্চ ৪ কোটি পিক্সেল, যেমন 8000×5000, দেওয়া যাবে।`,
} as const;

/**
 * The format an upload really is, judged from its first bytes and never from its name or the
 * client's MIME type. SVG, HTML, text and everything else answer null.
 */
export function sniffFormat(input: Buffer): RasterFormat | 'ico' | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  const gif = input.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (
    input.subarray(0, 4).toString('latin1') === 'RIFF' &&
    input.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (isIco(input)) return 'ico';
  return null;
}

/** An upload refused for its content, with the form field it came from when known. */
export function uploadError(status: 413 | 415, message: string, field?: string): AppError {
  return new AppError(status, message, field ? [{ path: field, message }] : undefined);
}

/**
 * Checks an upload before anything is written: an accepted format by content (favicons may also be
 * ICO), a header sharp can read and agrees with, and a pixel count under the cap. Answers what the
 * re-encoder should read; throws 415 (wrong or unreadable type) or 413 (too many pixels).
 */
export async function readUpload(kind: UploadKind, input: Buffer, field?: string): Promise<ImageSource> {
  const format = sniffFormat(input);
  const unsupported = kind === 'favicon' ? uploadMessages.unsupportedFavicon : uploadMessages.unsupported;
  if (format === null || (format === 'ico' && kind !== 'favicon')) throw uploadError(415, unsupported, field);

  if (format === 'ico') {
    const picture = largestIcoPicture(input);
    if (!picture) throw uploadError(415, uploadMessages.unreadableIco, field);
    if ('raw' in picture) return picture.raw;
    await checkRaster(picture.png, 'png', field);
    return picture.png;
  }
  await checkRaster(input, format, field);
  return input;
}

async function checkRaster(input: Buffer, expected: RasterFormat, field?: string): Promise<void> {
  // metadata() reads the header only; no pixel is decoded here, so sharp's own pixel limit is lifted
  // (it would refuse the header too) and ours is applied below with a message that names the size.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== expected || !metadata.width || !metadata.height) {
    throw uploadError(415, uploadMessages.unreadable, field);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw uploadError(413, uploadMessages.tooManyPixels(metadata.width, metadata.height), field);
  }
}
