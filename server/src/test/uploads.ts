import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { RETIRED_IMAGE_GRACE_MS } from '../modules/media/media.service.js';

/** One file of a multipart form: its bytes and what the client claims about it. */
export interface FormFile {
  content: Buffer;
  filename: string;
  type: string;
}

export const formFile = (content: Buffer, filename = 'photo.png', type = 'image/png'): FormFile => ({
  content,
  filename,
  type,
});

type FormValue = string | FormFile | Array<string | FormFile>;

/**
 * A multipart body for `app.inject`, built by the platform's own FormData so the encoding is the one
 * a browser sends. Fields go in the order given; a list repeats the field.
 */
export async function multipartForm(
  fields: Record<string, FormValue>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, new Blob([item.content], { type: item.type }), item.filename);
    }
  }
  const request = new Request('http://haat.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A flat-colour PNG of the given size. */
export const pngImage = (width = 64, height = 48, background = '#2f855a') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF a phone would write: a copyright, a camera and an orientation to apply. */
export const jpegWithExif = (width = 200, height = 100) =>
  sharp({ create: { width, height, channels: 3, background: '#c05621' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'x', Make: 'HaatCam', Model: 'Secret GPS Phone' } },
    })
    .toBuffer();

export const gifImage = () =>
  sharp({ create: { width: 16, height: 16, channels: 4, background: '#ecc94b' } })
    .gif()
    .toBuffer();

export const webpImage = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#3182ce' } })
    .webp()
    .toBuffer();

/**
 * A decompression bomb: a real 1×1 PNG whose header claims 20000×20000 pixels (400 megapixels, 1.6 GB
 * once decoded). The header's checksum is recomputed, so only the pixel cap can refuse it.
 */
export async function hugeDimensionPng(width = 20_000, height = 20_000): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  // Signature (8) + IHDR length (4) + type (4), then width and height, then the CRC of type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

/**
 * An ICO file: one picture per entry, each either a PNG (Vista style) or a classic 32-bit bitmap with
 * its 1-bit mask. Pixels are given as RGBA, top row first.
 */
export function icoFile(
  entries: Array<{ png: Buffer; size: number } | { rgba: Buffer; size: number }>,
): Buffer {
  const pictures = entries.map((entry) =>
    'png' in entry ? entry.png : bitmapPicture(entry.rgba, entry.size),
  );
  const header = Buffer.alloc(6 + 16 * entries.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  let offset = header.length;
  entries.forEach((entry, index) => {
    const at = 6 + index * 16;
    header.writeUInt8(entry.size % 256, at);
    header.writeUInt8(entry.size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE((pictures[index] as Buffer).length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += (pictures[index] as Buffer).length;
  });
  return Buffer.concat([header, ...pictures]);
}

function bitmapPicture(rgba: Buffer, size: number): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = ((size - 1 - y) * size + x) * 4;
      pixels[to] = rgba[from + 2] as number;
      pixels[to + 1] = rgba[from + 1] as number;
      pixels[to + 2] = rgba[from] as number;
      pixels[to + 3] = rgba[from + 3] as number;
    }
  }
  const mask = Buffer.alloc(Math.floor((size + 31) / 32) * 4 * size);
  return Buffer.concat([header, pixels, mask]);
}

/** Every file under the app's uploads folder for a kind, sorted. */
export function storedFiles(dataDir: string, kind: string): string[] {
  const folder = path.join(dataDir, 'uploads', kind);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

/**
 * The files of a kind once the replaced ones are gone: the sweep run as it would a day later
 * (replaced images stay for RETIRED_IMAGE_GRACE_MS; media.test.ts shows that part).
 */
export async function filesAfterSweep(
  app: { config: { dataDir: string }; media: { sweepRetiredImages(now?: Date): Promise<number> } },
  kind: string,
): Promise<string[]> {
  await app.media.sweepRetiredImages(new Date(Date.now() + RETIRED_IMAGE_GRACE_MS + 60_000));
  return storedFiles(app.config.dataDir, kind);
}

/** The stored files of one image: its WebP widths (and, for a favicon, its PNG sizes). */
export const filesOf = (file: string, extra: string[] = []) => {
  const base = file.replace(/\.webp$/, '');
  return [
    `${base}-w320.webp`,
    `${base}-w640.webp`,
    `${base}-w768.webp`,
    `${base}-w960.webp`,
    `${base}.webp`,
    ...extra.map((suffix) => `${base}${suffix}`),
  ];
};
