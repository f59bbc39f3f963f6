import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { keepNewFilesPrivate } from '../lib/private-files.js';
import { openImageStore } from '../modules/media/index.js';
import { createBackup } from './backup.js';

/**
 * `npm run backup [folder]`: the embedded database and every image, from the local folder or the
 * bucket. On PostgreSQL the images only: the database is pg_dump's (README).
 */
const config = loadConfig();
keepNewFilesPrivate();
const onPostgres = config.databaseUrl !== undefined;
const images = openImageStore(
  { dataDir: config.dataDir, storage: config.imageStorage },
  pino({ level: 'error' }),
);
const backupRoot = path.resolve(process.argv[2] ?? 'backups');
createBackup({ dataDir: config.dataDir, backupRoot, images, onPostgres })
  .then((folder) => {
    process.stdout.write(`Backup written to ${folder}\n`);
    if (onPostgres)
      process.stdout.write(
        'DATABASE_URL is set: the folder holds the images; back up the database with pg_dump (see README).\n',
      );
  })
  .catch((error: Error) => {
    process.stderr.write(`Backup failed: ${error.message}\n`);
    process.exit(1);
  });
