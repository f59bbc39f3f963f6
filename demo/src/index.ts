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
  FAQS,
  FEATURES,
  PRODUCTS,
  SECTION_TITLES,
  SEO,
  SITE_SETTINGS,
} from './demo-content.js';

/** A picture drawn only when asked for: a PNG the media service re-encodes like any upload. */
export type Drawing = () => Promise<Buffer>;

const drawing =
  (svg: () => string): Drawing =>
  () =>
    svgToPng(svg());

/**
 * The demo shop, in the shape the server's first start writes into an empty database
 * (`server/src/setup/seed-shop.ts`): plain texts and prices (demo-content.ts) and pictures drawn as
 * SVG (artwork.ts). Nothing here touches a database or a disk.
 */
export const demoShop = {
  business: BUSINESS,
  settings: SITE_SETTINGS,
  // No tag manager or verification ids: a demo shop must not report to anyone's analytics account.
  seo: { ...SEO, google_tag_manager: '', facebook_domain_verification: '', google_site_verification: '' },
  sectionTitles: SECTION_TITLES,
  logo: drawing(logoArtwork),
  favicon: drawing(faviconArtwork),
  banner: {
    title: BANNER.title,
    description: BANNER.description,
    gallery: BANNER.gallery.map(({ scene, title }) => ({
      title,
      picture: drawing(() => bannerArtwork(scene)),
    })),
  },
  features: FEATURES.map(({ icon, title }) => ({ title, picture: drawing(() => featureIconArtwork(icon)) })),
  faqs: FAQS,
  products: PRODUCTS.map(({ art, ...product }) => ({
    ...product,
    picture: drawing(() => productArtwork(art)),
  })),
};

export type DemoShop = typeof demoShop;
