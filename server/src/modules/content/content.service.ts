import type {
  Banner,
  BannerInput,
  BannerUpdate,
  BusinessInfo,
  BusinessInfoInput,
  BusinessInfoUpdate,
  Faq,
  FaqInput,
  FaqUpdate,
  Favicon,
  Feature,
  FeatureInput,
  Logo,
  SectionTitle,
  SectionTitleInput,
  Seo,
  SeoInput,
  SeoUpdate,
} from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import { writeWithImages } from '../media/image-writes.js';
import type { MediaService, Upload } from '../media/media.service.js';
import { planGallery } from './banner-gallery.js';
import type { ContentRepository } from './content.repository.js';

const alreadyExists = (what: string) => `${what} আগেই যোগ করা আছে; বদলাতে হালনাগাদ (update) করুন।`;
const notFound = (what: string) => `${what} পাওয়া যায়নি`;

export const contentMessages = {
  featureNotFound: 'এই ফিচারটি পাওয়া যায়নি',
  faqNotFound: 'এই প্রশ্নটি পাওয়া যায়নি',
  businessExists: alreadyExists('ব্যবসার তথ্য'),
  businessNotFound: notFound('এই ব্যবসার তথ্য'),
  logoExists: alreadyExists('লোগো'),
  logoNotFound: notFound('এই লোগো'),
  faviconExists: alreadyExists('ফেভিকন'),
  faviconNotFound: notFound('এই ফেভিকন'),
  seoExists: alreadyExists('SEO সেটিংস'),
  seoNotFound: notFound('এই SEO সেটিংস'),
  bannerExists: alreadyExists('ব্যানার'),
  bannerNotFound: notFound('এই ব্যানার'),
  featureSectionExists: alreadyExists('ফিচার অংশের শিরোনাম'),
  featureSectionNotFound: notFound('ফিচার অংশের এই শিরোনাম'),
  faqSectionExists: alreadyExists('প্রশ্নোত্তর অংশের শিরোনাম'),
  faqSectionNotFound: notFound('প্রশ্নোত্তর অংশের এই শিরোনাম'),
  featureDeleted: 'ফিচারটি মুছে ফেলা হয়েছে',
  faqDeleted: 'প্রশ্নটি মুছে ফেলা হয়েছে',
} as const;

export interface ContentServiceDeps {
  media: MediaService;
  /** Told after every committed write, with the spec's cache tag of what changed. */
  changes: ChangeNotifier;
}

/**
 * The shop's words and pictures: business info, logo, favicon, SEO, banner, features, FAQ.
 *
 * Singletons (business info, logo, favicon, SEO, banner, the two section titles) are created once:
 * a second `add` is a 409 that points to `update`, so a double-clicked form never makes a twin the
 * storefront would silently ignore. Every write notifies `changes` after it has committed.
 */
