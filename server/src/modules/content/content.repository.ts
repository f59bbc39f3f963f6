import type { Banner, BusinessInfo, Faq, Favicon, Feature, Logo, SectionTitle, Seo } from '@haat/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SeoTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Singletons are read as "the oldest row": the first one the shop ever saved. */
const oldestFirst = ['created_at', 'id'] as const;

export const toSeo = (row: Selectable<SeoTable>): Seo => ({
  _id: row.id,
  basic: {
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    author: row.author,
    designer: row.designer,
    subject: row.subject,
    copyright: row.copyright,
    url: row.url,
  },
  custom: {
    google_tag_manager: row.google_tag_manager,
    facebook_domain_verification: row.facebook_domain_verification,
    google_site_verification: row.google_site_verification,
  },
});

export function createContentRepository(db: Db) {
  return {
    async listBusinessInfo(): Promise<BusinessInfo[]> {
      const rows = await db.selectFrom('business_info').selectAll().orderBy(oldestFirst).execute();
      return rows.map((row) => ({
        _id: row.id,
        companyName: row.company_name,
        facebook: row.facebook,
        whatsapp: row.whatsapp,
      }));
    },

    async listLogos(): Promise<Logo[]> {
      const rows = await db.selectFrom('logos').selectAll().orderBy(oldestFirst).execute();
      return rows.map((row) => ({ _id: row.id, logo: row.file }));
    },

    async findFavicon(): Promise<Favicon | null> {
      const row = await db
        .selectFrom('favicons')
        .selectAll()
        .orderBy(oldestFirst)
        .limit(1)
        .executeTakeFirst();
      return row ? { _id: row.id, icon: row.file } : null;
    },

    async findSeo(): Promise<Seo | null> {
      const row = await db
        .selectFrom('seo_settings')
        .selectAll()
        .orderBy(oldestFirst)
        .limit(1)
        .executeTakeFirst();
      return row ? toSeo(row) : null;
    },

    async findBanner(): Promise<Banner | null> {
      const banner = await db
        .selectFrom('banners')
        .selectAll()
        .orderBy(oldestFirst)
        .limit(1)
        .executeTakeFirst();
      if (!banner) return null;
      const galleries = await db
        .selectFrom('banner_galleries')
        .select(['id', 'file', 'title'])
        .where('banner_id', '=', banner.id)
        .orderBy('position')
        .execute();
      return {
        _id: banner.id,
        title: banner.title,
        description: banner.description,
        galleries: galleries.map((gallery) => ({ _id: gallery.id, url: gallery.file, title: gallery.title })),
      };
    },

    async listFeatures(): Promise<Feature[]> {
      const rows = await db.selectFrom('features').selectAll().orderBy(['position', 'id']).execute();
      return rows.map((row) => ({ _id: row.id, title: row.title, icon: row.icon }));
    },

    async findFeature(id: string): Promise<Feature | null> {
      const row = await db.selectFrom('features').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { _id: row.id, title: row.title, icon: row.icon } : null;
    },

    async findSectionTitle(section: 'feature' | 'faq'): Promise<SectionTitle | null> {
      const row = await db
        .selectFrom('section_titles')
        .select(['id', 'title'])
        .where('section', '=', section)
        .executeTakeFirst();
      return row ? { _id: row.id, title: row.title } : null;
    },

    async listFaqs(): Promise<Faq[]> {
      const rows = await db.selectFrom('faqs').selectAll().orderBy(['position', 'id']).execute();
      return rows.map((row) => ({ _id: row.id, id: row.id, qus: row.question, ans: row.answer }));
    },

    async findFaq(id: string): Promise<Faq | null> {
      const row = await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { _id: row.id, id: row.id, qus: row.question, ans: row.answer } : null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
