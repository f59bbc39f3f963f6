import type { UploadKind } from '@haat/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { MediaService } from '../modules/media/media.service.js';
import {
  bannerArtwork,
  faviconArtwork,
  featureIconArtwork,
  logoArtwork,
  productArtwork,
  svgToPng,
} from './artwork.js';
import {
  BANNER,
  BUSINESS,
  type DemoProduct,
  FAQS,
  FEATURES,
  PRODUCTS,
  SECTION_TITLES,
  SEO,
  SITE_SETTINGS,
} from './demo-content.js';

interface StoredImage {
  kind: UploadKind;
  file: string;
}

interface DemoImages {
  logo: string;
  favicon: string;
  gallery: Array<{ title: string; file: string }>;
  features: Array<{ title: string; file: string }>;
  products: Array<{ product: DemoProduct; file: string }>;
  /** Every file written, so a failed or lost seeding can take them all back. */
  written: StoredImage[];
}

/**
 * Fills a believable demo shop on first start, when there is neither business info nor a product.
 * Answers whether it seeded. Administrators, orders and counters are never touched.
 */
export async function seedDemoShop(db: Kysely<Database>, media: MediaService): Promise<boolean> {
  if (await hasContent(db)) return false;

  // Images are files, not rows: written first, because a transaction should not wait on disk I/O.
  const images = await drawImages(media);
  try {
    const seeded = await db.transaction().execute(async (trx) => {
      // Another instance starting beside this one may have seeded while the images were drawn.
      if (await hasContent(trx)) return false;
      await insertShop(trx, images);
      return true;
    });
    if (!seeded) await removeImages(media, images.written);
    return seeded;
  } catch (error) {
    await removeImages(media, images.written);
    throw error;
  }
}

async function hasContent(db: Kysely<Database>): Promise<boolean> {
  const business = await db.selectFrom('business_info').select('id').limit(1).executeTakeFirst();
  if (business) return true;
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return product !== undefined;
}

async function drawImages(media: MediaService): Promise<DemoImages> {
  const written: StoredImage[] = [];
  const store = async (kind: UploadKind, svg: string): Promise<string> => {
    const file = await media.storeImage(kind, await svgToPng(svg));
    written.push({ kind, file });
    return file;
  };

  const logo = store('logo', logoArtwork());
  const favicon = store('favicon', faviconArtwork());
  const gallery = BANNER.gallery.map(async ({ scene, title }) => ({
    title,
    file: await store('banner', bannerArtwork(scene)),
  }));
  const features = FEATURES.map(async ({ icon, title }) => ({
    title,
    file: await store('feature', featureIconArtwork(icon)),
  }));
  const products = PRODUCTS.map(async (product) => ({
    product,
    file: await store('product', productArtwork(product.art)),
  }));

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

async function insertShop(db: Kysely<Database>, images: DemoImages): Promise<void> {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };

  await db
    .insertInto('business_info')
    .values({
      id: newId(),
      company_name: BUSINESS.companyName,
      facebook: BUSINESS.facebook,
      whatsapp: BUSINESS.whatsapp,
      ...stamps,
    })
    .execute();
  await db
    .insertInto('site_settings')
    .values({
      id: newId(),
      inside_dhaka_fee: SITE_SETTINGS.insideDhakaFee,
      outside_dhaka_fee: SITE_SETTINGS.outsideDhakaFee,
      phone: SITE_SETTINGS.phone,
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
  // No tag manager or verification ids: a demo shop must not report to anyone's analytics account.
  await db
    .insertInto('seo_settings')
    .values({
      id: newId(),
      ...SEO,
      google_tag_manager: '',
      facebook_domain_verification: '',
      google_site_verification: '',
      ...stamps,
    })
    .execute();

  const bannerId = newId();
  await db
    .insertInto('banners')
    .values({ id: bannerId, title: BANNER.title, description: BANNER.description, ...stamps })
    .execute();
  await db
    .insertInto('banner_galleries')
    .values(
      images.gallery.map(({ title, file }, position) => ({
        id: newId(),
        banner_id: bannerId,
        file,
        title,
        position,
      })),
    )
    .execute();

  await db
    .insertInto('section_titles')
    .values([
      { id: newId(), section: 'feature', title: SECTION_TITLES.feature, ...stamps },
      { id: newId(), section: 'faq', title: SECTION_TITLES.faq, ...stamps },
    ])
    .execute();
  await db
    .insertInto('features')
    .values(
      images.features.map(({ title, file }, position) => ({
        id: newId(),
        title,
        icon: file,
        position,
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto('faqs')
    .values(
      FAQS.map(({ question, answer }, position) => ({ id: newId(), question, answer, position, ...stamps })),
    )
    .execute();
  await db
    .insertInto('products')
    .values(
      images.products.map(({ product, file }, position) => ({
        id: newId(),
        title: product.title,
        price: product.price,
        discount_price: product.discountPrice,
        img: file,
        description: product.description,
        position,
        ...stamps,
      })),
    )
    .execute();
}
