import type { Product } from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import type { CatalogRepository } from './catalog.repository.js';

export const catalogMessages = {
  productNotFound: 'এই পণ্যটি পাওয়া যায়নি',
} as const;

/** The products the shop sells and their prices: the only source of truth for what an order costs. */
export function createCatalogService(repository: CatalogRepository) {
  return {
    listProducts: () => repository.listProducts(),
    findProductsByIds: (ids: readonly string[]) => repository.findProductsByIds(ids),

    async getProduct(id: string): Promise<Product> {
      const product = await repository.findProduct(id);
      if (!product) throw AppError.notFound(catalogMessages.productNotFound);
      return product;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
