import type { Banner } from '@haat/contract';
import {
  type Db,
  defineRepository,
  findRow,
  hasRow,
  insertRow,
  inTransaction,
  listRows,
  lockRow,
} from '../../db/repository.js';
import { newId } from '../../lib/ids.js';

/** The gallery of a banner as a write wants it, in order: kept rows keep their id, new ones have none. */
export interface GalleryRow {
  id: string;
  file: string;
  title: string;
}
export type PlannedGallery = Omit<GalleryRow, 'id'> & { id?: string | undefined };

const vanishedUnless = (banner: Banner | null): Banner => {
  if (!banner) throw new Error('banner vanished inside its own transaction');
  return banner;
};

/** The banner (one record, read as the oldest row) and its gallery of pictures in order. */
export const createBannerRepository = (db: Db) =>
  defineRepository(db, (db) => {
    const find = async (executor: Db, id?: string): Promise<Banner | null> => {
      const banner =
        id === undefined
          ? (await listRows(executor, 'banners', { limit: 1 }))[0]
          : await findRow(executor, 'banners', id);
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
      find: () => find(db),
      findById: (id: string) => find(db, id),

      exists: () => hasRow(db, 'banners'),

      async insert(
        fields: { title: string; description: string },
        galleries: ReadonlyArray<{ file: string; title: string }>,
      ): Promise<Banner> {
        return inTransaction(db, async (trx) => {
          const { id } = await insertRow(trx, 'banners', fields);
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
          return vanishedUnless(await find(trx, id));
        });
      },

      /**
       * Changes a banner's text and replaces its gallery with the list `plan` answers from the current
       * one (read under the row lock, so the plan sees what it replaces). Answers the saved banner and
       * the files of the gallery items that went away; null when the id is unknown. An error thrown
       * by `plan` rolls everything back.
       */
      async update(
        id: string,
        fields: { title?: string | undefined; description?: string | undefined },
        plan: (current: GalleryRow[]) => PlannedGallery[],
      ): Promise<{ banner: Banner; removedFiles: string[] } | null> {
        return inTransaction(db, async (trx) => {
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
          const banner = vanishedUnless(await find(trx, id));
          return { banner, removedFiles: removed.map((gallery) => gallery.file) };
        });
      },
    };
  });

export type BannerRepository = ReturnType<typeof createBannerRepository>;
