import type { Faq, FaqInput, FaqUpdate } from '@haat/contract';
import type { Selectable } from 'kysely';
import {
  type Db,
  defineRepository,
  deleteRow,
  findRow,
  insertRow,
  inTransaction,
  listRows,
  nextPosition,
  updateRow,
} from '../../db/repository.js';
import type { FaqTable } from '../../db/schema.js';

const toFaq = (row: Selectable<FaqTable>): Faq => ({
  _id: row.id,
  id: row.id,
  qus: row.question,
  ans: row.answer,
});

/** The questions and answers, in the order the owner added them. */
export const createFaqRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    list: async () => (await listRows(db, 'faqs')).map(toFaq),

    async find(id: string): Promise<Faq | null> {
      const row = await findRow(db, 'faqs', id);
      return row && toFaq(row);
    },

    /** A new question goes last. */
    async insert({ qus, ans }: FaqInput): Promise<Faq> {
      return inTransaction(db, async (trx) => {
        const position = await nextPosition(trx, 'faqs');
        return toFaq(await insertRow(trx, 'faqs', { question: qus, answer: ans, position }));
      });
    },

    /** Changes the fields the patch carries; null when the id is unknown. */
    async update(id: string, { qus, ans }: FaqUpdate): Promise<Faq | null> {
      const row = await updateRow(db, 'faqs', id, { question: qus, answer: ans });
      return row && toFaq(row);
    },

    /** Answers whether a row was deleted. */
    delete: async (id: string) => (await deleteRow(db, 'faqs', id)) !== null,
  }));

export type FaqRepository = ReturnType<typeof createFaqRepository>;
