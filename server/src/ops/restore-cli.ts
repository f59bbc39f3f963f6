import path from 'node:path';
import { loadConfig } from '../config.js';
import { keepNewFilesPrivate } from '../lib/private-files.js';
import { restoreBackup } from './backup.js';

/** `npm run restore <folder>`: put a backup back into DATA_DIR. Stop the shop first. */
const folder = process.argv[2];
if (!folder) {
  process.stderr.write('Usage: npm run restore <backup folder>\n');
  process.exit(2);
}
const config = loadConfig();
keepNewFilesPrivate();
try {
  restoreBackup({ dataDir: config.dataDir, folder: path.resolve(folder) });
  process.stdout.write(`Restored ${folder} into ${config.dataDir}\n`);
} catch (error) {
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
