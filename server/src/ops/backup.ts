import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { makeDirectoryPrivate } from '../lib/private-files.js';

export const DATABASE_FILE = 'haat.sqlite';
const MANIFEST_FILE = 'backup.json';

export interface BackupManifest {
  createdAt: string;
  database: string;
  uploads: string;
}

/**
 * A consistent snapshot of the embedded database (SQLite's online backup API: the shop keeps taking
 * orders while it runs, and the copy is one committed state) and the uploaded files, in a new dated
 * folder under `backupRoot`. Answers the folder.
 */
export async function createBackup(options: {
  dataDir: string;
  backupRoot: string;
  now?: Date;
}): Promise<string> {
  const source = path.join(options.dataDir, DATABASE_FILE);
  if (!fs.existsSync(source))
    throw new Error(`no embedded database at ${source} (on PostgreSQL use pg_dump)`);
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const folder = path.join(options.backupRoot, `haat-${stamp}`);
  fs.mkdirSync(options.backupRoot, { recursive: true, mode: 0o700 });
  // A copy of the customers' data is as private as the original.
  makeDirectoryPrivate(folder);

  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(path.join(folder, DATABASE_FILE));
  } finally {
    database.close();
  }
  const uploads = path.join(options.dataDir, 'uploads');
  // Uploaded files are written once under random names and never changed, so a plain copy is
  // consistent enough: a file added during the copy is simply not in this backup.
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(folder, 'uploads'), { recursive: true });

  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: DATABASE_FILE,
    uploads: 'uploads',
  };
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

/**
 * Puts a backup back into `dataDir`: the database file (its old WAL files removed, so SQLite does not
 * replay them over the restored copy) and the uploads. The shop must be stopped while this runs.
 */
export function restoreBackup(options: { dataDir: string; folder: string }): void {
  const manifestPath = path.join(options.folder, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath))
    throw new Error(`${options.folder} is not a Haat backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  const backupDatabase = path.join(options.folder, manifest.database);
  const check = new SqliteDatabase(backupDatabase, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`the backup's database fails its integrity check: ${result}`);
  } finally {
    check.close();
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const target = path.join(options.dataDir, DATABASE_FILE);
  for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
  fs.copyFileSync(backupDatabase, target);

  const uploads = path.join(options.dataDir, 'uploads');
  fs.rmSync(uploads, { recursive: true, force: true });
  const backupUploads = path.join(options.folder, manifest.uploads);
  if (fs.existsSync(backupUploads)) fs.cpSync(backupUploads, uploads, { recursive: true });
}
