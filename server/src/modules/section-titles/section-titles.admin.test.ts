import { envelope, SectionTitleSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import {
  addAndUpdate,
  adminSuite,
  describeAdminOnly,
  describeBengaliFieldErrors,
  UNKNOWN_ID,
} from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const suite = adminSuite();
const { notified, get, sendJson, pathsOf } = suite;

describeAdminOnly(suite, [...addAndUpdate('featureSection'), ...addAndUpdate('faqSection')]);

describeBengaliFieldErrors(suite, [['POST', '/api/featureSection/add']]);

describe.each([
  ['featureSection', 'featureSection'],
  ['faqSection', 'faqSection'],
] as const)('%s title (JSON)', (section, kind) => {
  let id: string;

  it(`POST /${section}/add creates it once`, async () => {
    const response = await sendJson('POST', `/api/${section}/add`, { title: 'আমাদের সেবা' });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = envelope(SectionTitleSchema.strict()).parse(json(response));
    id = data._id;
    expect(await get(`/api/${section}/all`)).toEqual(data);
    expect(notified).toEqual([kind]);
    expect((await sendJson('POST', `/api/${section}/add`, { title: 'আবার' })).statusCode).toBe(409);
    const empty = await sendJson('POST', `/api/${section}/add`, { title: '' });
    expect(empty.statusCode).toBe(400);
    expect(pathsOf(empty)).toEqual(['title']);
  });

  it(`PATCH /${section}/update/{id} changes the title; another section's id is 404`, async () => {
    const response = await sendJson('PATCH', `/api/${section}/update/${id}`, { title: 'কেন আমরা' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ _id: id, title: 'কেন আমরা' });
    expect((await get(`/api/${section}/all`)).title).toBe('কেন আমরা');
    const other = section === 'featureSection' ? 'faqSection' : 'featureSection';
    const otherId = (await get(`/api/${other}/all`))?._id ?? UNKNOWN_ID;
    expect((await sendJson('PATCH', `/api/${section}/update/${otherId}`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });
});
