import {
  FAVICON_PNG_SIZES,
  faviconPngFile,
  IMAGE_WIDTHS,
  LARGEST_IMAGE_WIDTH,
  STORED_FILE_PATTERN,
  UPLOAD_KINDS,
  type UploadKind,
} from '@haat/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/repository.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Upload } from '../../lib/routes.js';
import {
  type ImageSource,
  MAX_INPUT_PIXELS,
  readUpload,
  uploadError,
  uploadMessages,
} from './image-input.js';
import type { ImageStore } from './image-store.js';
import { createRetiredImagesRepository } from './retired-images.repository.js';

export { MAX_INPUT_PIXELS } from './image-input.js';

export interface StoreImageOptions {
  /** WebP quality; photos look fine at 78 on a phone screen and stay small. */
  quality?: number;
}

export type { Upload } from '../../lib/routes.js';

export interface MediaService {
  /** Where the files live (image-store.ts): the local folder or an S3-compatible bucket. */
  store: ImageStore;
  /**
   * Re-encodes a trusted image (the demo artwork, or an upload already checked) to WebP at every width,
   * plus the PNG sizes for a favicon, and returns the stored name of the widest copy.
   */
  storeImage(kind: UploadKind, input: ImageSource, options?: StoreImageOptions): Promise<string>;
  /**
   * Checks an upload by its content (413/415 when refused) and stores it like `storeImage`. A file
   * whose header looks right but whose pixels cannot be decoded is a 415, never a 5xx; a store that
   * cannot take it is a 503.
   */
  storeUpload(kind: UploadKind, upload: Upload): Promise<string>;
  /** Stores several uploads, all or nothing: when one is refused, the ones already written are removed. */
  storeUploads(kind: UploadKind, uploads: readonly Upload[]): Promise<string[]>;
  /** Removes a stored image and its narrower copies now: for files no page has ever shown. */
  removeImage(kind: UploadKind, file: string): Promise<void>;
  /** Removes several never-shown images; never throws (a file left behind is only space). */
  removeImages(kind: UploadKind, files: readonly string[]): Promise<void>;
  /**
   * Hands images that pages have shown, and no row uses any more, to the sweep: they are removed
   * once RETIRED_IMAGE_GRACE_MS has passed, so a page rendered a moment ago keeps its pictures.
   * Never throws: it runs after the write committed, and a file left behind is only space.
   */
  retireImages(kind: UploadKind, files: readonly string[]): Promise<void>;
  /** Removes the retired images whose grace has passed by `now`; answers how many. */
  sweepRetiredImages(now?: Date): Promise<number>;
  /** Answers a stored file to the browser; 400 for a name we could not have written, 404 when gone. */
  send(reply: FastifyReply, kind: UploadKind, file: string): Promise<FastifyReply>;
  /**
   * Writes the narrower copies a stored image lacks (images stored before a width was added), from
   * its widest copy. Answers how many copies it wrote; run at start, cheap when nothing is missing.
   */
  ensureWidths(): Promise<number>;
}

/**
 * A day: the page another instance cached is refreshed within a second (decision 020), but a
 * visitor's open tab loads its lower pictures only as they scroll, and may stay open for hours.
 */
export const RETIRED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

export const mediaMessages = { badName: 'ফাইলের নাম সঠিক নয়' } as const;

/** Every file name one stored image occupies, the widest WebP copy (its stored name) first. */
function storedNames(kind: UploadKind, file: string): string[] {
  const base = file.replace(/\.[a-z]+$/, '');
  const names = IMAGE_WIDTHS.map((width) =>
    width === LARGEST_IMAGE_WIDTH ? `${base}.webp` : `${base}-w${width}.webp`,
  );
  if (kind === 'favicon') names.push(...FAVICON_PNG_SIZES.map((size) => faviconPngFile(file, size)));
  return [...new Set([file, ...names])];
}

/** Node's own I/O failures carry a code (ENOSPC, EACCES); libvips decoding failures do not. */
const isSystemError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

/** A widest copy is `<id>.webp` with a 22-character id (lib/ids.ts); `<id>-w320.webp` is not one. */
const WIDEST_COPY = /^[A-Za-z0-9_-]{22}\.webp$/;

