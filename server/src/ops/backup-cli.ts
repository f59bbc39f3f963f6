import path from 'node:path';
import { loadConfig } from '../config.js';
import { keepNewFilesPrivate } from '../lib/private-files.js';
import { createBackup } from './backup.js';

/** `npm run backup [folder]`: snapshot the running shop's embedded database and uploads. */
const config = loadConfig();
keepNewFilesPrivate();
if (config.databaseUrl) {
  process.stderr.write(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and copy DATA_DIR/uploads (see README).\n',
  );
  process.exit(2);
}
const backupRoot = path.resolve(process.argv[2] ?? 'backups');
createBackup({ dataDir: config.dataDir, backupRoot })
  .then((folder) => process.stdout.write(`Backup written to ${folder}\n`))
  .catch((error: Error) => {
    process.stderr.write(`Backup failed: ${error.message}\n`);
    process.exit(1);
  });
