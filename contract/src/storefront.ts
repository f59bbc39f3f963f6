import type { productEndpoints } from './catalog.js';
import type {
  bannerEndpoints,
  businessInfoEndpoints,
  faqEndpoints,
  faqSectionEndpoints,
  faviconEndpoints,
  featureEndpoints,
  featureSectionEndpoints,
  logoEndpoints,
  seoEndpoints,
} from './content.js';
import type { AnswerData } from './endpoint.js';
import type { OrderFormState } from './order-form.js';
import type { Order } from './orders.js';
import type { settingsEndpoints } from './settings.js';

/**
 * Everything the landing page shows, each part exactly as its public endpoint answers it: the server
 * reads it in-process for the page it renders (server/src/plugins/page-renderer.ts), the web renders
 * it (web/src/entry-server.tsx) and the browser's queries start from it.
 */
export interface StorefrontData {
  business: AnswerData<typeof businessInfoEndpoints.list>;
  logos: AnswerData<typeof logoEndpoints.list>;
  favicon: AnswerData<typeof faviconEndpoints.get>;
  seo: AnswerData<typeof seoEndpoints.get>;
  banner: AnswerData<typeof bannerEndpoints.get>;
  features: AnswerData<typeof featureEndpoints.list>;
  featureSection: AnswerData<typeof featureSectionEndpoints.get>;
  faqs: AnswerData<typeof faqEndpoints.list>;
  faqSection: AnswerData<typeof faqSectionEndpoints.get>;
  products: AnswerData<typeof productEndpoints.list>;
  settings: AnswerData<typeof settingsEndpoints.list>;
}

/** An `<img>`'s sources: the stored copies at their widths, and how wide its slot is. */
export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/** One storefront page rendered on the server. */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The query cache the browser hydrates from, so its first render matches and fetches nothing. */
  state: unknown;
  /** The first hero image, the largest thing on a phone's first screen: preloaded from the head. */
  heroImage: ResponsiveImage | null;
}

/** What the web's server-rendering entry (built into web/dist-ssr) exports, as the server loads it. */
export interface StorefrontRenderer {
  /**
   * `url` drawn with `data`. `form`: `/` with its server-drawn order form as a post left it; `order`:
   * the order the form just placed, at its success page (both for a browser running no script,
   * decision 069).
   */
  renderPage(
    url: string,
    data: StorefrontData,
    extra?: { form?: OrderFormState; order?: Order },
  ): RenderedPage;
  /** The shop's Bengali face: its family and its built file's address under the web build. */
  storefrontFont?: { family: string; url: string };
  /** The orders screen at `url` in its loading state, without a session (decision 041). */
  renderAdminShell?(url: string): string;
  /**
   * The address whose picture `renderAdminShell` draws for `url`: its filters in one spelling, with
   * what the screen does not read left out. Two addresses that show the same picture give the same
   * one, so the server renders and keeps it once.
   */
  adminShellAddress?(url: string): string;
}
