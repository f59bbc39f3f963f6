import fs from 'node:fs/promises';
import path from 'node:path';
import {
  FAVICON_PNG_SIZES,
  faviconPngFile,
  IMAGE_WIDTHS,
  LARGEST_IMAGE_WIDTH,
  STORED_FILE_PATTERN,
  UPLOAD_KINDS,
  type UploadKind,
} from '@haat/contract';
import sharp from 'sharp';
import { newId } from '../../lib/ids.js';
import type { Upload } from '../../lib/routes.js';
import {
  type ImageSource,
  MAX_INPUT_PIXELS,
  readUpload,
  uploadError,
  uploadMessages,
} from './image-input.js';

export { MAX_INPUT_PIXELS } from './image-input.js';

export interface StoreImageOptions {
  /** WebP quality; photos look fine at 78 on a phone screen and stay small. */
  quality?: number;
}

export type { Upload } from '../../lib/routes.js';

export interface MediaService {
  uploadsDir: string;
  /**
   * Re-encodes a trusted image (the demo artwork, or an upload already checked) to WebP at every width,
   * plus the PNG sizes for a favicon, and returns the stored name of the widest copy.
   */
  storeImage(kind: UploadKind, input: ImageSource, options?: StoreImageOptions): Promise<string>;
  /**
   * Checks an upload by its content (413/415 when refused) and stores it like `storeImage`. A file
   * whose header looks right but whose pixels cannot be decoded is a 415, never a 5xx.
   */
  storeUpload(kind: UploadKind, upload: Upload): Promise<string>;
  /** Stores several uploads, all or nothing: when one is refused, the ones already written are removed. */
  storeUploads(kind: UploadKind, uploads: readonly Upload[]): Promise<string[]>;
  /** Removes a stored image and its narrower copies; a missing file is not an error. */
  removeImage(kind: UploadKind, file: string): Promise<void>;
  /** Removes several stored images; never throws (a file left behind is only disk space). */
  removeImages(kind: UploadKind, files: readonly string[]): Promise<void>;
  /** The absolute folder of a kind, or null when the file name is not one we could have written. */
  folderFor(kind: UploadKind, file: string): string | null;
  /**
   * Writes the narrower copies a stored image lacks (images stored before a width was added), from
   * its widest copy. Answers how many copies it wrote; run at start, cheap when nothing is missing.
   */
  ensureWidths(): Promise<number>;
}

/** Every file name one stored image occupies, the widest WebP copy (its stored name) first. */
function storedNames(kind: UploadKind, file: string): string[] {
  const base = file.replace(/\.[a-z]+$/, '');
  const names = IMAGE_WIDTHS.map((width) =>
    width === LARGEST_IMAGE_WIDTH ? `${base}.webp` : `${base}-w${width}.webp`,
  );
  if (kind === 'favicon') names.push(...FAVICON_PNG_SIZES.map((size) => faviconPngFile(file, size)));
  return names;
}

/** Node's own I/O failures carry a code (ENOSPC, EACCES); libvips decoding failures do not. */
const isSystemError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

