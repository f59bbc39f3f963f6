import fs from 'node:fs';
import path from 'node:path';
import { STORED_FILE_PATTERN, UPLOAD_KINDS } from '@haat/contract';
import SqliteDatabase from 'better-sqlite3';
import { makeDirectoryPrivate } from '../lib/private-files.js';
import type { ImageStore } from '../modules/media/image-store.js';

export const DATABASE_FILE = 'haat.sqlite';
const MANIFEST_FILE = 'backup.json';

export interface BackupManifest {
  createdAt: string;
  /** The embedded database's file; null when the shop runs on PostgreSQL (pg_dump backs that up). */
  database: string | null;
  uploads: string;
}

/** Every image file of the store, into `<folder>/<kind>/<file>`: the layout both stores share. */
async function copyImagesOut(images: ImageStore, folder: string): Promise<number> {
  let copied = 0;
  for (const kind of UPLOAD_KINDS) {
    // Written once under random names and never changed, so a plain copy is consistent enough: a
    // file added during the copy is simply not in this backup.
    for (const name of await images.list(kind)) {
      const content = await images.read(kind, name);
      if (!content) continue;
      fs.mkdirSync(path.join(folder, kind), { recursive: true });
      fs.writeFileSync(path.join(folder, kind, name), content);
      copied++;
    }
  }
  return copied;
}

/** The backup's image files back into the store; files the store has beyond them stay (no row uses them). */
async function copyImagesIn(folder: string, images: ImageStore): Promise<void> {
  for (const kind of UPLOAD_KINDS) {
    const kindFolder = path.join(folder, kind);
    if (!fs.existsSync(kindFolder)) continue;
    for (const name of fs.readdirSync(kindFolder)) {
      if (!STORED_FILE_PATTERN.test(name)) continue;
      await images.write(kind, name, fs.readFileSync(path.join(kindFolder, name)));
    }
  }
}

/**
 * A backup in a new dated folder under `backupRoot`, answered: the embedded database as one consistent
 * snapshot (SQLite's online backup API: the shop keeps taking orders while it runs), and every image
 * file of the store, the local folder's or the bucket's alike. On PostgreSQL the database is left to
 * pg_dump (README), and the folder holds the images.
 */
export async function createBackup(options: {
  dataDir: string;
  backupRoot: string;
  images: ImageStore;
  onPostgres?: boolean;
  now?: Date;
}): Promise<string> {
  const source = path.join(options.dataDir, DATABASE_FILE);
  if (!options.onPostgres && !fs.existsSync(source)) throw new Error(`no embedded database at ${source}`);
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const folder = path.join(options.backupRoot, `haat-${stamp}`);
  fs.mkdirSync(options.backupRoot, { recursive: true, mode: 0o700 });
  // A copy of the customers' data is as private as the original.
  makeDirectoryPrivate(folder);

  if (!options.onPostgres) {
    const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await database.backup(path.join(folder, DATABASE_FILE));
    } finally {
      database.close();
    }
  }
  await copyImagesOut(options.images, path.join(folder, 'uploads'));

  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: options.onPostgres ? null : DATABASE_FILE,
    uploads: 'uploads',
  };
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

/**
 * Puts a backup back: the database file into `dataDir` (its old WAL files removed, so SQLite does not
 * replay them over the restored copy) when the backup has one, and the images into the store. The
 * shop must be stopped while this runs.
 */
export async function restoreBackup(options: {
  dataDir: string;
  folder: string;
  images: ImageStore;
  onPostgres?: boolean;
}): Promise<void> {
  const manifestPath = path.join(options.folder, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath))
    throw new Error(`${options.folder} is not a Haat backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.database && options.onPostgres)
    throw new Error('this backup holds the embedded database: restore it with DATABASE_URL unset');
  if (manifest.database) {
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
  }
  await copyImagesIn(path.join(options.folder, manifest.uploads), options.images);
}
