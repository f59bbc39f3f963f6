import path from 'node:path';
import {
  BannerSchema,
  BusinessInfoSchema,
  envelope,
  FaqSchema,
  FaviconSchema,
  FeatureSchema,
  faviconPngFile,
  LogoSchema,
  SectionTitleSchema,
  SeoSchema,
} from '@haat/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../lib/change-notifier.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import {
  filesOf,
  formFile,
  icoFile,
  multipartForm,
  pngImage,
  storedFiles,
  svgImage,
  webpImage,
} from '../../test/uploads.js';

let app: TestApp;
let admin: { authorization: string };
const notified: ChangeKind[] = [];
beforeAll(async () => {
  // An empty shop: every singleton can be created once.
  app = await createTestApp({ SEED_DEMO: 'false' });
  admin = await adminHeaders(app);
  app.services.changes.subscribe((kind) => notified.push(kind));
});
afterAll(() => app.cleanup());
beforeEach(() => {
  notified.length = 0;
});

const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const get = async (url: string) => json(await app.inject({ method: 'GET', url })).data;
const sendJson = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
async function sendForm(
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  fields: Parameters<typeof multipartForm>[0],
) {
  const form = await multipartForm(fields);
  return app.inject({ method, url, payload: form.payload, headers: { ...admin, ...form.headers } });
}
const pathsOf = (response: { body: string }) =>
  (json(response).errors ?? []).map((error: { path: string }) => error.path);
const files = (kind: string) => storedFiles(app.config.dataDir, kind);

describe('every content write is admin-only', () => {
  const routes = [
    ['POST', '/api/business/add'],
    ['PATCH', `/api/business/update/${UNKNOWN_ID}`],
    ['POST', '/api/logo/add'],
    ['PATCH', `/api/logo/update/${UNKNOWN_ID}`],
    ['POST', '/api/favicon/add'],
    ['PATCH', `/api/favicon/update/${UNKNOWN_ID}`],
    ['POST', '/api/seo/add'],
    ['PATCH', `/api/seo/update/${UNKNOWN_ID}`],
    ['POST', '/api/banner/add'],
    ['PATCH', `/api/banner/update/${UNKNOWN_ID}`],
    ['POST', '/api/feature/add'],
    ['PUT', `/api/feature/update/${UNKNOWN_ID}`],
    ['DELETE', `/api/feature/delete/${UNKNOWN_ID}`],
    ['POST', '/api/featureSection/add'],
    ['PATCH', `/api/featureSection/update/${UNKNOWN_ID}`],
    ['POST', '/api/faq/add'],
    ['PATCH', `/api/faq/update/${UNKNOWN_ID}`],
    ['DELETE', `/api/faq/delete/${UNKNOWN_ID}`],
    ['POST', '/api/faqSection/add'],
    ['PATCH', `/api/faqSection/update/${UNKNOWN_ID}`],
  ] as const;

  it.each(routes)('%s %s answers 401 without a token', async (method, url) => {
    const form = await multipartForm({ title: 'x', logo: formFile(await pngImage()) });
    for (const attempt of [
      { payload: { title: 'x', qus: 'x', ans: 'x', companyName: 'x' } },
      { payload: form.payload, headers: form.headers },
    ]) {
      const response = await app.inject({ method, url, ...attempt });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    }
    expect(notified).toEqual([]);
    expect(files('logo')).toEqual([]);
  });
});

describe('field errors are Bengali sentences, whatever the body', () => {
  const bengali = /[\u0980-\u09FF]/;
  it.each([
    ['POST', '/api/business/add'],
    ['POST', '/api/seo/add'],
    ['PATCH', `/api/seo/update/${UNKNOWN_ID}`],
    ['POST', '/api/faq/add'],
    ['POST', '/api/featureSection/add'],
    ['PATCH', `/api/business/update/${UNKNOWN_ID}`],
  ] as const)('%s %s', async (method, url) => {
    for (const payload of [
      '{}',
      '[]',
      'null',
      '"text"',
      '{"basic":5,"custom":[],"qus":1,"companyName":null}',
    ]) {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { ...admin, 'content-type': 'application/json' },
      });
      if (response.statusCode === 404) continue; // a PATCH whose body is valid reaches the unknown id
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      const { message, errors } = json(response);
      expect(message).toMatch(bengali);
      for (const error of errors) expect(error.message, `${payload} ${error.path}`).toMatch(bengali);
    }
  });
});

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

