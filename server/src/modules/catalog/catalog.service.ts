import { LOW_STOCK, type Product, type ProductInput, type ProductSize, type StockRow } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { writeWithImages } from '../media/image-writes.js';
import type { MediaService, Upload } from '../media/media.service.js';
import type { CatalogRepository, ProductFields, SizeFields } from './catalog.repository.js';

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
  /** Units of each size held by orders not yet shipped, from the orders (decision 064). */
  heldBySize?: () => Promise<ReadonlyMap<string, number>>;
}

/** A product's sizes with the first one's price changed; a new product's one unnamed size. */
function keptSizes(current: Product | null, price: number, discountPrice: number): SizeFields[] {
  const sizes = current?.sizes ?? [];
  const [first, ...rest] = sizes;
  const asKept = (size: ProductSize): SizeFields => ({
    id: size._id,
    name: size.name,
    price: size.price,
    discountPrice: size.discountPrice,
    weightGrams: size.weightGrams,
    // Unchanged by difference: units ordered while the form was open stay taken.
    stock: size.stock,
    stockWas: size.stock,
    closed: size.closed,
  });
  const firstSize: SizeFields = first
    ? { ...asKept(first), price, discountPrice }
    : { id: null, name: '', price, discountPrice, weightGrams: null, stock: null, closed: false };
  return [firstSize, ...rest.map(asKept)];
}

/** The products the shop sells and their prices: the only source of truth for what an order costs. */
export function createCatalogService(
  repository: CatalogRepository,
  { media, changes, imageInUse = async () => false, heldBySize = async () => new Map() }: CatalogServiceDeps,
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
  /**
   * A write's fields. The description is HTML shown as HTML on the storefront: only an allow-list of
   * tags survives. A write without `sizes` (a client of before sizes, decision 064) sets the first
   * size's price and keeps every other size as it is; on a new product, it makes the one size.
   */
  const fieldsOf = (input: ProductInput, current: Product | null): ProductFields => {
    const sizes: SizeFields[] = input.sizes
      ? input.sizes.map((size) => ({
          id: size._id ?? null,
          name: size.name,
          price: size.price,
          discountPrice: size.discountPrice,
          weightGrams: size.weightGrams,
          stock: size.stock,
          stockWas: size.stockWas,
          closed: size.closed,
        }))
      : keptSizes(current, input.price ?? 0, input.discountPrice);
    return {
      title: input.title,
      description: sanitizeRichText(input.description),
      hidden: input.hidden,
      saleFrom: input.saleFrom,
      saleUntil: input.saleUntil,
      announce: input.announce,
      sizes,
    };
  };

  return {
    listProducts: () => repository.listProducts(),

    /** The owner's stock list (decision 064): every size in the shop's order, sold out and low marked. */
    async stockList(): Promise<StockRow[]> {
      const [products, held] = await Promise.all([repository.listProducts(), heldBySize()]);
      return products.flatMap((product) =>
        product.sizes.map((size) => ({
          product: { _id: product._id, title: product.title },
          size: { _id: size._id, name: size.name, closed: size.closed },
          stock: size.stock,
          held: held.get(size._id) ?? 0,
          state:
            size.stock === null
              ? ('unlimited' as const)
              : size.stock === 0
                ? ('sold-out' as const)
                : size.stock <= LOW_STOCK
                  ? ('low' as const)
                  : ('in-stock' as const),
        })),
      );
    },
    findProductsByIds: (ids: readonly string[]) => repository.findProductsByIds(ids),

    async getProduct(id: string): Promise<Product> {
      const product = await repository.findProduct(id);
      if (!product) throw AppError.notFound(catalogMessages.productNotFound);
      return product;
    },

    /** `img`: the one uploaded picture. */
    async addProduct(input: ProductInput, img: readonly Upload[]): Promise<Product> {
      const saved = await writeWithImages(media, 'product', img, async ([file]) => ({
        result: await repository.insertProduct(fieldsOf(input, null), file as string),
        replaced: [],
      }));
      changes.notify('product');
      return saved;
    },

    /** PUT: every field is replaced; the image only when a new one is sent. */
    async updateProduct(id: string, input: ProductInput, img: readonly Upload[]): Promise<Product> {
      const current = await repository.findProduct(id);
      if (!current) throw AppError.notFound(catalogMessages.productNotFound);
      const saved = await writeWithImages(media, 'product', img, async ([file]) => {
        const outcome = await repository.updateProduct(id, fieldsOf(input, current), file);
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
