import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { createPostgresDatabase } from './test-app.js';

/**
 * A database with no migration run, for a test that migrates it step by step: a temporary SQLite
 * file, or a new PostgreSQL database when TEST_DATABASE_URL is set. `remove` closes and deletes it.
 */
export async function emptyDatabase(prefix: string): Promise<DatabaseHandle & { remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const handle = openDatabase({ dataDir, databaseUrl: database?.url });
  return {
    ...handle,
    async remove() {
      await handle.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
