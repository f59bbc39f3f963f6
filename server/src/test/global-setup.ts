import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSeededTemplate, dropDatabase, type SeededTemplate } from './seeded-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo shop seeded once for this run (seeded-template.ts). */
    seededTemplate: SeededTemplate;
    /** The same on the embedded database, for apps given `DATABASE_URL: ''`: the one above on SQLite. */
    embeddedTemplate: SeededTemplate;
  }
}

/**
 * Before the server's suites: the demo shop seeded once, on the engine this run uses
 * (TEST_DATABASE_URL: PostgreSQL), for the test apps to copy; on PostgreSQL, once more on the
 * embedded database, for the suites that pick it (backups, logs). Gone when the run ends.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-seeded-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = await createSeededTemplate(root, adminUrl);
  project.provide('seededTemplate', template);
  project.provide(
    'embeddedTemplate',
    adminUrl ? await createSeededTemplate(path.join(root, 'embedded'), undefined) : template,
  );
  return async () => {
    if (adminUrl && template.database) await dropDatabase(adminUrl, template.database);
    fs.rmSync(root, { recursive: true, force: true });
  };
}
