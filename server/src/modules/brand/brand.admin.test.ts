import path from 'node:path';
import { envelope, FaviconSchema, faviconPngFile, LogoSchema } from '@haat/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminSuite, describeAdminOnly, UNKNOWN_ID } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';
import { filesOf, formFile, icoFile, pngImage, svgImage, webpImage } from '../../test/uploads.js';

const suite = adminSuite();
const { notified, get, sendForm, pathsOf, files } = suite;

describeAdminOnly(suite, [
  ['POST', '/api/logo/add'],
  ['PATCH', `/api/logo/update/${UNKNOWN_ID}`],
  ['POST', '/api/favicon/add'],
  ['PATCH', `/api/favicon/update/${UNKNOWN_ID}`],
]);

describe('logo (multipart field `logo`)', () => {
  let logo: { _id: string; logo: string };

  it('POST /logo/add stores the image and answers 201', async () => {
    const response = await sendForm('POST', '/api/logo/add', { logo: formFile(await pngImage(600, 200)) });
    expect(response.statusCode, response.body).toBe(201);
    logo = envelope(LogoSchema.strict()).parse(json(response)).data;
    expect(await files('logo')).toEqual(filesOf(logo.logo).sort());
    expect(await get('/api/logo/all')).toEqual([logo]);
    expect(notified).toEqual(['logo']);
    const served = await suite.app().inject({ method: 'GET', url: `/api/logo/${logo.logo}` });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a second add is 409 and stores nothing', async () => {
    const response = await sendForm('POST', '/api/logo/add', { logo: formFile(await pngImage()) });
    expect(response.statusCode).toBe(409);
    expect(await files('logo')).toEqual(filesOf(logo.logo).sort());
  });

  it('PATCH /logo/update/{id} replaces the image and removes the old files', async () => {
    const response = await sendForm('PATCH', `/api/logo/update/${logo._id}`, {
      logo: formFile(await webpImage(), 'new.webp', 'image/webp'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data;
    expect(saved._id).toBe(logo._id);
    expect(saved.logo).not.toBe(logo.logo);
    expect(await files('logo')).toEqual(filesOf(saved.logo).sort());
    expect(await get('/api/logo/all')).toEqual([saved]);
    expect(notified).toEqual(['logo']);
    const old = await suite.app().inject({ method: 'GET', url: `/api/logo/${logo.logo}` });
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
    expect(await files('logo')).toEqual(filesOf(logo.logo).sort());
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
    expect(await files('favicon')).toEqual(filesOf(favicon.icon, PNG_SUFFIXES).sort());
    for (const size of [32, 180, 192] as const) {
      const name = faviconPngFile(favicon.icon, size);
      const metadata = await sharp(
        path.join(suite.app().config.dataDir, 'uploads', 'favicon', name),
      ).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
      const served = await suite.app().inject({ method: 'GET', url: `/api/favicon/${name}` });
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
    expect(await files('favicon')).toEqual(filesOf(saved.icon, PNG_SUFFIXES).sort());
    const png = path.join(suite.app().config.dataDir, 'uploads', 'favicon', faviconPngFile(saved.icon, 32));
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
    expect(await files('favicon')).toEqual(filesOf(favicon.icon, PNG_SUFFIXES).sort());
  });
});
