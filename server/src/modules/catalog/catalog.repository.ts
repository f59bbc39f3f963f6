import type { Product, ProductSize } from '@haat/contract';
import { type Selectable, sql } from 'kysely';
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
import type { ProductSizeTable, ProductTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';

/** A size as a write sets it: `id` of a size kept, or null for a new one (decision 064). */
export interface SizeFields {
  id: string | null;
  name: string;
  price: number;
  discountPrice: number;
  weightGrams: number | null;
  /** The count to set; null: unlimited. */
  stock: number | null;
  /** The count the owner's form showed: the write changes stock by the difference (decision 064). */
  stockWas?: number | null | undefined;
  closed: boolean;
}

/** The fields of a product a write sets; `img` is a stored file name. `sizes` undefined: kept. */
export interface ProductFields {
  title: string;
  description: string;
  hidden: boolean;
  saleFrom: string | null;
  saleUntil: string | null;
  announce: boolean;
  sizes: SizeFields[];
}

export const toSize = (row: Selectable<ProductSizeTable>): ProductSize => ({
  _id: row.id,
  name: row.name,
  price: row.price,
  discountPrice: row.discount_price,
  weightGrams: row.weight_grams === null ? null : Number(row.weight_grams),
  stock: row.stock === null ? null : Number(row.stock),
  closed: Boolean(row.closed),
});

export const toProduct = (row: Selectable<ProductTable>, sizes: Selectable<ProductSizeTable>[]): Product => ({
  _id: row.id,
  title: row.title,
  price: row.price,
  discountPrice: row.discount_price,
  img: row.img,
  description: row.description,
  sizes: sizes.map(toSize),
  hidden: Boolean(row.hidden),
  saleFrom: row.sale_from,
  saleUntil: row.sale_until,
  announce: Boolean(row.announce),
});

/** The sizes of these products, each product's in its order. */
async function sizesOf(db: Db, productIds: readonly string[]) {
  const bySize = new Map<string, Selectable<ProductSizeTable>[]>();
  if (productIds.length === 0) return bySize;
  const rows = await db
    .selectFrom('product_sizes')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const row of rows) bySize.set(row.product_id, [...(bySize.get(row.product_id) ?? []), row]);
  return bySize;
}

async function withSizes(db: Db, rows: Selectable<ProductTable>[]): Promise<Product[]> {
  const sizes = await sizesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, sizes.get(row.id) ?? []));
}

/**
 * The product's columns a write sets. `price` and `discount_price` are kept as the first size's, so
 * every reader of the columns of before sizes (the demo's bench, an export) reads the page's price.
 */
const productColumns = (fields: ProductFields) => ({
  title: fields.title,
  description: fields.description,
  price: fields.sizes[0]?.price ?? 0,
  discount_price: fields.sizes[0]?.discountPrice ?? 0,
  hidden: fields.hidden ? 1 : 0,
  sale_from: fields.saleFrom,
  sale_until: fields.saleUntil,
  announce: fields.announce ? 1 : 0,
});

/**
 * Writes a product's sizes as given, in that order: kept ones updated, new ones inserted, the rest
 * deleted (order lines keep their own copy of a size). A kept size's stock moves by what the owner
 * changed when the form said what it showed, so units ordered meanwhile stay taken; never below 0.
 */
async function writeSizes(db: Db, productId: string, sizes: readonly SizeFields[]): Promise<void> {
  const now = nowIso();
  const existing = new Map(
    (await db.selectFrom('product_sizes').selectAll().where('product_id', '=', productId).execute()).map(
      (row) => [row.id, row],
    ),
  );
  const kept = new Set<string>();
  for (const [position, size] of sizes.entries()) {
    const old = size.id ? existing.get(size.id) : undefined;
    const columns = {
      position,
      name: size.name,
      price: size.price,
      discount_price: size.discountPrice,
      weight_grams: size.weightGrams,
      closed: size.closed ? 1 : 0,
      updated_at: now,
    };
    if (!old) {
      await db
        .insertInto('product_sizes')
        .values({ ...columns, id: newId(), product_id: productId, stock: size.stock, created_at: now })
        .execute();
      continue;
    }
    kept.add(old.id);
    const change =
      size.stock !== null && old.stock !== null && size.stockWas !== undefined && size.stockWas !== null
        ? size.stock - size.stockWas
        : null;
    await db
      .updateTable('product_sizes')
      .set({
        ...columns,
        stock:
          change === null
            ? size.stock
            : sql<number>`case when stock + ${change} < 0 then 0 else stock + ${change} end`,
      })
      .where('id', '=', old.id)
      .execute();
  }
  const gone = [...existing.keys()].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.deleteFrom('product_sizes').where('id', 'in', gone).execute();
}

export const createCatalogRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    listProducts: async () => withSizes(db, await listRows(db, 'products')),

    async findProduct(id: string): Promise<Product | null> {
      const row = await findRow(db, 'products', id);
      return row && ((await withSizes(db, [row]))[0] ?? null);
    },

    /** The products of an order, read in one query; missing ids are simply absent from the map. */
    async findProductsByIds(ids: readonly string[]): Promise<Map<string, Product>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
      return new Map((await withSizes(db, rows)).map((product) => [product._id, product]));
    },

    /** A new product goes last: its position is one past the largest. */
    async insertProduct(fields: ProductFields, img: string): Promise<Product> {
      return inTransaction(db, async (trx) => {
        const row = await insertRow(trx, 'products', {
          ...productColumns(fields),
          img,
          position: await nextPosition(trx, 'products'),
        });
        await writeSizes(trx, row.id, fields.sizes);
        const [product] = await withSizes(trx, [row]);
        if (!product) throw new Error('unreachable: the product was inserted in this transaction');
        return product;
      });
    },

    /**
     * Replaces a product's fields and sizes, and its image when `img` is given. Answers the saved
     * product and the image it replaced (null when the image stayed); null when the id is unknown. The
     * row's write lock is taken before the old image is read, so two concurrent replacements never
     * both read the same old file.
     */
    async updateProduct(
      id: string,
      fields: ProductFields,
      img: string | undefined,
    ): Promise<{ product: Product; previousImg: string | null } | null> {
      return inTransaction(db, async (trx) => {
        const outcome = await updateLockedRow(trx, 'products', id, { ...productColumns(fields), img });
        if (!outcome) return null;
        await writeSizes(trx, id, fields.sizes);
        const [product] = await withSizes(trx, [outcome.after]);
        if (!product) throw new Error('unreachable: the product was updated in this transaction');
        const previous = outcome.before.img;
        return { product, previousImg: img !== undefined && img !== previous ? previous : null };
      });
    },

    /** Answers the deleted product's image file, or null when the id is unknown. */
    async deleteProduct(id: string): Promise<string | null> {
      return inTransaction(db, async (trx) => {
        const row = await deleteRow(trx, 'products', id);
        if (!row) return null;
        await trx.deleteFrom('product_sizes').where('product_id', '=', id).execute();
        return row.img;
      });
    },
  }));

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
