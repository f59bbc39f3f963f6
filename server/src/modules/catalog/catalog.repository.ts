import type { Product } from '@haat/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';

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

export function createCatalogRepository(db: Kysely<Database>) {
  return {
    async listProducts(): Promise<Product[]> {
      const rows = await db.selectFrom('products').selectAll().orderBy('position').orderBy('id').execute();
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

    /** A new product goes last: its position is one past the largest. */
    async insertProduct(fields: ProductFields, img: string): Promise<Product> {
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.max<number | null>('position').as('last'))
          .executeTakeFirst();
        const now = nowIso();
        const row = await trx
          .insertInto('products')
          .values({
            id: newId(),
            title: fields.title,
            price: fields.price,
            discount_price: fields.discountPrice,
            description: fields.description,
            img,
            position: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
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
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .updateTable('products')
          .set({ updated_at: nowIso() })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) return null;
        const { img: previous } = await trx
          .selectFrom('products')
          .select('img')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const row = await trx
          .updateTable('products')
          .set({
            title: fields.title,
            price: fields.price,
            discount_price: fields.discountPrice,
            description: fields.description,
            img,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          product: toProduct(row),
          previousImg: img !== undefined && img !== previous ? previous : null,
        };
      });
    },

    /** Answers the deleted product's image file, or null when the id is unknown. */
    async deleteProduct(id: string): Promise<string | null> {
      const row = await db.deleteFrom('products').where('id', '=', id).returning('img').executeTakeFirst();
      return row?.img ?? null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
