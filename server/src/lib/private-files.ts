import fs from 'node:fs';

/**
 * DATA_DIR holds customers' names, phones and addresses, administrators' password hashes and the
 * signing key: only the server's own user may read it. These two calls make that so for the folder
 * (whatever mode an older version or a person gave it) and for every file the process creates later
 * (the database and its WAL, uploads, the key, backups).
 */

/** Creates the folder if needed and makes it readable, writable and enterable by its owner only. */
export function makeDirectoryPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Files and folders this process creates from now on are its user's alone (umask 077). */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Makes one file readable and writable by its owner only (the database file, whose mode SQLite copies
 * to its WAL and shared-memory files). */
export function makeFilePrivate(file: string): void {
  fs.chmodSync(file, 0o600);
}
