import { BusinessInfoSchema, envelope } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminSuite, describeRecordWriteGuards, UNKNOWN_ID } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const suite = adminSuite();
const { notified, get, sendJson, pathsOf } = suite;

describeRecordWriteGuards(suite, 'business');

describe('business info', () => {
  let id: string;

  it('POST /business/add creates it (201) and the public read shows it', async () => {
    const response = await sendJson('POST', '/api/business/add', {
      companyName: '  হাট \u0000কৃষিপণ্য\u202E ',
      facebook: 'https://facebook.com/haat',
      whatsapp: '০১৭১২-৩৪৫৬৭৮',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = envelope(BusinessInfoSchema.strict()).parse(json(response));
    // Plain text is stored as typed, less control characters and outer spaces.
    expect(data).toMatchObject({
      companyName: 'হাট কৃষিপণ্য',
      facebook: 'https://facebook.com/haat',
      whatsapp: '০১৭১২-৩৪৫৬৭৮',
    });
    id = data._id;
    expect(await get('/api/business/all')).toEqual([data]);
    expect(notified).toEqual(['business']);
  });

  it('a second add is 409 and changes nothing', async () => {
    const response = await sendJson('POST', '/api/business/add', {
      companyName: 'আরেকটি',
      facebook: '',
      whatsapp: '',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toMatch(/update/);
    expect(await get('/api/business/all')).toHaveLength(1);
    expect(notified).toEqual([]);
  });

  it('answers field errors with paths and Bengali messages', async () => {
    const response = await sendJson('POST', '/api/business/add', {
      companyName: '',
      facebook: 'javascript:alert(1)',
      whatsapp: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response).sort()).toEqual(['companyName', 'facebook', 'whatsapp']);
    for (const error of json(response).errors) expect(error.message).toMatch(/[\u0980-\u09FF]/);
  });

  it('PATCH /business/update/{id} changes only what it carries; HTML stays text', async () => {
    const response = await sendJson('PATCH', `/api/business/update/${id}`, { companyName: '<b>হাট</b> & Co' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      _id: id,
      companyName: '<b>হাট</b> & Co',
      facebook: 'https://facebook.com/haat',
      whatsapp: '০১৭১২-৩৪৫৬৭৮',
    });
    expect((await get('/api/business/all'))[0].companyName).toBe('<b>হাট</b> & Co');
    expect(notified).toEqual(['business']);
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    expect(
      (await sendJson('PATCH', `/api/business/update/${UNKNOWN_ID}`, { companyName: 'x' })).statusCode,
    ).toBe(404);
    const malformed = await sendJson('PATCH', '/api/business/update/not-an-id!', { companyName: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(pathsOf(malformed)).toEqual(['id']);
  });
});
