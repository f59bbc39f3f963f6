import type { Feature, FeatureInput } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import { writeWithImages } from '../media/image-writes.js';
import type { MediaService, Upload } from '../media/media.service.js';
import type { FeaturesRepository } from './features.repository.js';

export const featuresMessages = {
  notFound: 'এই ফিচারটি পাওয়া যায়নি',
  deleted: 'ফিচারটি মুছে ফেলা হয়েছে',
} as const;

/**
 * The storefront's selling points with their icons. An icon is stored before the row that names it
 * and removed after the row that named it is gone (decision 007); every write notifies `changes`
 * after it has committed.
 */
export function createFeaturesService(
  repository: FeaturesRepository,
  { media, changes }: { media: MediaService; changes: ChangeNotifier },
) {
  const changed = <T>(value: T): T => {
    changes.notify('feature');
    return value;
  };

  return {
    list: () => repository.list(),

    async get(id: string): Promise<Feature> {
      const feature = await repository.find(id);
      if (!feature) throw AppError.notFound(featuresMessages.notFound);
      return feature;
    },

    /** `icon`: the one uploaded icon. */
    async add(input: FeatureInput, icon: readonly Upload[]): Promise<Feature> {
      const saved = await writeWithImages(media, 'feature', icon, async ([file]) => ({
        result: await repository.insert({ title: input.title, icon: file as string }),
        replaced: [],
      }));
      return changed(saved);
    },

    /** PUT: the title is replaced; the icon only when a new one is sent. */
    async update(id: string, input: FeatureInput, icon: readonly Upload[]): Promise<Feature> {
      if (!(await repository.find(id))) throw AppError.notFound(featuresMessages.notFound);
      const saved = await writeWithImages(media, 'feature', icon, async ([file]) => {
        const outcome = await repository.update(id, { title: input.title, icon: file });
        if (!outcome) throw AppError.notFound(featuresMessages.notFound);
        return { result: outcome.feature, replaced: outcome.previousIcon ? [outcome.previousIcon] : [] };
      });
      return changed(saved);
    },

    async remove(id: string): Promise<string> {
      const icon = await repository.delete(id);
      if (icon === null) throw AppError.notFound(featuresMessages.notFound);
      await media.retireImages('feature', [icon]);
      return changed(featuresMessages.deleted);
    },
  };
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;
