import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash, isUpToDate, markBuilt, OUTPUTS } from './build-web.mjs';

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'haat-build-web-'));
  write('web/index.html', '<div id="app"></div>');
  write('web/src/main.tsx', 'export const a = 1;');
  write('contract/src/index.ts', 'export const b = 2;');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes the outputs of a build made from the inputs as they are now. */
const built = () => {
  for (const file of OUTPUTS) write(file, 'built');
  markBuilt(root, inputsHash(root, {}));
};
const upToDate = (env = {}) => isUpToDate(root, inputsHash(root, env));

describe('the web build is skipped only when its inputs and outputs are as the last build left them', () => {
  it('builds a clone that has never built', () => {
    expect(upToDate()).toBe(false);
  });

  it('skips a build after one from the same inputs', () => {
    built();
    expect(upToDate()).toBe(true);
  });

  it.each([
    ['a web source', 'web/src/main.tsx'],
    ['a new web source', 'web/src/new.ts'],
    ['a page', 'web/index.html'],
    ['the contract', 'contract/src/index.ts'],
    ['the libraries', 'package-lock.json'],
  ])('builds again after a change to %s', (_what, file) => {
    built();
    write(file, 'changed');
    expect(upToDate()).toBe(false);
  });

  it('builds again when a VITE_ variable the bundles read changes', () => {
    built();
    expect(upToDate({ VITE_DEVELOPER_NAME: 'someone else' })).toBe(false);
    expect(upToDate({ UNRELATED: 'x' })).toBe(true);
  });

  it('builds again when an output is missing (a build that stopped half-way)', () => {
    built();
    rmSync(path.join(root, OUTPUTS[OUTPUTS.length - 1]));
    expect(upToDate()).toBe(false);
  });

  it('skips after changes to what the builds do not read: unit tests, the outputs', () => {
    built();
    write('web/src/main.test.tsx', 'test');
    write('web/vitest.config.ts', 'config');
    write('web/dist/assets/extra.js', 'x');
    expect(upToDate()).toBe(true);
  });
});
