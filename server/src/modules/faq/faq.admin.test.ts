import { envelope, FaqSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import {
  adminSuite,
  describeAdminOnly,
  describeBengaliFieldErrors,
  UNKNOWN_ID,
} from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const suite = adminSuite();
const { notified, get, sendJson, pathsOf } = suite;

describeAdminOnly(suite, [
  ['POST', '/api/faq/add'],
  ['PATCH', `/api/faq/update/${UNKNOWN_ID}`],
  ['DELETE', `/api/faq/delete/${UNKNOWN_ID}`],
]);

describeBengaliFieldErrors(suite, [['POST', '/api/faq/add']]);

describe('FAQ (JSON: qus, ans)', () => {
  let faqs: Array<{ _id: string; id: string; qus: string; ans: string }> = [];

  it('POST /faq/add appends each question at the end (201)', async () => {
    for (const [qus, ans] of [
      ['ডেলিভারি কতদিনে?', 'ঢাকায় ১–২ দিনে।'],
      ['টাকা কীভাবে দেব?', 'পণ্য হাতে পেয়ে।'],
    ]) {
      const response = await sendJson('POST', '/api/faq/add', { qus, ans });
      expect(response.statusCode, response.body).toBe(201);
      const { data } = envelope(FaqSchema.strict()).parse(json(response));
      expect(data.id).toBe(data._id);
      faqs.push(data);
    }
    expect(await get('/api/faq/all')).toEqual(faqs);
    expect(notified).toEqual(['faq', 'faq']);
  });

  it('requires both texts', async () => {
    const response = await sendJson('POST', '/api/faq/add', { qus: '', ans: 42 });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response).sort()).toEqual(['ans', 'qus']);
  });

  it('PATCH /faq/update/{id} fixes a typo in the answer and keeps the question', async () => {
    const [faq] = faqs as [(typeof faqs)[0]];
    const response = await sendJson('PATCH', `/api/faq/update/${faq._id}`, {
      ans: 'ঢাকায় ১–২ দিনে,\nবাইরে ৩–৫ দিনে।',
    });
    expect(response.statusCode).toBe(200);
    const saved = { ...faq, ans: 'ঢাকায় ১–২ দিনে,\nবাইরে ৩–৫ দিনে।' };
    expect(json(response).data).toEqual(saved);
    expect(await get(`/api/faq/${faq._id}`)).toEqual(saved);
    expect(notified).toEqual(['faq']);
    faqs = [saved, ...faqs.slice(1)];
  });

  it('DELETE /faq/delete/{id} removes it; unknown ids are 404', async () => {
    const [faq, other] = faqs as [(typeof faqs)[0], (typeof faqs)[0]];
    const response = await sendJson('DELETE', `/api/faq/delete/${faq._id}`);
    expect(response.statusCode).toBe(200);
    expect(await get('/api/faq/all')).toEqual([other]);
    expect(notified).toEqual(['faq']);
    expect((await sendJson('DELETE', `/api/faq/delete/${faq._id}`)).statusCode).toBe(404);
    expect((await sendJson('PATCH', `/api/faq/update/${faq._id}`, { qus: 'x' })).statusCode).toBe(404);
  });
});
