import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Nothing the server does not run ships in server/dist (decision 049): every file server/tsconfig.json
// compiles is reached by imports from an entry point, main.ts or a command the root package.json's
// scripts run from server/dist. Bench code and test helpers live where the build does not look.

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.join(serverDir, '..');

function compiledFiles(): string[] {
  const configPath = path.join(serverDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts
    .parseJsonConfigFileContent(config, ts.sys, serverDir, undefined, configPath)
    .fileNames.map((file) => path.resolve(file));
}

function entryPoints(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const commands = Object.values(scripts).flatMap((script) =>
    [...script.matchAll(/node (?:--\S+ )*server\/dist\/(\S+)\.js/g)].map((match) => match[1] as string),
  );
  return [...new Set(['main', ...commands])].map((name) => path.join(serverDir, 'src', `${name}.ts`));
}

/** The files reached from `entries` by their relative imports, static or dynamic. */
function reachable(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const waiting = [...entries];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      waiting.push(existsSync(target) ? target : target.replace(/\.js$/, '.ts'));
    }
  }
  return seen;
}

describe('what the server build ships', () => {
  it('is only what an entry point runs: no bench code, tests or test helpers', () => {
    const compiled = compiledFiles();
    const entries = entryPoints();
    expect(entries).toContain(path.join(serverDir, 'src', 'ops', 'backup-cli.ts'));
    for (const entry of entries) expect(compiled).toContain(entry);
    const reached = reachable(entries);
    // Declaration files emit nothing.
    const unreached = compiled.filter((file) => !file.endsWith('.d.ts') && !reached.has(file));
    expect(unreached.map((file) => path.relative(serverDir, file))).toEqual([]);
    const testCode = compiled.filter((file) => /\.test\.ts$|[\\/]src[\\/]test[\\/]/.test(file));
    expect(testCode).toEqual([]);
  });
});
