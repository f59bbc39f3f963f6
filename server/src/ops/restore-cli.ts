import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { keepNewFilesPrivate } from '../lib/private-files.js';
import { openImageStore } from '../modules/media/index.js';
import { restoreBackup } from './backup.js';

/**
 * `npm run restore <folder>`: put a backup back, the database into DATA_DIR and the images into the
 * configured store (the local folder or the bucket). Stop the shop first.
 */
const folder = process.argv[2];
if (!folder) {
  process.stderr.write('Usage: npm run restore <backup folder>\n');
  process.exit(2);
}
const config = loadConfig();
keepNewFilesPrivate();
const images = openImageStore(
  { dataDir: config.dataDir, storage: config.imageStorage },
  pino({ level: 'error' }),
);
restoreBackup({
  dataDir: config.dataDir,
  folder: path.resolve(folder),
  images,
  onPostgres: config.databaseUrl !== undefined,
})
  .then(() => process.stdout.write(`Restored ${folder} into ${config.dataDir} and ${images.location}\n`))
  .catch((error: Error) => {
    process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
