import type { Product } from '@haat/contract';
import type { Selectable } from 'kysely';
import {
  type Db,
  defineRepository,
  deleteRow,
  findRow,
  insertRow,
  inTransaction,
  listRows,
  nextPosition,
  updateLockedRow,
} from '../../db/repository.js';
import type { ProductTable } from '../../db/schema.js';

/** The fields of a product a write sets; `img` is a stored file name. */
export interface ProductFields {
  title: string;
  price: number;
  discountPrice: number;
  description: string;
}

export const toProduct = (row: Selectable<ProductTable>): Product => ({
  _id: row.id,
  title: row.title,
  price: row.price,
  discountPrice: row.discount_price,
  img: row.img,
  description: row.description,
});

export const createCatalogRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    listProducts: async () => (await listRows(db, 'products')).map(toProduct),

    async findProduct(id: string): Promise<Product | null> {
      const row = await findRow(db, 'products', id);
      return row && toProduct(row);
    },

    /** The products of an order, read in one query; missing ids are simply absent from the map. */
    async findProductsByIds(ids: readonly string[]): Promise<Map<string, Product>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },

    /** A new product goes last: its position is one past the largest. */
    async insertProduct(fields: ProductFields, img: string): Promise<Product> {
      return inTransaction(db, async (trx) => {
        const row = await insertRow(trx, 'products', {
          title: fields.title,
          price: fields.price,
          discount_price: fields.discountPrice,
          description: fields.description,
          img,
          position: await nextPosition(trx, 'products'),
        });
        return toProduct(row);
      });
    },

    /**
     * Replaces a product's fields, and its image when `img` is given. Answers the saved product and
     * the image it replaced (null when the image stayed); null when the id is unknown. The row's write
     * lock is taken before the old image is read, so two concurrent replacements never both read the
     * same old file.
     */
    async updateProduct(
      id: string,
      fields: ProductFields,
      img: string | undefined,
    ): Promise<{ product: Product; previousImg: string | null } | null> {
      const outcome = await updateLockedRow(db, 'products', id, {
        title: fields.title,
        price: fields.price,
        discount_price: fields.discountPrice,
        description: fields.description,
        img,
      });
      if (!outcome) return null;
      const previous = outcome.before.img;
      return {
        product: toProduct(outcome.after),
        previousImg: img !== undefined && img !== previous ? previous : null,
      };
    },

    /** Answers the deleted product's image file, or null when the id is unknown. */
    deleteProduct: async (id: string) => (await deleteRow(db, 'products', id))?.img ?? null,
  }));

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
