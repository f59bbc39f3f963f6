import { parseArgs } from 'node:util';
import { AdminEmailSchema } from '@haat/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { keepNewFilesPrivate } from '../lib/private-files.js';
import { createAuthRepository } from '../modules/auth/auth.repository.js';

/**
 * `npm run unlock-admin -- <email> [--address <ip>]`: an administrator held back by failed sign-ins
 * (their own typos, or someone guessing from their address) signs in at once afterwards. Forgets the
 * failures of that account from every address, and with `--address` every failure from that address.
 * Works on the embedded database and on PostgreSQL alike, with the shop running.
 */
const usage = 'Usage: npm run unlock-admin -- <email> [--address <ip address>]\n';
let email: string | undefined;
let address: string | undefined;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { address: { type: 'string' } },
  });
  email = positionals[0];
  address = values.address;
} catch {
  process.stderr.write(usage);
  process.exit(2);
}
const parsedEmail = AdminEmailSchema.safeParse(email ?? '');
if (!parsedEmail.success) {
  process.stderr.write(usage);
  process.exit(2);
}

const config = loadConfig();
keepNewFilesPrivate();
const handle = openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const repository = createAuthRepository(handle.db);
  const forAccount = await repository.clearFailures({ email: parsedEmail.data });
  const forAddress = address ? await repository.clearFailures({ address }) : 0;
  process.stdout.write(
    `Forgot ${forAccount} failed sign-ins of ${parsedEmail.data}` +
      (address ? ` and ${forAddress} from ${address}` : '') +
      '. They can sign in now.\n',
  );
} catch (error) {
  process.stderr.write(`Unlock failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