export function createMediaService(dataDir: string): MediaService {
  const uploadsDir = path.join(dataDir, 'uploads');
  const folderOf = (kind: UploadKind) => path.join(uploadsDir, kind);

  const media: MediaService = {
    uploadsDir,

    async storeImage(kind, input, options = {}) {
      const folder = folderOf(kind);
      await fs.mkdir(folder, { recursive: true });
      const id = newId();
      const quality = options.quality ?? 78;
      // rotate() applies the EXIF orientation; sharp drops all metadata (EXIF, GPS, XMP, the ICC
      // profile after converting to sRGB) unless asked to keep it, so nothing the camera wrote survives.
      const source = (
        Buffer.isBuffer(input)
          ? sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 4 } })
      ).rotate();
      const writes: Array<[name: string, pipeline: sharp.Sharp]> = IMAGE_WIDTHS.map((width) => [
        width === LARGEST_IMAGE_WIDTH ? `${id}.webp` : `${id}-w${width}.webp`,
        source.clone().resize({ width, withoutEnlargement: true }).webp({ quality }),
      ]);
      if (kind === 'favicon') {
        // Square icons at fixed sizes: a wide logo is fitted inside on a transparent background.
        for (const size of FAVICON_PNG_SIZES) {
          writes.push([
            faviconPngFile(`${id}.webp`, size),
            source
              .clone()
              .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
              .png({ compressionLevel: 9 }),
          ]);
        }
      }
      const outcomes = await Promise.allSettled(
        writes.map(([name, pipeline]) => pipeline.toFile(path.join(folder, name))),
      );
      const failure = outcomes.find(
        (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
      );
      if (failure) {
        // Every copy or none: a half-written set would be an orphan no row points to.
        await Promise.all(writes.map(([name]) => fs.rm(path.join(folder, name), { force: true })));
        throw failure.reason;
      }
      return `${id}.webp`;
    },

    async storeUpload(kind, upload) {
      const source = await readUpload(kind, upload.content, upload.field);
      try {
        return await media.storeImage(kind, source);
      } catch (error) {
        if (isSystemError(error)) throw error;
        throw uploadError(415, uploadMessages.unreadable, upload.field);
      }
    },

    async storeUploads(kind, uploads) {
      const stored: string[] = [];
      try {
        // One at a time: each image already encodes its copies in parallel, and ten large photos
        // decoded at once would need ten times the memory.
        for (const upload of uploads) stored.push(await media.storeUpload(kind, upload));
        return stored;
      } catch (error) {
        await media.removeImages(kind, stored);
        throw error;
      }
    },

    async removeImage(kind, file) {
      if (!STORED_FILE_PATTERN.test(file)) return;
      const folder = folderOf(kind);
      const names = new Set([file, ...storedNames(kind, file)]);
      await Promise.all([...names].map((name) => fs.rm(path.join(folder, name), { force: true })));
    },

    async removeImages(kind, files) {
      await Promise.allSettled(files.map((file) => media.removeImage(kind, file)));
    },

    async ensureWidths() {
      let written = 0;
      for (const kind of UPLOAD_KINDS) {
        const folder = folderOf(kind);
        const names = await fs.readdir(folder).catch(() => [] as string[]);
        const present = new Set(names);
        // A widest copy is `<id>.webp` with a 22-character id (lib/ids.ts); `<id>-w320.webp` is not one.
        for (const widest of names.filter((name) => /^[A-Za-z0-9_-]{22}\.webp$/.test(name))) {
          const base = widest.slice(0, -'.webp'.length);
          for (const width of IMAGE_WIDTHS) {
            const name = `${base}-w${width}.webp`;
            if (width === LARGEST_IMAGE_WIDTH || present.has(name)) continue;
            // Written under a temporary name, then renamed: another instance sharing the folder never
            // sees half a file, and a file deleted or being written meanwhile is left to its owner.
            const partial = path.join(folder, `.${name}.${newId()}.partial`);
            try {
              await sharp(path.join(folder, widest))
                .resize({ width, withoutEnlargement: true })
                .webp({ quality: 78 })
                .toFile(partial);
              await fs.rename(partial, path.join(folder, name));
              written++;
            } catch (error) {
              await fs.rm(partial, { force: true });
              // A full or unwritable disk is the machine's problem, not a file's: the start fails.
              if (isSystemError(error) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
            }
          }
        }
      }
      return written;
    },

    folderFor(kind, file) {
      if (!STORED_FILE_PATTERN.test(file)) return null;
      const folder = folderOf(kind);
      // The pattern already forbids separators and dots-only names; this is the belt to its braces.
      const resolved = path.resolve(folder, file);
      return path.dirname(resolved) === folder ? folder : null;
    },
  };
  return media;
}
