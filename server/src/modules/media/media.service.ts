import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, STORED_FILE_PATTERN, type UploadKind } from '@haat/contract';
import sharp from 'sharp';
import { newId } from '../../lib/ids.js';

/** Pixel count above which an image is refused: a small file can decode into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface StoreImageOptions {
  /** WebP quality; photos look fine at 78 on a phone screen and stay small. */
  quality?: number;
}

export interface MediaService {
  uploadsDir: string;
  /** Re-encodes an image to WebP at every width and returns the stored name of the widest copy. */
  storeImage(kind: UploadKind, input: Buffer, options?: StoreImageOptions): Promise<string>;
  /** Removes a stored image and its narrower copies; a missing file is not an error. */
  removeImage(kind: UploadKind, file: string): Promise<void>;
  /** The absolute folder of a kind, or null when the file name is not one we could have written. */
  folderFor(kind: UploadKind, file: string): string | null;
}

export function createMediaService(dataDir: string): MediaService {
  const uploadsDir = path.join(dataDir, 'uploads');
  const folderOf = (kind: UploadKind) => path.join(uploadsDir, kind);

  return {
    uploadsDir,

    async storeImage(kind, input, options = {}) {
      const folder = folderOf(kind);
      await fs.mkdir(folder, { recursive: true });
      const id = newId();
      const quality = options.quality ?? 78;
      // rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
      const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      await Promise.all(
        IMAGE_WIDTHS.map((width) => {
          const name = width === LARGEST_IMAGE_WIDTH ? `${id}.webp` : `${id}-w${width}.webp`;
          return source
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality })
            .toFile(path.join(folder, name));
        }),
      );
      return `${id}.webp`;
    },

    async removeImage(kind, file) {
      if (!STORED_FILE_PATTERN.test(file)) return;
      const folder = folderOf(kind);
      const base = file.replace(/\.[a-z]+$/, '');
      const names = [file, ...IMAGE_WIDTHS.map((width) => `${base}-w${width}.webp`)];
      await Promise.all(names.map((name) => fs.rm(path.join(folder, name), { force: true })));
    },

    folderFor(kind, file) {
      if (!STORED_FILE_PATTERN.test(file)) return null;
      const folder = folderOf(kind);
      // The pattern already forbids separators and dots-only names; this is the belt to its braces.
      const resolved = path.resolve(folder, file);
      return path.dirname(resolved) === folder ? folder : null;
    },
  };
}
