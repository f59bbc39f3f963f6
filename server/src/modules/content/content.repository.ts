import type {
  Banner,
  BusinessInfo,
  BusinessInfoInput,
  BusinessInfoUpdate,
  Faq,
  FaqInput,
  FaqUpdate,
  Favicon,
  Feature,
  Logo,
  SectionTitle,
  Seo,
  SeoInput,
  SeoUpdate,
} from '@haat/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database.js';
import type { Database, SeoTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The gallery of a banner as a write wants it, in order: kept rows keep their id, new ones have none. */
export interface GalleryRow {
  id: string;
  file: string;
  title: string;
}
export type PlannedGallery = Omit<GalleryRow, 'id'> & { id?: string | undefined };

/** The tables holding one picture each (the logo, the favicon). */
type ImageTable = 'logos' | 'favicons';

/** The tables with a `position`: new rows go last. */
const nextPosition = async (trx: Trx, table: 'features' | 'faqs') => {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

/**
 * Takes the row's write lock before it is read: on PostgreSQL a second writer of the same row waits
 * here until the first commits, so both never read the same old file name (SQLite serialises whole
 * transactions anyway). Answers false when the row does not exist.
 */
const lockRow = async (trx: Trx, table: 'logos' | 'favicons' | 'banners' | 'features', id: string) => {
  const result = await trx
    .updateTable(table)
    .set({ updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

const seoColumns = (input: SeoUpdate) => ({
  ...input.basic,
  ...input.custom,
});

// Singletons are read as "the oldest row": the first one the shop ever saved.
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

const toBusinessInfo = (row: Selectable<Database['business_info']>): BusinessInfo => ({
  _id: row.id,
  companyName: row.company_name,
  facebook: row.facebook,
  whatsapp: row.whatsapp,
});

const toFaq = (row: Selectable<Database['faqs']>): Faq => ({
  _id: row.id,
  id: row.id,
  qus: row.question,
  ans: row.answer,
});

export function createContentRepository(db: Db) {
  const findBanner = async (executor: Db | Trx, id?: string): Promise<Banner | null> => {
    const banner = await executor
      .selectFrom('banners')
      .selectAll()
      .$if(id !== undefined, (query) => query.where('id', '=', id as string))
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!banner) return null;
    const galleries = await executor
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
  };

  return {
    async listBusinessInfo(): Promise<BusinessInfo[]> {
      const rows = await db
        .selectFrom('business_info')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toBusinessInfo);
    },

    async listLogos(): Promise<Logo[]> {
      const rows = await db.selectFrom('logos').selectAll().orderBy('created_at').orderBy('id').execute();
      return rows.map((row) => ({ _id: row.id, logo: row.file }));
    },

    async findFavicon(): Promise<Favicon | null> {
      const row = await db
        .selectFrom('favicons')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row ? { _id: row.id, icon: row.file } : null;
    },

    async findSeo(): Promise<Seo | null> {
      const row = await db
        .selectFrom('seo_settings')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row ? toSeo(row) : null;
    },

    findBanner: (): Promise<Banner | null> => findBanner(db),
    findBannerById: (id: string): Promise<Banner | null> => findBanner(db, id),

    async listFeatures(): Promise<Feature[]> {
      const rows = await db.selectFrom('features').selectAll().orderBy('position').orderBy('id').execute();
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
      const rows = await db.selectFrom('faqs').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map(toFaq);
    },

    async findFaq(id: string): Promise<Faq | null> {
      const row = await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toFaq(row) : null;
    },

    // Writes. A singleton's insert answers null when one already exists; the check and the insert
    // share a transaction. Updates answer null when the id is unknown.

    async insertBusinessInfo(input: BusinessInfoInput): Promise<BusinessInfo | null> {
      return db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('business_info').select('id').limit(1).executeTakeFirst()) return null;
        const now = nowIso();
        const row = await trx
          .insertInto('business_info')
          .values({
            id: newId(),
            company_name: input.companyName,
            facebook: input.facebook,
            whatsapp: input.whatsapp,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toBusinessInfo(row);
      });
    },

    async updateBusinessInfo(id: string, patch: BusinessInfoUpdate): Promise<BusinessInfo | null> {
      const row = await db
        .updateTable('business_info')
        .set({
          company_name: patch.companyName,
          facebook: patch.facebook,
          whatsapp: patch.whatsapp,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toBusinessInfo(row) : null;
    },

    async imageRowIds(table: ImageTable): Promise<string[]> {
      const rows = await db.selectFrom(table).select('id').execute();
      return rows.map((row) => row.id);
    },

    /** The logo or favicon row with its new file; null when one already exists. */
    async insertImageRow(table: ImageTable, file: string): Promise<{ id: string; file: string } | null> {
      return db.transaction().execute(async (trx) => {
        if (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) return null;
        const now = nowIso();
        const id = newId();
        await trx.insertInto(table).values({ id, file, created_at: now, updated_at: now }).execute();
        return { id, file };
      });
    },

    /** Points the row at a new file; answers the file it replaced, or null when the id is unknown. */
    async replaceImageFile(
      table: ImageTable,
      id: string,
      file: string,
    ): Promise<{ previous: string } | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockRow(trx, table, id))) return null;
        const { file: previous } = await trx
          .selectFrom(table)
          .select('file')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await trx.updateTable(table).set({ file }).where('id', '=', id).execute();
        return { previous };
      });
    },

    async insertSeo(input: SeoInput): Promise<Seo | null> {
      return db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('seo_settings').select('id').limit(1).executeTakeFirst()) return null;
        const now = nowIso();
        const row = await trx
          .insertInto('seo_settings')
          .values({ id: newId(), ...input.basic, ...input.custom, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toSeo(row);
      });
    },

    async updateSeo(id: string, patch: SeoUpdate): Promise<Seo | null> {
      const row = await db
        .updateTable('seo_settings')
        .set({ ...seoColumns(patch), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toSeo(row) : null;
    },

    async insertBanner(
      fields: { title: string; description: string },
      galleries: ReadonlyArray<{ file: string; title: string }>,
    ): Promise<Banner | null> {
      return db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('banners').select('id').limit(1).executeTakeFirst()) return null;
        const now = nowIso();
        const id = newId();
        await trx
          .insertInto('banners')
          .values({
            id,
            title: fields.title,
            description: fields.description,
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (galleries.length > 0) {
          await trx
            .insertInto('banner_galleries')
            .values(
              galleries.map((gallery, position) => ({
                id: newId(),
                banner_id: id,
                file: gallery.file,
                title: gallery.title,
                position,
              })),
            )
            .execute();
        }
        return findBanner(trx, id);
      });
    },

    /**
     * Changes a banner's text and replaces its gallery with the list `plan` answers from the current
     * one (read under the row lock, so the plan sees what it replaces). Answers the saved banner and
     * the files of the gallery items that went away; null when the id is unknown. An error thrown
     * by `plan` rolls everything back.
     */
    async updateBanner(
      id: string,
      fields: { title?: string | undefined; description?: string | undefined },
      plan: (current: GalleryRow[]) => PlannedGallery[],
    ): Promise<{ banner: Banner; removedFiles: string[] } | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockRow(trx, 'banners', id))) return null;
        if (fields.title !== undefined || fields.description !== undefined) {
          await trx
            .updateTable('banners')
            .set({ title: fields.title, description: fields.description })
            .where('id', '=', id)
            .execute();
        }
        const current = await trx
          .selectFrom('banner_galleries')
          .select(['id', 'file', 'title'])
          .where('banner_id', '=', id)
          .orderBy('position')
          .execute();
        const next = plan(current);
        const kept = new Set(next.flatMap((gallery) => (gallery.id ? [gallery.id] : [])));
        const removed = current.filter((gallery) => !kept.has(gallery.id));
        if (removed.length > 0) {
          await trx
            .deleteFrom('banner_galleries')
            .where(
              'id',
              'in',
              removed.map((gallery) => gallery.id),
            )
            .execute();
        }
        for (const [position, gallery] of next.entries()) {
          if (gallery.id) {
            await trx
              .updateTable('banner_galleries')
              .set({ title: gallery.title, position })
              .where('id', '=', gallery.id)
              .where('banner_id', '=', id)
              .execute();
          } else {
            await trx
              .insertInto('banner_galleries')
              .values({ id: newId(), banner_id: id, file: gallery.file, title: gallery.title, position })
              .execute();
          }
        }
        const banner = await findBanner(trx, id);
        if (!banner) throw new Error('banner vanished inside its own transaction');
        return { banner, removedFiles: removed.map((gallery) => gallery.file) };
      });
    },

    async insertFeature(fields: { title: string; icon: string }): Promise<Feature> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const id = newId();
        const position = await nextPosition(trx, 'features');
        await trx
          .insertInto('features')
          .values({ id, title: fields.title, icon: fields.icon, position, created_at: now, updated_at: now })
          .execute();
        return { _id: id, title: fields.title, icon: fields.icon };
      });
    },

    /** Answers the saved feature and the icon it replaced (when `icon` was given); null for an unknown id. */
    async updateFeature(
      id: string,
      fields: { title: string; icon?: string | undefined },
    ): Promise<{ feature: Feature; previousIcon: string | null } | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockRow(trx, 'features', id))) return null;
        const { icon: previous } = await trx
          .selectFrom('features')
          .select('icon')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const row = await trx
          .updateTable('features')
          .set({ title: fields.title, icon: fields.icon })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          feature: { _id: row.id, title: row.title, icon: row.icon },
          previousIcon: fields.icon !== undefined ? previous : null,
        };
      });
    },

    /** Answers the deleted feature's icon file, or null when the id is unknown. */
    async deleteFeature(id: string): Promise<string | null> {
      const row = await db.deleteFrom('features').where('id', '=', id).returning('icon').executeTakeFirst();
      return row?.icon ?? null;
    },

    /** Null when the section already has a title (the `section` column is unique on both engines). */
    async insertSectionTitle(section: 'feature' | 'faq', title: string): Promise<SectionTitle | null> {
      const now = nowIso();
      const id = newId();
      try {
        await db
          .insertInto('section_titles')
          .values({ id, section, title, created_at: now, updated_at: now })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return { _id: id, title };
    },

    async updateSectionTitle(
      section: 'feature' | 'faq',
      id: string,
      title: string,
    ): Promise<SectionTitle | null> {
      const row = await db
        .updateTable('section_titles')
        .set({ title, updated_at: nowIso() })
        .where('id', '=', id)
        .where('section', '=', section)
        .returning(['id', 'title'])
        .executeTakeFirst();
      return row ? { _id: row.id, title: row.title } : null;
    },

    async insertFaq(input: FaqInput): Promise<Faq> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('faqs')
          .values({
            id: newId(),
            question: input.qus,
            answer: input.ans,
            position: await nextPosition(trx, 'faqs'),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toFaq(row);
      });
    },

    async updateFaq(id: string, patch: FaqUpdate): Promise<Faq | null> {
      const row = await db
        .updateTable('faqs')
        .set({ question: patch.qus, answer: patch.ans, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toFaq(row) : null;
    },

    async deleteFaq(id: string): Promise<boolean> {
      const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
