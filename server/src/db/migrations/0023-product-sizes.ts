import { type Kysely, sql } from 'kysely';

/**
 * Sizes, stock and season (decision 064). A product sells in one or more sizes (`product_sizes`), each
 * with its own price, weight and stock (null: unlimited); the product keeps `price` and
 * `discount_price` as its first size's, so every reader of the old columns still reads the price
 * the page shows. `hidden`, `sale_from`, `sale_until` and `announce` say when it is on sale.
 *
 * Every existing product gets one size with the product's own id, its price and no stock limit, and
 * every existing order line names that size: an order placed before sizes reads as one placed in the
 * product's only size, with nothing lost. A line's `weight_grams` is null when the size had none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_sizes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('discount_price', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_price >= 0`))
    .addColumn('weight_grams', 'integer')
    // Null: unlimited. Never below zero, on either engine, whatever the code above it does.
    .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_sizes_product')
    .on('product_sizes')
    .columns(['product_id', 'position'])
    .execute();
  await sql`
    insert into product_sizes
      (id, product_id, position, name, price, discount_price, weight_grams, stock, closed, created_at, updated_at)
    select id, id, 0, '', price, discount_price, null, null, 0, created_at, updated_at from products
  `.execute(db);

  await db.schema
    .alterTable('products')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('products').addColumn('sale_from', 'text').execute();
  await db.schema.alterTable('products').addColumn('sale_until', 'text').execute();
  await db.schema
    .alterTable('products')
    .addColumn('announce', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('order_lines').addColumn('size_id', 'text').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('size_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('weight_grams', 'integer').execute();
  // The migrated size has the product's id: an old line names it without a join.
  await sql`update order_lines set size_id = product_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('weight_grams').execute();
  await db.schema.alterTable('order_lines').dropColumn('size_name').execute();
  await db.schema.alterTable('order_lines').dropColumn('size_id').execute();
  await db.schema.alterTable('products').dropColumn('announce').execute();
  await db.schema.alterTable('products').dropColumn('sale_until').execute();
  await db.schema.alterTable('products').dropColumn('sale_from').execute();
  await db.schema.alterTable('products').dropColumn('hidden').execute();
  await db.schema.dropTable('product_sizes').execute();
}
