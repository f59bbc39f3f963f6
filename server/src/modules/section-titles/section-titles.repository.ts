import type { SectionTitle, SectionTitleInput } from '@haat/contract';
import { type Db, defineRepository, insertRow } from '../../db/repository.js';
import { nowIso } from '../../lib/time.js';

/** The storefront's sections that carry a heading of the owner's. */
export type Section = 'feature' | 'faq';

/** The heading of one section: one row per section (the `section` column is unique on both engines). */
export const createSectionTitleRepository = (db: Db, section: Section) =>
  defineRepository(db, (db) => ({
    async find(): Promise<SectionTitle | null> {
      const row = await db
        .selectFrom('section_titles')
        .select(['id', 'title'])
        .where('section', '=', section)
        .executeTakeFirst();
      return row ? { _id: row.id, title: row.title } : null;
    },

    async exists(): Promise<boolean> {
      const row = await db
        .selectFrom('section_titles')
        .select('id')
        .where('section', '=', section)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert({ title }: SectionTitleInput): Promise<SectionTitle> {
      const row = await insertRow(db, 'section_titles', { section, title });
      return { _id: row.id, title: row.title };
    },

    /** Null when the id is unknown or the heading of another section. */
    async update(id: string, { title }: SectionTitleInput): Promise<SectionTitle | null> {
      const row = await db
        .updateTable('section_titles')
        .set({ title, updated_at: nowIso() })
        .where('id', '=', id)
        .where('section', '=', section)
        .returning(['id', 'title'])
        .executeTakeFirst();
      return row ? { _id: row.id, title: row.title } : null;
    },
  }));

export type SectionTitleRepository = ReturnType<typeof createSectionTitleRepository>;
