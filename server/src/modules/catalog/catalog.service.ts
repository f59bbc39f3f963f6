import type { Product, ProductInput } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { writeWithImages } from '../media/image-writes.js';
import type { MediaService, Upload } from '../media/media.service.js';
import type { CatalogRepository } from './catalog.repository.js';

export const catalogMessages = {
  productNotFound: 'এই পণ্যটি পাওয়া যায়নি',
  productDeleted: 'পণ্যটি মুছে ফেলা হয়েছে',
} as const;

export interface CatalogServiceDeps {
  media: MediaService;
  /** Told after every committed write, with the spec's cache tag of what changed. */
  changes: ChangeNotifier;
  /**
   * Whether a product image is still shown somewhere else: order lines keep a snapshot of the product
   * as it was ordered, image included, so a replaced or deleted product's picture stays on disk while
   * an order shows it. Without this, replaced images are always removed.
   */
  imageInUse?: (file: string) => Promise<boolean>;
}

/** The products the shop sells and their prices: the only source of truth for what an order costs. */
export function createCatalogService(
  repository: CatalogRepository,
  { media, changes, imageInUse = async () => false }: CatalogServiceDeps,
) {
  /**
   * The images no order shows any more. Runs after the write has committed, so it must not throw:
   * when the check fails, the files are kept (disk space is the cheaper mistake).
   */
  const unused = async (files: readonly string[]): Promise<string[]> => {
    try {
      const inUse = await Promise.all(files.map((file) => imageInUse(file)));
      return files.filter((_, index) => !inUse[index]);
    } catch {
      return [];
    }
  };
  /** The description is HTML shown as HTML on the storefront: only an allow-list of tags survives. */
  const clean = (input: ProductInput) => ({ ...input, description: sanitizeRichText(input.description) });

  return {
    listProducts: () => repository.listProducts(),
    findProductsByIds: (ids: readonly string[]) => repository.findProductsByIds(ids),

    async getProduct(id: string): Promise<Product> {
      const product = await repository.findProduct(id);
      if (!product) throw AppError.notFound(catalogMessages.productNotFound);
      return product;
    },

    /** `img`: the one uploaded picture. */
    async addProduct(input: ProductInput, img: readonly Upload[]): Promise<Product> {
      const saved = await writeWithImages(media, 'product', img, async ([file]) => ({
        result: await repository.insertProduct(clean(input), file as string),
        replaced: [],
      }));
      changes.notify('product');
      return saved;
    },

    /** PUT: every field is replaced; the image only when a new one is sent. */
    async updateProduct(id: string, input: ProductInput, img: readonly Upload[]): Promise<Product> {
      if (!(await repository.findProduct(id))) throw AppError.notFound(catalogMessages.productNotFound);
      const saved = await writeWithImages(media, 'product', img, async ([file]) => {
        const outcome = await repository.updateProduct(id, clean(input), file);
        if (!outcome) throw AppError.notFound(catalogMessages.productNotFound);
        return {
          result: outcome.product,
          replaced: await unused(outcome.previousImg ? [outcome.previousImg] : []),
        };
      });
      changes.notify('product');
      return saved;
    },

    async deleteProduct(id: string): Promise<string> {
      const img = await repository.deleteProduct(id);
      if (img === null) throw AppError.notFound(catalogMessages.productNotFound);
      await media.retireImages('product', await unused([img]));
      changes.notify('product');
      return catalogMessages.productDeleted;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
