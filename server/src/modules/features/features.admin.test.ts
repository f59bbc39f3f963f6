import { envelope, FeatureSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminSuite, describeAdminOnly, UNKNOWN_ID } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';
import { filesOf, formFile, pngImage } from '../../test/uploads.js';

const suite = adminSuite();
const { notified, get, sendJson, sendForm, pathsOf, files } = suite;

describeAdminOnly(suite, [
  ['POST', '/api/feature/add'],
  ['PUT', `/api/feature/update/${UNKNOWN_ID}`],
  ['DELETE', `/api/feature/delete/${UNKNOWN_ID}`],
]);

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
    expect(await files('feature')).toEqual(added.flatMap((feature) => filesOf(feature.icon)).sort());
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
    for (const old of filesOf(feature.icon)) expect(await files('feature')).not.toContain(old);
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
    expect(await files('feature')).toEqual(filesOf(other.icon).sort());
    expect(notified).toEqual(['feature']);
    expect((await sendJson('DELETE', `/api/feature/delete/${feature._id}`)).statusCode).toBe(404);
    expect((await sendForm('PUT', `/api/feature/update/${feature._id}`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });
});