export function createContentService(repository: ContentRepository, { media, changes }: ContentServiceDeps) {
  const changed = <T>(kind: Parameters<ChangeNotifier['notify']>[0], value: T): T => {
    changes.notify(kind);
    return value;
  };

  const imageSingleton = (table: 'logos' | 'favicons') => {
    const kind = table === 'logos' ? ('logo' as const) : ('favicon' as const);
    const messages =
      table === 'logos'
        ? { exists: contentMessages.logoExists, missing: contentMessages.logoNotFound }
        : { exists: contentMessages.faviconExists, missing: contentMessages.faviconNotFound };
    const current = () => repository.imageRowIds(table);

    return {
      async add(upload: Upload): Promise<{ id: string; file: string }> {
        // Checked before the image is encoded; checked again in the insert's transaction.
        if ((await current()).length > 0) throw AppError.conflict(messages.exists);
        const saved = await writeWithImages(media, kind, [upload], async ([file]) => {
          const row = await repository.insertImageRow(table, file as string);
          if (!row) throw AppError.conflict(messages.exists);
          return { result: row, replaced: [] };
        });
        return changed(kind, saved);
      },

      async update(id: string, upload: Upload): Promise<{ id: string; file: string }> {
        if (!(await current()).includes(id)) throw AppError.notFound(messages.missing);
        const saved = await writeWithImages(media, kind, [upload], async ([file]) => {
          const replaced = await repository.replaceImageFile(table, id, file as string);
          if (!replaced) throw AppError.notFound(messages.missing);
          return { result: { id, file: file as string }, replaced: [replaced.previous] };
        });
        return changed(kind, saved);
      },
    };
  };
  const logos = imageSingleton('logos');
  const favicons = imageSingleton('favicons');

  const sectionTitle = (section: 'feature' | 'faq') => {
    const kind = section === 'feature' ? ('featureSection' as const) : ('faqSection' as const);
    const messages =
      section === 'feature'
        ? { exists: contentMessages.featureSectionExists, missing: contentMessages.featureSectionNotFound }
        : { exists: contentMessages.faqSectionExists, missing: contentMessages.faqSectionNotFound };
    return {
      async add(input: SectionTitleInput): Promise<SectionTitle> {
        const saved = await repository.insertSectionTitle(section, input.title);
        if (!saved) throw AppError.conflict(messages.exists);
        return changed(kind, saved);
      },
      async update(id: string, input: SectionTitleInput): Promise<SectionTitle> {
        const saved = await repository.updateSectionTitle(section, id, input.title);
        if (!saved) throw AppError.notFound(messages.missing);
        return changed(kind, saved);
      },
    };
  };
  const featureSection = sectionTitle('feature');
  const faqSection = sectionTitle('faq');

  return {
    listBusinessInfo: () => repository.listBusinessInfo(),
    listLogos: () => repository.listLogos(),
    getFavicon: () => repository.findFavicon(),
    getSeo: () => repository.findSeo(),
    getBanner: () => repository.findBanner(),
    listFeatures: () => repository.listFeatures(),
    getFeatureSection: () => repository.findSectionTitle('feature'),
    listFaqs: () => repository.listFaqs(),
    getFaqSection: () => repository.findSectionTitle('faq'),

    async getFeature(id: string): Promise<Feature> {
      const feature = await repository.findFeature(id);
      if (!feature) throw AppError.notFound(contentMessages.featureNotFound);
      return feature;
    },

    async getFaq(id: string): Promise<Faq> {
      const faq = await repository.findFaq(id);
      if (!faq) throw AppError.notFound(contentMessages.faqNotFound);
      return faq;
    },

    // ---- Business info

    async addBusinessInfo(input: BusinessInfoInput): Promise<BusinessInfo> {
      const saved = await repository.insertBusinessInfo(input);
      if (!saved) throw AppError.conflict(contentMessages.businessExists);
      return changed('business', saved);
    },

    async updateBusinessInfo(id: string, patch: BusinessInfoUpdate): Promise<BusinessInfo> {
      const saved = await repository.updateBusinessInfo(id, patch);
      if (!saved) throw AppError.notFound(contentMessages.businessNotFound);
      return changed('business', saved);
    },

    // ---- Logo and favicon: one picture each

    async addLogo(upload: Upload): Promise<Logo> {
      const { id, file } = await logos.add(upload);
      return { _id: id, logo: file };
    },

    async updateLogo(id: string, upload: Upload): Promise<Logo> {
      const { file } = await logos.update(id, upload);
      return { _id: id, logo: file };
    },

    async addFavicon(upload: Upload): Promise<Favicon> {
      const { id, file } = await favicons.add(upload);
      return { _id: id, icon: file };
    },

    async updateFavicon(id: string, upload: Upload): Promise<Favicon> {
      const { file } = await favicons.update(id, upload);
      return { _id: id, icon: file };
    },

    // ---- SEO

    async addSeo(input: SeoInput): Promise<Seo> {
      const saved = await repository.insertSeo(input);
      if (!saved) throw AppError.conflict(contentMessages.seoExists);
      return changed('seo', saved);
    },

    async updateSeo(id: string, patch: SeoUpdate): Promise<Seo> {
      const saved = await repository.updateSeo(id, patch);
      if (!saved) throw AppError.notFound(contentMessages.seoNotFound);
      return changed('seo', saved);
    },

    // ---- Banner

    async addBanner(input: BannerInput, images: Upload[]): Promise<Banner> {
      if (await repository.findBanner()) throw AppError.conflict(contentMessages.bannerExists);
      // The plan is checked before any image is encoded, with placeholders for the new files.
      planGallery(
        [],
        input,
        images.map((image) => image.field),
      );
      const saved = await writeWithImages(media, 'banner', images, async (files) => {
        const galleries = planGallery([], input, files);
        const banner = await repository.insertBanner(
          { title: input.title, description: input.description },
          galleries,
        );
        if (!banner) throw AppError.conflict(contentMessages.bannerExists);
        return { result: banner, replaced: [] };
      });
      return changed('banner', saved);
    },

    async updateBanner(id: string, input: BannerUpdate, images: Upload[]): Promise<Banner> {
      const before = await repository.findBannerById(id);
      if (!before) throw AppError.notFound(contentMessages.bannerNotFound);
      const rows = before.galleries.map((gallery) => ({
        id: gallery._id,
        file: gallery.url,
        title: gallery.title,
      }));
      planGallery(
        rows,
        input,
        images.map((image) => image.field),
      );
      const saved = await writeWithImages(media, 'banner', images, async (files) => {
        // Planned again under the row lock: another write may have changed the gallery meanwhile.
        const outcome = await repository.updateBanner(
          id,
          { title: input.title, description: input.description },
          (current) => planGallery(current, input, files),
        );
        if (!outcome) throw AppError.notFound(contentMessages.bannerNotFound);
        return { result: outcome.banner, replaced: outcome.removedFiles };
      });
      return changed('banner', saved);
    },

    // ---- Features

    async addFeature(input: FeatureInput, icon: Upload): Promise<Feature> {
      const saved = await writeWithImages(media, 'feature', [icon], async ([file]) => ({
        result: await repository.insertFeature({ title: input.title, icon: file as string }),
        replaced: [],
      }));
      return changed('feature', saved);
    },

    /** PUT: the title is replaced; the icon only when a new one is sent. */
    async updateFeature(id: string, input: FeatureInput, icon: Upload | undefined): Promise<Feature> {
      if (!(await repository.findFeature(id))) throw AppError.notFound(contentMessages.featureNotFound);
      const saved = await writeWithImages(media, 'feature', icon ? [icon] : [], async ([file]) => {
        const outcome = await repository.updateFeature(id, { title: input.title, icon: file });
        if (!outcome) throw AppError.notFound(contentMessages.featureNotFound);
        return { result: outcome.feature, replaced: outcome.previousIcon ? [outcome.previousIcon] : [] };
      });
      return changed('feature', saved);
    },

    async deleteFeature(id: string): Promise<string> {
      const icon = await repository.deleteFeature(id);
      if (icon === null) throw AppError.notFound(contentMessages.featureNotFound);
      await media.removeImages('feature', [icon]);
      return changed('feature', contentMessages.featureDeleted);
    },

    // ---- Section titles

    addFeatureSection: featureSection.add,
    updateFeatureSection: featureSection.update,
    addFaqSection: faqSection.add,
    updateFaqSection: faqSection.update,

    // ---- FAQ

    async addFaq(input: FaqInput): Promise<Faq> {
      return changed('faq', await repository.insertFaq(input));
    },

    async updateFaq(id: string, patch: FaqUpdate): Promise<Faq> {
      const saved = await repository.updateFaq(id, patch);
      if (!saved) throw AppError.notFound(contentMessages.faqNotFound);
      return changed('faq', saved);
    },

    async deleteFaq(id: string): Promise<string> {
      if (!(await repository.deleteFaq(id))) throw AppError.notFound(contentMessages.faqNotFound);
      return changed('faq', contentMessages.faqDeleted);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
