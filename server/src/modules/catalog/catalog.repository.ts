import type { Product } from '@haat/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductTable } from '../../db/schema.js';

export const toProduct = (row: Selectable<ProductTable>): Product => ({
  _id: row.id,
  title: row.title,
  price: row.price,
  discountPrice: row.discount_price,
  img: row.img,
  description: row.description,
});

export function createCatalogRepository(db: Kysely<Database>) {
  return {
    async listProducts(): Promise<Product[]> {
      const rows = await db.selectFrom('products').selectAll().orderBy(['position', 'id']).execute();
      return rows.map(toProduct);
    },

    async findProduct(id: string): Promise<Product | null> {
      const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toProduct(row) : null;
    },

    /** The products of an order, read in one query; missing ids are simply absent from the map. */
    async findProductsByIds(ids: readonly string[]): Promise<Map<string, Product>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