export function createMediaService(store: ImageStore, db: Db, log: FastifyBaseLogger): MediaService {
  const retired = createRetiredImagesRepository(db);

  /** Every copy of one image, encoded in memory: a picture that cannot be decoded fails here. */
  async function encode(kind: UploadKind, input: ImageSource, quality: number) {
    // rotate() applies the EXIF orientation; sharp drops all metadata (EXIF, GPS, XMP, the ICC
    // profile after converting to sRGB) unless asked to keep it, so nothing the camera wrote survives.
    const source = (
      Buffer.isBuffer(input)
        ? sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 4 } })
    ).rotate();
    const id = newId();
    const pipelines: Array<[name: string, pipeline: sharp.Sharp]> = IMAGE_WIDTHS.map((width) => [
      width === LARGEST_IMAGE_WIDTH ? `${id}.webp` : `${id}-w${width}.webp`,
      source.clone().resize({ width, withoutEnlargement: true }).webp({ quality }),
    ]);
    if (kind === 'favicon') {
      // Square icons at fixed sizes: a wide logo is fitted inside on a transparent background.
      for (const size of FAVICON_PNG_SIZES) {
        pipelines.push([
          faviconPngFile(`${id}.webp`, size),
          source
            .clone()
            .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
            .png({ compressionLevel: 9 }),
        ]);
      }
    }
    const files = await Promise.all(
      pipelines.map(async ([name, pipeline]) => ({ name, content: await pipeline.toBuffer() })),
    );
    return { stored: `${id}.webp`, files };
  }

  /** Writes every copy or none: a half-written set would be an orphan no row points to. */
  async function persist(kind: UploadKind, files: ReadonlyArray<{ name: string; content: Buffer }>) {
    const outcomes = await Promise.allSettled(
      files.map(({ name, content }) => store.write(kind, name, content)),
    );
    const failure = outcomes.find(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    if (failure) {
      await store
        .remove(
          kind,
          files.map(({ name }) => name),
        )
        .catch(() => undefined);
      throw failure.reason;
    }
  }

  const media: MediaService = {
    store,

    async storeImage(kind, input, options = {}) {
      const { stored, files } = await encode(kind, input, options.quality ?? 78);
      await persist(kind, files);
      return stored;
    },

    async storeUpload(kind, upload) {
      const source = await readUpload(kind, upload.content, upload.field);
      let encoded: Awaited<ReturnType<typeof encode>>;
      try {
        encoded = await encode(kind, source, 78);
      } catch (error) {
        if (isSystemError(error)) throw error;
        throw uploadError(415, uploadMessages.unreadable, upload.field);
      }
      await persist(kind, encoded.files);
      return encoded.stored;
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
      await store.remove(kind, storedNames(kind, file));
    },

    async removeImages(kind, files) {
      await Promise.allSettled(files.map((file) => media.removeImage(kind, file)));
    },

    async retireImages(kind, files) {
      const names = files.filter((file) => STORED_FILE_PATTERN.test(file));
      if (names.length === 0) return;
      try {
        await retired.add(kind, names, new Date(Date.now() + RETIRED_IMAGE_GRACE_MS).toISOString());
      } catch (error) {
        log.error(
          { err: error, kind, files: names },
          'could not hand replaced images to the sweep; they stay',
        );
      }
    },

    async sweepRetiredImages(now = new Date()) {
      let removed = 0;
      for (const { kind, file } of await retired.due(now.toISOString())) {
        // Another instance sweeping the same row at once removes the same files: harmless. A store
        // that is down keeps the row for the next sweep.
        await store.remove(kind as UploadKind, storedNames(kind as UploadKind, file));
        await retired.forget(kind, file);
        removed++;
      }
      return removed;
    },

    async send(reply, kind, file) {
      if (!STORED_FILE_PATTERN.test(file)) throw AppError.badRequest(mediaMessages.badName);
      return store.send(reply, kind, file);
    },

    async ensureWidths() {
      let written = 0;
      for (const kind of UPLOAD_KINDS) {
        const present = new Set(await store.list(kind));
        for (const widest of [...present].filter((name) => WIDEST_COPY.test(name))) {
          const base = widest.slice(0, -'.webp'.length);
          const missing = IMAGE_WIDTHS.filter(
            (width) => width !== LARGEST_IMAGE_WIDTH && !present.has(`${base}-w${width}.webp`),
          );
          if (missing.length === 0) continue;
          const source = await store.read(kind, widest);
          // Deleted meanwhile: nothing to do. Half-written by another instance on a shared folder, or
          // not an image at all: left to its owner, never a reason not to start.
          if (!source) continue;
          for (const width of missing) {
            let content: Buffer;
            try {
              content = await sharp(source)
                .resize({ width, withoutEnlargement: true })
                .webp({ quality: 78 })
                .toBuffer();
            } catch {
              break;
            }
            // A full disk or a store that is down is the machine's problem: the start fails.
            await store.write(kind, `${base}-w${width}.webp`, content);
            written++;
          }
        }
      }
      return written;
    },
  };
  return media;
}
