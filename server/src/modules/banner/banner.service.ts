import type { Banner, BannerInput, BannerUpdate } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import { singletonMessages } from '../../lib/singleton.js';
import { writeWithImages } from '../media/image-writes.js';
import type { MediaService, Upload } from '../media/media.service.js';
import type { BannerRepository } from './banner.repository.js';
import { planGallery } from './banner-gallery.js';

export const bannerMessages = singletonMessages('ব্যানার', 'এই ব্যানার');

/**
 * The banner above the products: a title, a description and a gallery of pictures. Created once (a
 * second add is a 409 that points to update); one update may re-title, reorder, remove and add
 * gallery pictures (decision 007). Every write notifies `changes` after it has committed.
 */
export function createBannerService(
  repository: BannerRepository,
  { media, changes }: { media: MediaService; changes: ChangeNotifier },
) {
  const changed = (banner: Banner): Banner => {
    changes.notify('banner');
    return banner;
  };
  /** Placeholders for the new files' stored names: the plan is checked before any image is encoded. */
  const fieldsOf = (images: readonly Upload[]) => images.map((image) => image.field);

  return {
    get: () => repository.find(),

    async add(input: BannerInput, images: readonly Upload[]): Promise<Banner> {
      if (await repository.exists()) throw AppError.conflict(bannerMessages.exists);
      planGallery([], input, fieldsOf(images));
      const saved = await writeWithImages(media, 'banner', images, (files) =>
        repository.transaction(async (trx) => {
          if (await trx.exists()) throw AppError.conflict(bannerMessages.exists);
          const galleries = planGallery([], input, files);
          const banner = await trx.insert({ title: input.title, description: input.description }, galleries);
          return { result: banner, replaced: [] };
        }),
      );
      return changed(saved);
    },

    async update(id: string, input: BannerUpdate, images: readonly Upload[]): Promise<Banner> {
      const before = await repository.findById(id);
      if (!before) throw AppError.notFound(bannerMessages.notFound);
      const rows = before.galleries.map((gallery) => ({
        id: gallery._id,
        file: gallery.url,
        title: gallery.title,
      }));
      planGallery(rows, input, fieldsOf(images));
      const saved = await writeWithImages(media, 'banner', images, async (files) => {
        // Planned again under the row lock: another write may have changed the gallery meanwhile.
        const outcome = await repository.update(
          id,
          { title: input.title, description: input.description },
          (current) => planGallery(current, input, files),
        );
        if (!outcome) throw AppError.notFound(bannerMessages.notFound);
        return { result: outcome.banner, replaced: outcome.removedFiles };
      });
      return changed(saved);
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