describe('logo (multipart field `logo`)', () => {
  let logo: { _id: string; logo: string };

  it('POST /logo/add stores the image and answers 201', async () => {
    const response = await sendForm('POST', '/api/logo/add', { logo: formFile(await pngImage(600, 200)) });
    expect(response.statusCode, response.body).toBe(201);
    logo = envelope(LogoSchema.strict()).parse(json(response)).data;
    expect(files('logo')).toEqual(filesOf(logo.logo).sort());
    expect(await get('/api/logo/all')).toEqual([logo]);
    expect(notified).toEqual(['logo']);
    const served = await app.inject({ method: 'GET', url: `/api/logo/${logo.logo}` });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a second add is 409 and stores nothing', async () => {
    const response = await sendForm('POST', '/api/logo/add', { logo: formFile(await pngImage()) });
    expect(response.statusCode).toBe(409);
    expect(files('logo')).toEqual(filesOf(logo.logo).sort());
  });

  it('PATCH /logo/update/{id} replaces the image and removes the old files', async () => {
    const response = await sendForm('PATCH', `/api/logo/update/${logo._id}`, {
      logo: formFile(await webpImage(), 'new.webp', 'image/webp'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data;
    expect(saved._id).toBe(logo._id);
    expect(saved.logo).not.toBe(logo.logo);
    expect(files('logo')).toEqual(filesOf(saved.logo).sort());
    expect(await get('/api/logo/all')).toEqual([saved]);
    expect(notified).toEqual(['logo']);
    const old = await app.inject({ method: 'GET', url: `/api/logo/${logo.logo}` });
    expect(old.statusCode).toBe(404);
    logo = saved;
  });

  it('without a file, with an SVG, or for an unknown id nothing changes', async () => {
    const missing = await sendForm('PATCH', `/api/logo/update/${logo._id}`, { other: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(pathsOf(missing)).toEqual(['logo']);
    const svg = await sendForm('PATCH', `/api/logo/update/${logo._id}`, {
      logo: formFile(svgImage(), 'a.svg'),
    });
    expect(svg.statusCode).toBe(415);
    const unknown = await sendForm('PATCH', `/api/logo/update/${UNKNOWN_ID}`, {
      logo: formFile(await pngImage()),
    });
    expect(unknown.statusCode).toBe(404);
    expect(files('logo')).toEqual(filesOf(logo.logo).sort());
    expect(notified).toEqual([]);
  });
});

describe('favicon (multipart field `icon`)', () => {
  const PNG_SUFFIXES = ['-32.png', '-180.png', '-192.png'];
  let favicon: { _id: string; icon: string };

  it('POST /favicon/add stores WebP copies and square PNGs at 32, 180 and 192 pixels', async () => {
    const response = await sendForm('POST', '/api/favicon/add', { icon: formFile(await pngImage(300, 200)) });
    expect(response.statusCode, response.body).toBe(201);
    favicon = envelope(FaviconSchema.strict()).parse(json(response)).data;
    expect(files('favicon')).toEqual(filesOf(favicon.icon, PNG_SUFFIXES).sort());
    for (const size of [32, 180, 192] as const) {
      const name = faviconPngFile(favicon.icon, size);
      const metadata = await sharp(path.join(app.config.dataDir, 'uploads', 'favicon', name)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
      const served = await app.inject({ method: 'GET', url: `/api/favicon/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
    expect(await get('/api/favicon/all')).toEqual(favicon);
    expect(notified).toEqual(['favicon']);
  });

  it('a second add is 409', async () => {
    const response = await sendForm('POST', '/api/favicon/add', { icon: formFile(await pngImage()) });
    expect(response.statusCode).toBe(409);
  });

  it('accepts a classic ICO (bitmap pictures) and converts its largest picture', async () => {
    const red = Buffer.alloc(16 * 16 * 4);
    const blue = Buffer.alloc(48 * 48 * 4);
    for (let at = 0; at < red.length; at += 4) red.set([255, 0, 0, 255], at);
    for (let at = 0; at < blue.length; at += 4) blue.set([0, 0, 255, 255], at);
    const ico = icoFile([
      { rgba: red, size: 16 },
      { rgba: blue, size: 48 },
    ]);
    const response = await sendForm('PATCH', `/api/favicon/update/${favicon._id}`, {
      icon: formFile(ico, 'favicon.ico', 'image/x-icon'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data;
    expect(saved.icon).not.toBe(favicon.icon);
    // The old icon's WebP and PNG files are gone; the new one has its full set.
    expect(files('favicon')).toEqual(filesOf(saved.icon, PNG_SUFFIXES).sort());
    const png = path.join(app.config.dataDir, 'uploads', 'favicon', faviconPngFile(saved.icon, 32));
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([0, 0, 255, 255]);
    expect(await get('/api/favicon/all')).toEqual(saved);
    expect(notified).toEqual(['favicon']);
    favicon = saved;
  });

  it('accepts a modern ICO holding a PNG picture', async () => {
    const ico = icoFile([{ png: await pngImage(64, 64, '#38a169'), size: 64 }]);
    const response = await sendForm('PATCH', `/api/favicon/update/${favicon._id}`, {
      icon: formFile(ico, 'favicon.ico', 'image/vnd.microsoft.icon'),
    });
    expect(response.statusCode, response.body).toBe(200);
    favicon = json(response).data;
  });

  it('a malformed ICO is 415 and leaves the favicon as it was', async () => {
    const broken = icoFile([{ png: await pngImage(8, 8), size: 8 }]);
    broken.writeUInt32LE(1_000_000, 6 + 12);
    const response = await sendForm('PATCH', `/api/favicon/update/${favicon._id}`, {
      icon: formFile(broken, 'favicon.ico', 'image/x-icon'),
    });
    expect(response.statusCode).toBe(415);
    expect(files('favicon')).toEqual(filesOf(favicon.icon, PNG_SUFFIXES).sort());
  });
});

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

describe('banner (multipart: title, description, images, imageTitles, galleries)', () => {
  let banner: { _id: string; galleries: Array<{ _id: string; url: string; title: string }> };
  const image = async (colour: string) =>
    formFile(await pngImage(1600, 700, colour), 'slide.jpg', 'image/jpeg');

  it('POST /banner/add creates it with its gallery in upload order (201)', async () => {
    const response = await sendForm('POST', '/api/banner/add', {
      title: 'আমের মৌসুম শুরু',
      description: 'রাজশাহীর গাছপাকা আম',
      images: [await image('#f6e05e'), await image('#68d391'), await image('#fc8181')],
      imageTitles: ['হিমসাগর', 'ল্যাংড়া', 'আম্রপালি'],
    });
    expect(response.statusCode, response.body).toBe(201);
    banner = envelope(BannerSchema.strict()).parse(json(response)).data;
    expect(banner).toMatchObject({ title: 'আমের মৌসুম শুরু', description: 'রাজশাহীর গাছপাকা আম' });
    expect(banner.galleries.map((gallery) => gallery.title)).toEqual(['হিমসাগর', 'ল্যাংড়া', 'আম্রপালি']);
    expect(files('banner')).toEqual(banner.galleries.flatMap((gallery) => filesOf(gallery.url)).sort());
    expect(await get('/api/banner/all')).toEqual(banner);
    expect(notified).toEqual(['banner']);
  });

  it('a second add is 409 and stores nothing', async () => {
    const before = files('banner');
    const response = await sendForm('POST', '/api/banner/add', {
      title: 'আরেকটি',
      images: [await image('#000')],
    });
    expect(response.statusCode).toBe(409);
    expect(files('banner')).toEqual(before);
  });

  it('one update re-titles, reorders, removes and adds gallery items', async () => {
    const [first, second, third] = banner.galleries as [
      (typeof banner.galleries)[0],
      (typeof banner.galleries)[0],
      (typeof banner.galleries)[0],
    ];
    const response = await sendForm('PATCH', `/api/banner/update/${banner._id}`, {
      title: 'ঈদের অফার',
      galleries: JSON.stringify([
        { _id: third._id, title: 'আম্রপালি (নতুন)' },
        { image: 0, title: 'লিচু' },
        { _id: first._id, title: first.title },
      ]),
      images: [await image('#e53e3e')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data;
    expect(saved.title).toBe('ঈদের অফার');
    expect(saved.description).toBe('রাজশাহীর গাছপাকা আম');
    expect(saved.galleries.map((gallery: { title: string }) => gallery.title)).toEqual([
      'আম্রপালি (নতুন)',
      'লিচু',
      'হিমসাগর',
    ]);
    expect(saved.galleries[0]._id).toBe(third._id);
    expect(saved.galleries[0].url).toBe(third.url);
    expect(saved.galleries[2]._id).toBe(first._id);
    // The removed item's files are gone; the kept and new ones are on disk.
    expect(files('banner')).toEqual(
      saved.galleries.flatMap((gallery: { url: string }) => filesOf(gallery.url)).sort(),
    );
    expect(files('banner')).not.toContain(second.url);
    expect(await get('/api/banner/all')).toEqual(saved);
    expect(notified).toEqual(['banner']);
    banner = saved;
  });

  it('without `galleries`, new images are appended and the rest stays', async () => {
    const response = await sendForm('PATCH', `/api/banner/update/${banner._id}`, {
      images: await image('#805ad5'),
      imageTitles: 'জাম',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data;
    expect(saved.title).toBe('ঈদের অফার');
    expect(saved.galleries.slice(0, 3)).toEqual(banner.galleries);
    expect(saved.galleries[3].title).toBe('জাম');
    banner = saved;
  });

  it('a bad gallery plan is a 400 on the field at fault and stores no file', async () => {
    const before = files('banner');
    const cases: Array<[Parameters<typeof multipartForm>[0], string]> = [
      [{ galleries: JSON.stringify([{ _id: UNKNOWN_ID, title: 'x' }]) }, 'galleries.0._id'],
      [{ galleries: JSON.stringify([{ image: 1 }]), images: await image('#000') }, 'galleries.0.image'],
      [{ galleries: JSON.stringify([]), images: await image('#000') }, 'images'],
      [{ galleries: '{not json' }, 'galleries'],
      [{ galleries: JSON.stringify([{ title: 'নেই' }]) }, 'galleries.0'],
      [{ images: await image('#000'), imageTitles: ['এক', 'দুই'] }, 'imageTitles'],
      [{ title: '' }, 'title'],
    ];
    for (const [fields, path] of cases) {
      const response = await sendForm('PATCH', `/api/banner/update/${banner._id}`, fields);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(pathsOf(response)).toContain(path);
    }
    expect(files('banner')).toEqual(before);
    expect(await get('/api/banner/all')).toEqual(banner);
    expect(notified).toEqual([]);
  });

  it('an unknown id is 404 and stores no file', async () => {
    const before = files('banner');
    const response = await sendForm('PATCH', `/api/banner/update/${UNKNOWN_ID}`, {
      images: await image('#000'),
    });
    expect(response.statusCode).toBe(404);
    expect(files('banner')).toEqual(before);
  });
});

describe('features (multipart: title, icon)', () => {
  let added: Array<{ _id: string; title: string; icon: string }> = [];
  const icon = async () => formFile(await pngImage(128, 128, '#2b6cb0'), 'icon.png');

  it('POST /feature/add appends each new feature at the end (201)', async () => {
    for (const title of ['দ্রুত ডেলিভারি', 'ক্যাশ অন ডেলিভারি']) {
      const response = await sendForm('POST', '/api/feature/add', { title, icon: await icon() });
      expect(response.statusCode, response.body).toBe(201);
      added.push(envelope(FeatureSchema.strict()).parse(json(response)).data);
    }
    expect(await get('/api/feature/all')).toEqual(added);
    expect(notified).toEqual(['feature', 'feature']);
    expect(files('feature')).toEqual(added.flatMap((feature) => filesOf(feature.icon)).sort());
  });

  it('requires a title and an icon', async () => {
    const response = await sendForm('POST', '/api/feature/add', { title: ' ' });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response).sort()).toEqual(['icon', 'title']);
  });

  it('PUT /feature/update/{id} without an icon keeps it; with one replaces it', async () => {
    const [feature] = added as [(typeof added)[0]];
    const titleOnly = await sendForm('PUT', `/api/feature/update/${feature._id}`, {
      title: 'সারা দেশে ডেলিভারি',
    });
    expect(titleOnly.statusCode, titleOnly.body).toBe(200);
    expect(json(titleOnly).data).toEqual({ ...feature, title: 'সারা দেশে ডেলিভারি' });

    const withIcon = await sendForm('PUT', `/api/feature/update/${feature._id}`, {
      title: 'সারা দেশে ডেলিভারি',
      icon: await icon(),
    });
    expect(withIcon.statusCode).toBe(200);
    const saved = json(withIcon).data;
    expect(saved.icon).not.toBe(feature.icon);
    for (const old of filesOf(feature.icon)) expect(files('feature')).not.toContain(old);
    expect(await get(`/api/feature/${feature._id}`)).toEqual(saved);
    expect(notified).toEqual(['feature', 'feature']);
    added = [saved, ...added.slice(1)];
  });

  it('DELETE /feature/delete/{id} removes the feature and its icon files', async () => {
    const [feature, other] = added as [(typeof added)[0], (typeof added)[0]];
    const response = await sendJson('DELETE', `/api/feature/delete/${feature._id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: expect.any(String) });
    expect(await get('/api/feature/all')).toEqual([other]);
    expect(files('feature')).toEqual(filesOf(other.icon).sort());
    expect(notified).toEqual(['feature']);
    expect((await sendJson('DELETE', `/api/feature/delete/${feature._id}`)).statusCode).toBe(404);
    expect((await sendForm('PUT', `/api/feature/update/${feature._id}`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });
});

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
