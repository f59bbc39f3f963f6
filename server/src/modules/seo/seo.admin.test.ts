import { envelope, SeoSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminSuite, describeRecordWriteGuards, UNKNOWN_ID } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const suite = adminSuite();
const { notified, get, sendJson, pathsOf } = suite;

describeRecordWriteGuards(suite, 'seo');

describe('SEO (JSON)', () => {
  const basic = {
    title: 'হাট — খাঁটি কৃষিপণ্য',
    description: 'গ্রামের খাঁটি পণ্য',
    keywords: 'আম, মধু',
    author: 'হাট',
    designer: 'হাট',
    subject: 'কৃষিপণ্য',
    copyright: '© হাট',
    url: 'https://haat.example',
  };
  const custom = { google_tag_manager: '', facebook_domain_verification: '', google_site_verification: '' };
  let id: string;

  it('POST /seo/add creates it (201)', async () => {
    const response = await sendJson('POST', '/api/seo/add', { basic, custom });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = envelope(SeoSchema.strict()).parse(json(response));
    expect(data).toEqual({ _id: data._id, basic, custom });
    id = data._id;
    expect(await get('/api/seo')).toEqual(data);
    expect(notified).toEqual(['seo']);
    expect((await sendJson('POST', '/api/seo/add', { basic, custom })).statusCode).toBe(409);
  });

  it('answers nested field paths', async () => {
    const response = await sendJson('POST', '/api/seo/add', {
      basic: { ...basic, url: 'ftp://x' },
      custom: { ...custom, google_tag_manager: '<script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response).sort()).toEqual(['basic.url', 'custom.google_tag_manager']);
    const missing = await sendJson('POST', '/api/seo/add', { basic });
    expect(pathsOf(missing)).toEqual(['custom']);
  });

  it('PATCH /seo/update/{id} changes only the fields sent', async () => {
    const response = await sendJson('PATCH', `/api/seo/update/${id}`, {
      custom: { google_tag_manager: 'GTM-ABC1234' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      _id: id,
      basic,
      custom: { ...custom, google_tag_manager: 'GTM-ABC1234' },
    });
    expect((await get('/api/seo')).custom.google_tag_manager).toBe('GTM-ABC1234');
    expect(notified).toEqual(['seo']);
    expect(
      (await sendJson('PATCH', `/api/seo/update/${UNKNOWN_ID}`, { basic: { title: 'x' } })).statusCode,
    ).toBe(404);
  });
});
