import { BannerSchema, envelope } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminSuite, describeAdminOnly, UNKNOWN_ID } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';
import { filesOf, formFile, type multipartForm, pngImage } from '../../test/uploads.js';

const suite = adminSuite();
const { notified, get, sendForm, pathsOf, files } = suite;

describeAdminOnly(suite, [
  ['POST', '/api/banner/add'],
  ['PATCH', `/api/banner/update/${UNKNOWN_ID}`],
]);

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
    expect(await files('banner')).toEqual(banner.galleries.flatMap((gallery) => filesOf(gallery.url)).sort());
    expect(await get('/api/banner/all')).toEqual(banner);
    expect(notified).toEqual(['banner']);
  });

  it('a second add is 409 and stores nothing', async () => {
    const before = await files('banner');
    const response = await sendForm('POST', '/api/banner/add', {
      title: 'আরেকটি',
      images: [await image('#000')],
    });
    expect(response.statusCode).toBe(409);
    expect(await files('banner')).toEqual(before);
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
    expect(await files('banner')).toEqual(
      saved.galleries.flatMap((gallery: { url: string }) => filesOf(gallery.url)).sort(),
    );
    expect(await files('banner')).not.toContain(second.url);
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
    const before = await files('banner');
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
    expect(await files('banner')).toEqual(before);
    expect(await get('/api/banner/all')).toEqual(banner);
    expect(notified).toEqual([]);
  });

  it('an unknown id is 404 and stores no file', async () => {
    const before = await files('banner');
    const response = await sendForm('PATCH', `/api/banner/update/${UNKNOWN_ID}`, {
      images: await image('#000'),
    });
    expect(response.statusCode).toBe(404);
    expect(await files('banner')).toEqual(before);
  });
});
