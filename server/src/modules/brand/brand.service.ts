import type { Favicon, Logo } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import { type SingletonMessages, singletonMessages } from '../../lib/singleton.js';
import { writeWithImages } from '../media/image-writes.js';
import type { MediaService, Upload } from '../media/media.service.js';
import type { ImageRowRepository } from './brand.repository.js';

export const brandMessages = {
  logo: singletonMessages('লোগো', 'এই লোগো'),
  favicon: singletonMessages('ফেভিকন', 'এই ফেভিকন'),
} as const;

interface BrandServiceDeps {
  media: MediaService;
  /** Told after every committed write, with the spec's cache tag of what changed. */
  changes: ChangeNotifier;
}

/**
 * One picture the shop has once: added once (a second add is a 409 that points to update), then
 * replaced. The new file is stored before the row points at it; the old one is removed after.
 */
function imageSingleton<Item>(
  repository: ImageRowRepository<Item>,
  kind: 'logo' | 'favicon',
  messages: SingletonMessages,
  { media, changes }: BrandServiceDeps,
) {
  const saved = (item: Item): Item => {
    changes.notify(kind);
    return item;
  };
  return {
    list: () => repository.list(),

    /** `image`: the one uploaded picture. */
    async add(image: readonly Upload[]): Promise<Item> {
      // Checked before the image is encoded; checked again in the insert's transaction.
      if (await repository.exists()) throw AppError.conflict(messages.exists);
      const item = await writeWithImages(media, kind, image, ([file]) =>
        repository.transaction(async (trx) => {
          if (await trx.exists()) throw AppError.conflict(messages.exists);
          return { result: await trx.insert(file as string), replaced: [] };
        }),
      );
      return saved(item);
    },

    async update(id: string, image: readonly Upload[]): Promise<Item> {
      if (!(await repository.exists(id))) throw AppError.notFound(messages.notFound);
      const item = await writeWithImages(media, kind, image, async ([file]) => {
        const outcome = await repository.replaceFile(id, file as string);
        if (!outcome) throw AppError.notFound(messages.notFound);
        return { result: outcome.item, replaced: [outcome.previous] };
      });
      return saved(item);
    },
  };
}

/** The shop's logo and favicon: the same rules for two pictures. */
export function createBrandService(
  repositories: { logos: ImageRowRepository<Logo>; favicons: ImageRowRepository<Favicon> },
  deps: BrandServiceDeps,
) {
  const favicon = imageSingleton(repositories.favicons, 'favicon', brandMessages.favicon, deps);
  return {
    logo: imageSingleton(repositories.logos, 'logo', brandMessages.logo, deps),
    favicon: { ...favicon, get: async () => (await favicon.list())[0] ?? null },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
