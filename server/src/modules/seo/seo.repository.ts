import type { Seo, SeoInput, SeoUpdate } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, defineRepository, hasRow, insertRow, listRows, updateRow } from '../../db/repository.js';
import type { SeoTable } from '../../db/schema.js';

const toSeo = (row: Selectable<SeoTable>): Seo => ({
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

/** The head of every page: one record, read as the oldest row (the first one the shop saved). */
export const createSeoRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    async find(): Promise<Seo | null> {
      const [row] = await listRows(db, 'seo_settings', { limit: 1 });
      return row ? toSeo(row) : null;
    },

    exists: () => hasRow(db, 'seo_settings'),

    async insert(input: SeoInput): Promise<Seo> {
      return toSeo(await insertRow(db, 'seo_settings', { ...input.basic, ...input.custom }));
    },

    /** Changes the fields the patch carries; null when the id is unknown. */
    async update(id: string, patch: SeoUpdate): Promise<Seo | null> {
      const row = await updateRow(db, 'seo_settings', id, { ...patch.basic, ...patch.custom });
      return row && toSeo(row);
    },
  }));

export type SeoRepository = ReturnType<typeof createSeoRepository>;
