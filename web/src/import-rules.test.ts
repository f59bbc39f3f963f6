import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The web's import rules (decision 052). Biome refuses `@/features/...` inside a feature, but its
// patterns see only the written path: they cannot tell that `../../cart/use-cart` leaves the feature,
// nor which feature a file is in. This test reads every file's imports (static, `export ... from` and
// `import()`), resolves them, and names each one that breaks a rule, as file:line.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Folders every part may use; none of them may import a feature (only app/ and the tests' pages may). */
const SHARED = new Set(['lib', 'components']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The feature a path under web/src belongs to (`features/<name>/...`), if any. */
const featureOf = (path: string): string | undefined => /^features\/([^/]+)\//.exec(path)?.[1];

const topFolderOf = (path: string): string | undefined =>
  path.includes('/') ? path.slice(0, path.indexOf('/')) : undefined;

/** What is wrong with one import of `file` (a path under web/src), or undefined when it is right. */
function importProblem(file: string, specifier: string): string | undefined {
  const relativeSpelling = specifier.startsWith('./') || specifier.startsWith('../');
  if (!relativeSpelling && !specifier.startsWith('@/')) return undefined; // a package
  const target = relativeSpelling
    ? posix.normalize(posix.join(posix.dirname(file), specifier))
    : specifier.slice('@/'.length);
  // Outside web/src (a font file beside the package, say): only a relative path reaches it.
  if (target.startsWith('../')) return undefined;

  const ownFeature = featureOf(file);
  const targetFeature = featureOf(target);
  if (ownFeature !== undefined) {
    if (targetFeature !== undefined && targetFeature !== ownFeature) {
      return `features/${ownFeature} imports features/${targetFeature}: move what both use to lib/ or components/`;
    }
    if (targetFeature === ownFeature && !relativeSpelling) {
      return `inside features/${ownFeature}, reach its own files by a relative path, not ${specifier}`;
    }
    if (targetFeature === undefined && relativeSpelling) {
      return `outside its feature, write @/${target}, not ${specifier}`;
    }
    return undefined;
  }
  const ownTop = topFolderOf(file);
  const targetTop = topFolderOf(target);
  if (ownTop !== undefined && SHARED.has(ownTop) && targetFeature !== undefined) {
    return `${ownTop}/ is shared and never imports a feature (features/${targetFeature})`;
  }
  if (relativeSpelling && ownTop !== targetTop) {
    return `another top-level folder of web/src: write @/${target}, not ${specifier}`;
  }
  return undefined;
}

function problemsIn(absolutePath: string): string[] {
  const file = relative(SRC, absolutePath).split('\\').join('/');
  const text = readFileSync(absolutePath, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName, pos }) => {
    const problem = importProblem(file, fileName);
    if (problem === undefined) return [];
    const line = text.slice(0, pos).split('\n').length;
    return [`${file}:${line}: ${problem}`];
  });
}

describe('the import rules of web/src', () => {
  it('hold in every file (a feature never imports another; one spelling for each import)', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(problemsIn)).toEqual([]);
  });

  it('see a feature reaching into another, in any spelling, static or dynamic', () => {
    const file = 'features/orders-admin/components/order-editor.tsx';
    for (const specifier of ['@/features/products-admin/api/x', '../../products-admin/api/x']) {
      expect(importProblem(file, specifier)).toMatch(/imports features\/products-admin/);
    }
    const { importedFiles } = ts.preProcessFile("const x = () => import('../../cart/use-cart');", true, true);
    expect(importProblem('features/orders/components/a.tsx', importedFiles[0]?.fileName ?? '')).toMatch(
      /imports features\/cart/,
    );
  });

  it('see the wrong spelling, and let the right one be', () => {
    const file = 'features/cart/components/cart-actions.tsx';
    expect(importProblem(file, '@/features/cart/use-cart')).toMatch(/relative path/);
    expect(importProblem(file, '../../../lib/money')).toMatch(/write @\/lib\/money/);
    expect(importProblem('components/ui/button.tsx', '../../lib/text')).toMatch(/write @\/lib\/text/);
    expect(importProblem('lib/x.ts', '@/features/cart/use-cart')).toMatch(/shared/);
    for (const [from, specifier] of [
      [file, '../use-cart'],
      [file, './cart-line'],
      [file, '@/lib/money'],
      [file, '@haat/contract'],
      ['app/router.tsx', '@/features/cart/use-cart'],
      ['components/ui/button.tsx', './icons'],
      ['lib/shop-font.ts', '../../.fonts/font.woff2?url'],
    ] as const) {
      expect(importProblem(from, specifier)).toBeUndefined();
    }
  });
});
