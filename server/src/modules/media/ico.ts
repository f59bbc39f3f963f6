/**
 * Reads Windows icon files (favicon.ico), which sharp cannot decode. An icon holds several pictures;
 * we take the largest and hand it on either as the PNG it already is (Vista-style entries) or as RGBA
 * pixels decoded from its bitmap (classic entries), so it goes through the same re-encoding as every
 * other upload and the bytes the client sent are never served.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Uncompressed RGBA pixels, 4 bytes a pixel, top row first. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export type IcoPicture = { png: Buffer } | { raw: RawImage };

const MAX_ENTRIES = 64;
const DIRECTORY_ENTRY = 16;

/** An icon directory: reserved 0, type 1 (icon, not cursor), at least one entry. */
export function isIco(input: Buffer): boolean {
  return (
    input.length >= 6 + DIRECTORY_ENTRY &&
    input.readUInt16LE(0) === 0 &&
    input.readUInt16LE(2) === 1 &&
    input.readUInt16LE(4) >= 1
  );
}

/** The largest picture of an icon file, or null when the file is malformed or uses a rare encoding. */
export function largestIcoPicture(input: Buffer): IcoPicture | null {
  if (!isIco(input)) return null;
  const count = input.readUInt16LE(4);
  const directoryEnd = 6 + count * DIRECTORY_ENTRY;
  if (count > MAX_ENTRIES || directoryEnd > input.length) return null;

  let best: { area: number; bitCount: number; offset: number; size: number } | null = null;
  for (let index = 0; index < count; index++) {
    const at = 6 + index * DIRECTORY_ENTRY;
    // 0 in the one-byte width or height means 256.
    const width = input.readUInt8(at) || 256;
    const height = input.readUInt8(at + 1) || 256;
    const bitCount = input.readUInt16LE(at + 6);
    const size = input.readUInt32LE(at + 8);
    const offset = input.readUInt32LE(at + 12);
    if (size === 0 || offset < directoryEnd || offset + size > input.length) return null;
    const area = width * height;
    if (!best || area > best.area || (area === best.area && bitCount > best.bitCount)) {
      best = { area, bitCount, offset, size };
    }
  }
  if (!best) return null;

  const picture = input.subarray(best.offset, best.offset + best.size);
  if (picture.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { png: Buffer.from(picture) };
  const raw = decodeIconBitmap(picture);
  return raw ? { raw } : null;
}

/**
 * A classic icon picture: a BITMAPINFOHEADER, a palette for 1/4/8-bit pictures, the colour rows
 * (bottom row first, each padded to 4 bytes) and then a 1-bit transparency mask of the same size.
 * The header's height counts both, so it is twice the picture's height. Only uncompressed (BI_RGB)
 * pictures are read; anything else answers null and the upload is refused.
 */
function decodeIconBitmap(dib: Buffer): RawImage | null {
  if (dib.length < 40) return null;
  const headerSize = dib.readUInt32LE(0);
  const width = dib.readInt32LE(4);
  const doubledHeight = dib.readInt32LE(8);
  const bitCount = dib.readUInt16LE(14);
  const compression = dib.readUInt32LE(16);
  const coloursUsed = dib.readUInt32LE(32);
  const height = doubledHeight / 2;
  if (headerSize < 40 || headerSize > dib.length) return null;
  if (width < 1 || width > 256 || !Number.isInteger(height) || height < 1 || height > 256) return null;
  if (![1, 4, 8, 24, 32].includes(bitCount) || compression !== 0) return null;

  const paletteSize = bitCount <= 8 ? coloursUsed || 1 << bitCount : 0;
  if (paletteSize > 256) return null;
  const paletteAt = headerSize;
  const pixelsAt = paletteAt + paletteSize * 4;
  const rowBytes = Math.floor((width * bitCount + 31) / 32) * 4;
  const maskAt = pixelsAt + rowBytes * height;
  const maskRowBytes = Math.floor((width + 31) / 32) * 4;
  if (maskAt > dib.length) return null;
  const hasMask = maskAt + maskRowBytes * height <= dib.length;

  const rgba = Buffer.alloc(width * height * 4);
  let hasAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = pixelsAt + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      let blue: number;
      let green: number;
      let red: number;
      let alpha = 255;
      if (bitCount === 32 || bitCount === 24) {
        const at = row + x * (bitCount / 8);
        blue = dib.readUInt8(at);
        green = dib.readUInt8(at + 1);
        red = dib.readUInt8(at + 2);
        if (bitCount === 32) {
          alpha = dib.readUInt8(at + 3);
          if (alpha !== 0) hasAlpha = true;
        }
      } else {
        const bit = x * bitCount;
        const byte = dib.readUInt8(row + (bit >> 3));
        const colour = (byte >> (8 - bitCount - (bit & 7))) & ((1 << bitCount) - 1);
        if (colour >= paletteSize) return null;
        const at = paletteAt + colour * 4;
        blue = dib.readUInt8(at);
        green = dib.readUInt8(at + 1);
        red = dib.readUInt8(at + 2);
      }
      rgba[out] = red;
      rgba[out + 1] = green;
      rgba[out + 2] = blue;
      rgba[out + 3] = alpha;
    }
  }

  // A 32-bit picture whose alpha bytes are all zero does not use them; older icons mark their
  // transparent pixels in the mask instead.
  const useMask = hasMask && !(bitCount === 32 && hasAlpha);
  for (let y = 0; y < height; y++) {
    const maskRow = maskAt + (height - 1 - y) * maskRowBytes;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4 + 3;
      if (bitCount === 32 && !hasAlpha) rgba[out] = 255;
      if (useMask && (dib.readUInt8(maskRow + (x >> 3)) >> (7 - (x & 7))) & 1) rgba[out] = 0;
    }
  }
  return { data: rgba, width, height };
}
