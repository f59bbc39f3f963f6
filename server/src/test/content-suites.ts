import { envelope } from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ChangeKind } from '../lib/change-notifier.js';
import { adminHeaders } from './auth-helpers.js';
import { createTestApp, json, type TestApp } from './test-app.js';
import { filesAfterSweep, formFile, multipartForm, pngImage } from './uploads.js';

/** An id of the right form that no row has. */
export const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

export type AdminSuite = ReturnType<typeof adminSuite>;

/**
 * The app of one admin test file: an empty shop (every singleton can be created once) unless `env`
 * says otherwise, an administrator's headers, and every change notification collected in `notified`,
 * emptied before each test.
 */
export function adminSuite(env: Record<string, string> = { SEED_DEMO: 'false' }) {
  let app: TestApp;
  let admin: { authorization: string };
  const notified: ChangeKind[] = [];
  beforeAll(async () => {
    app = await createTestApp(env);
    admin = await adminHeaders(app);
    app.services.changes.subscribe((kind) => notified.push(kind));
  });
  afterAll(() => app.cleanup());
  beforeEach(() => {
    notified.length = 0;
  });

  return {
    app: () => app,
    admin: () => admin,
    notified,
    get: async (url: string) => json(await app.inject({ method: 'GET', url })).data,
    sendJson: (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) }),
    async sendForm(
      method: 'POST' | 'PATCH' | 'PUT',
      url: string,
      fields: Parameters<typeof multipartForm>[0],
    ) {
      const form = await multipartForm(fields);
      return app.inject({ method, url, payload: form.payload, headers: { ...admin, ...form.headers } });
    },
    pathsOf: (response: { body: string }) =>
      (json(response).errors ?? []).map((error: { path: string }) => error.path),
    /** The stored files of a kind once replaced ones are swept. */
    files: (kind: string) => filesAfterSweep(app, kind),
  };
}

type Route = readonly [method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string];

/** `POST /api/<path>/add` and `PATCH /api/<path>/update/{an unknown id}`: a JSON record's writes. */
export const addAndUpdate = (path: string): Route[] => [
  ['POST', `/api/${path}/add`],
  ['PATCH', `/api/${path}/update/${UNKNOWN_ID}`],
];

/** Every write of a module refuses a request without a token, JSON or form, and changes nothing. */
export function describeAdminOnly(suite: AdminSuite, routes: readonly Route[]) {
  describe('every content write is admin-only', () => {
    it.each(routes)('%s %s answers 401 without a token', async (method, url) => {
      const form = await multipartForm({ title: 'x', logo: formFile(await pngImage()) });
      for (const attempt of [
        { payload: { title: 'x', qus: 'x', ans: 'x', companyName: 'x' } },
        { payload: form.payload, headers: form.headers },
      ]) {
        const response = await suite.app().inject({ method, url, ...attempt });
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({ success: false, message: expect.any(String) });
      }
      expect(suite.notified).toEqual([]);
      expect(await suite.files('logo')).toEqual([]);
    });
  });
}

/** A JSON write answers a wrong body of any shape with Bengali sentences, never the framework's. */
export function describeBengaliFieldErrors(suite: AdminSuite, routes: readonly Route[]) {
  describe('field errors are Bengali sentences, whatever the body', () => {
    const bengali = /[\u0980-\u09FF]/;
    it.each(routes)('%s %s', async (method, url) => {
      for (const payload of [
        '{}',
        '[]',
        'null',
        '"text"',
        '{"basic":5,"custom":[],"qus":1,"companyName":null}',
      ]) {
        const response = await suite.app().inject({
          method,
          url,
          payload,
          headers: { ...suite.admin(), 'content-type': 'application/json' },
        });
        if (response.statusCode === 404) continue; // a PATCH whose body is valid reaches the unknown id
        expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
        const { message, errors } = json(response);
        expect(message).toMatch(bengali);
        for (const error of errors) expect(error.message, `${payload} ${error.path}`).toMatch(bengali);
      }
    });
  });
}

/** A JSON record's add and update (business info, SEO): admin-only, with Bengali field errors. */
export function describeRecordWriteGuards(suite: AdminSuite, path: string) {
  describeAdminOnly(suite, addAndUpdate(path));
  describeBengaliFieldErrors(suite, addAndUpdate(path));
}

/** The app of one public-read test file: the demo shop, as a first start makes it. */
export function demoShopSuite() {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.cleanup());
  return {
    app: () => app,
    get: (url: string) => app.inject({ method: 'GET', url }),
  };
}

/** Each public read answers JSON in the envelope, its data in the shape docs/api.md gives. */
export function describePublicReads(
  suite: ReturnType<typeof demoShopSuite>,
  reads: ReadonlyArray<readonly [url: string, schema: z.ZodType]>,
) {
  describe('public content reads answer the shapes of docs/api.md', () => {
    it.each(reads)('%s', async (url, schema) => {
      const response = await suite.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = envelope(schema).strict().parse(json(response));
      expect(body.success).toBe(true);
    });
  });
}

/** A stored image is served as WebP and may be cached for a year: its name never changes content. */
export async function expectServedAsWebp(suite: ReturnType<typeof demoShopSuite>, url: string) {
  const response = await suite.get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toContain('immutable');
  expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
}
