import type { UploadKind } from '@haat/contract';
import type { MediaService, Upload } from './media.service.js';

/**
 * Runs a database write that points rows at freshly uploaded images and keeps the disk in step with
 * its outcome. The uploads are checked and stored first (a refused one leaves nothing behind), then
 * the write runs; if it throws, the new files are removed at once (no page ever showed them), and once
 * it has committed, the files it replaced go to the sweep (pages may still show them for a while). `write` answers its result and the stored names that no row uses any more.
 */
export async function writeWithImages<T>(
  media: MediaService,
  kind: UploadKind,
  uploads: readonly Upload[],
  write: (files: string[]) => Promise<{ result: T; replaced: readonly string[] }>,
): Promise<T> {
  const files = await media.storeUploads(kind, uploads);
  let outcome: { result: T; replaced: readonly string[] };
  try {
    outcome = await write(files);
  } catch (error) {
    await media.removeImages(kind, files);
    throw error;
  }
  await media.retireImages(kind, outcome.replaced);
  return outcome.result;
}
