#!/usr/bin/env node
/**
 * `npm run build`'s web step: the web's three vite builds (web/package.json), skipped when nothing
 * they are made from changed since the last one finished (decision 051). The TypeScript projects
 * need no such step: `tsc -b` already compares its inputs with its last build.
 *
 * What the builds are made from: every file under web/ but the builds' own output, the web's unit
 * tests and their config; the contract's sources (the web reads them, not contract/dist); the shared
 * TypeScript settings; package-lock.json (every library, the fonts' package and vite's plugins); and
 * the VITE_* variables vite puts into the bundles. Their SHA-256 is written after a build succeeds;
 * the next run builds again when it differs or an output is missing, so a fresh clone (no dist/)
 * builds everything and a build that failed half-way is never taken for done.
 * `node scripts/build-web.mjs --force` builds regardless.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files and folders, from the repository's root, that the web's builds read. */
export const INPUTS = [
  'web',
  'contract/src',
  'contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** Under INPUTS, but not read by the builds: their output, the libraries (package-lock.json stands for them). */
const NOT_INPUTS = new Set(['web/node_modules', 'web/dist', 'web/dist-ssr', 'web/.fonts']);

/** Unit tests and their config: vitest reads them, the builds do not. */
const TEST_FILE = /(\.test\.[cm]?[jt]sx?|^vitest\.config\.[cm]?[jt]s)$/;

/** What the server needs of the builds: a build without one of them is done again. */
export const OUTPUTS = ['web/dist/index.html', 'web/dist/admin.html', 'web/dist-ssr/entry-server.js'];

/** Beside vite's manifests; the storefront build empties web/dist/, so a new build starts without it. */
export const STAMP = 'web/dist/.vite/build-inputs.sha256';

/** The input files under `root`, as sorted paths relative to it (forward slashes). */
export function inputFiles(root) {
  const files = [];
  const visit = (relative) => {
    if (NOT_INPUTS.has(relative)) return;
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) visit(child);
      else if (!TEST_FILE.test(entry.name)) files.push(child);
    }
  };
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) visit(input);
    else files.push(input);
  }
  return files.sort();
}

/** SHA-256 of the input files' names and contents and of the VITE_* variables in `env`. */
export function inputsHash(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** Whether the last build under `root` was made from inputs of this hash and left every output. */
export function isUpToDate(root, hash) {
  if (!OUTPUTS.every((file) => existsSync(path.join(root, file)))) return false;
  const stamp = path.join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Records that the outputs under `root` were built from inputs of this hash. */
export function markBuilt(root, hash) {
  mkdirSync(path.dirname(path.join(root, STAMP)), { recursive: true });
  writeFileSync(path.join(root, STAMP), `${hash}\n`);
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Taken before the build: a file edited while it runs makes the next run build again.
  const hash = inputsHash(root);
  if (!process.argv.includes('--force') && isUpToDate(root, hash)) {
    console.log('web: nothing changed since the last build, kept web/dist and web/dist-ssr');
    return;
  }
  rmSync(path.join(root, STAMP), { force: true });
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  markBuilt(root, hash);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
