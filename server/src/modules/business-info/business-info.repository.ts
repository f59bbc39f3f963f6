import type { BusinessInfo, BusinessInfoInput, BusinessInfoUpdate } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, defineRepository, hasRow, insertRow, listRows, updateRow } from '../../db/repository.js';
import type { BusinessInfoTable } from '../../db/schema.js';

const toBusinessInfo = (row: Selectable<BusinessInfoTable>): BusinessInfo => ({
  _id: row.id,
  companyName: row.company_name,
  facebook: row.facebook,
  whatsapp: row.whatsapp,
});

/** The shop's name and social links: one record, read oldest first. */
export const createBusinessInfoRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    list: async () => (await listRows(db, 'business_info')).map(toBusinessInfo),
    exists: () => hasRow(db, 'business_info'),

    async insert(input: BusinessInfoInput): Promise<BusinessInfo> {
      const row = await insertRow(db, 'business_info', {
        company_name: input.companyName,
        facebook: input.facebook,
        whatsapp: input.whatsapp,
      });
      return toBusinessInfo(row);
    },

    /** Changes the fields the patch carries; null when the id is unknown. */
    async update(id: string, patch: BusinessInfoUpdate): Promise<BusinessInfo | null> {
      const row = await updateRow(db, 'business_info', id, {
        company_name: patch.companyName,
        facebook: patch.facebook,
        whatsapp: patch.whatsapp,
      });
      return row && toBusinessInfo(row);
    },
  }));

export type BusinessInfoRepository = ReturnType<typeof createBusinessInfoRepository>;
