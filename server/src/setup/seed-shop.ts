import type { UploadKind } from '@haat/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { MediaService } from '../modules/media/media.service.js';

/** A picture the seed draws when it is written: a PNG, re-encoded like any upload. */
export type Drawing = () => Promise<Buffer>;

/**
 * A whole shop to start from: what the first start writes into an empty database. The demo shop
 * (the `@haat/demo` package) is one; the server itself holds none.
 */
export interface ShopSeed {
  business: { companyName: string; facebook: string; whatsapp: string };
  settings: { insideDhakaFee: number; outsideDhakaFee: number; phone: string };
  seo: Omit<Database['seo_settings'], 'id' | 'created_at' | 'updated_at'>;
  sectionTitles: { feature: string; faq: string };
  logo: Drawing;
  favicon: Drawing;
  banner: { title: string; description: string; gallery: ReadonlyArray<{ title: string; picture: Drawing }> };
  features: ReadonlyArray<{ title: string; picture: Drawing }>;
  faqs: ReadonlyArray<{ question: string; answer: string }>;
  products: ReadonlyArray<{
    title: string;
    /** Whole taka. */
    price: number;
    /** Whole taka below `price`, or 0 for no discount. */
    discountPrice: number;
    /** Safe HTML, as the admin editor produces it. */
    description: string;
    picture: Drawing;
    weightGrams: number;
    /** Its sizes, the first at `price` (decision 064); left out, one unnamed size without a limit. */
    sizes?: ReadonlyArray<{
      name: string;
      price: number;
      discountPrice: number;
      weightGrams: number;
      stock: number | null;
    }>;
  }>;
}

interface StoredImage {
  kind: UploadKind;
  file: string;
}

interface StoredImages {
  logo: string;
  favicon: string;
  gallery: string[];
  features: string[];
  products: string[];
  /** Every file written, so a failed or lost seeding can take them all back. */
  written: StoredImage[];
}

/** Whether the shop is new: neither business info nor a product. An owner's shop is never seeded. */
export async function shopIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const business = await db.selectFrom('business_info').select('id').limit(1).executeTakeFirst();
  if (business) return false;
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return product === undefined;
}

/**
 * Fills an empty shop from `seed` in one transaction, its pictures stored first. Answers whether it
 * seeded: false when the shop has content, checked again inside the transaction. Administrators,
 * orders and counters are never touched. Writes the tables directly, like a migration (decision 006).
 */
export async function seedShop(db: Kysely<Database>, media: MediaService, seed: ShopSeed): Promise<boolean> {
  if (!(await shopIsEmpty(db))) return false;

  // Images are files, not rows: written first, because a transaction should not wait on disk I/O.
  const images = await storeImages(media, seed);
  try {
    const seeded = await db.transaction().execute(async (trx) => {
      // Another instance starting beside this one may have seeded while the images were drawn.
      if (!(await shopIsEmpty(trx))) return false;
      await insertShop(trx, seed, images);
      return true;
    });
    if (!seeded) await removeImages(media, images.written);
    return seeded;
  } catch (error) {
    await removeImages(media, images.written);
    throw error;
  }
}

async function storeImages(media: MediaService, seed: ShopSeed): Promise<StoredImages> {
  const written: StoredImage[] = [];
  const store = async (kind: UploadKind, picture: Drawing): Promise<string> => {
    const file = await media.storeImage(kind, await picture());
    written.push({ kind, file });
    return file;
  };

  const logo = store('logo', seed.logo);
  const favicon = store('favicon', seed.favicon);
  const gallery = seed.banner.gallery.map(({ picture }) => store('banner', picture));
  const features = seed.features.map(({ picture }) => store('feature', picture));
  const products = seed.products.map(({ picture }) => store('product', picture));

  // Wait for every drawing, failed or not, so a failure never leaves a half-written file behind.
  const outcomes = await Promise.allSettled<unknown>([logo, favicon, ...gallery, ...features, ...products]);
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) {
    await removeImages(media, written);
    throw failure.reason;
  }
  return {
    logo: await logo,
    favicon: await favicon,
    gallery: await Promise.all(gallery),
    features: await Promise.all(features),
    products: await Promise.all(products),
    written,
  };
}

async function removeImages(media: MediaService, images: StoredImage[]): Promise<void> {
  await Promise.all(images.map(({ kind, file }) => media.removeImage(kind, file)));
}

async function insertShop(db: Kysely<Database>, seed: ShopSeed, images: StoredImages): Promise<void> {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };

  await db
    .insertInto('business_info')
    .values({
      id: newId(),
      company_name: seed.business.companyName,
      facebook: seed.business.facebook,
      whatsapp: seed.business.whatsapp,
      ...stamps,
    })
    .execute();
  await db
    .insertInto('site_settings')
    .values({
      id: newId(),
      inside_dhaka_fee: seed.settings.insideDhakaFee,
      outside_dhaka_fee: seed.settings.outsideDhakaFee,
      phone: seed.settings.phone,
      ...stamps,
    })
    .execute();
  await db
    .insertInto('logos')
    .values({ id: newId(), file: images.logo, ...stamps })
    .execute();
  await db
    .insertInto('favicons')
    .values({ id: newId(), file: images.favicon, ...stamps })
    .execute();
  await db
    .insertInto('seo_settings')
    .values({ id: newId(), ...seed.seo, ...stamps })
    .execute();

  const bannerId = newId();
  await db
    .insertInto('banners')
    .values({ id: bannerId, title: seed.banner.title, description: seed.banner.description, ...stamps })
    .execute();
  await db
    .insertInto('banner_galleries')
    .values(
      seed.banner.gallery.map(({ title }, position) => ({
        id: newId(),
        banner_id: bannerId,
        file: images.gallery[position] as string,
        title,
        position,
      })),
    )
    .execute();

  await db
    .insertInto('section_titles')
    .values([
      { id: newId(), section: 'feature', title: seed.sectionTitles.feature, ...stamps },
      { id: newId(), section: 'faq', title: seed.sectionTitles.faq, ...stamps },
    ])
    .execute();
  await db
    .insertInto('features')
    .values(
      seed.features.map(({ title }, position) => ({
        id: newId(),
        title,
        icon: images.features[position] as string,
        position,
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto('faqs')
    .values(
      seed.faqs.map(({ question, answer }, position) => ({
        id: newId(),
        question,
        answer,
        position,
        ...stamps,
      })),
    )
    .execute();
  const products = seed.products.map((product) => ({ id: newId(), product }));
  await db
    .insertInto('products')
    .values(
      products.map(({ id, product }, position) => ({
        id,
        title: product.title,
        price: product.price,
        discount_price: product.discountPrice,
        img: images.products[position] as string,
        description: product.description,
        position,
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto('product_sizes')
    .values(
      products.flatMap(({ id, product }) =>
        (
          product.sizes ?? [
            {
              name: '',
              price: product.price,
              discountPrice: product.discountPrice,
              weightGrams: product.weightGrams,
              stock: null,
            },
          ]
        ).map((size, position) => ({
          id: newId(),
          product_id: id,
          position,
          name: size.name,
          price: size.price,
          discount_price: size.discountPrice,
          weight_grams: size.weightGrams,
          stock: size.stock,
          ...stamps,
        })),
      ),
    )
    .execute();
}
