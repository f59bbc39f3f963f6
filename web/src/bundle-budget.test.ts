import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The budgets for what `/` downloads (decisions 005, 013, 045), as served (brotli, the .br files the server sends), read
// from the build that `npm test` makes first (`npm run build`). Sizes only, never times. The page's
// own size on the wire (it must fit the first round trip, decision 014) is checked against the
// running server by e2e/tests/storefront-weight.spec.ts.
const KB = 1024;
// JavaScript: React 19 and its DOM (about 57 kB of it, decision 045), React Router (about 10 kB,
// decision 046) and the page's own code: 117.5 kB measured, with about 4 kB of room. Nothing of it loads before the offer is on the screen.
const BUDGET = { js: 122 * KB, css: 15 * KB, fonts: 60 * KB };

/**
 * Chunks `/` loads on its own, without a tap: besides the entry (written into the page, decision 014)
 * and what it imports, the app and the order form (right after hydration). Named by the manifest's chunk `name`; e2e/tests/storefront-weight.spec.ts
 * checks in a browser that nothing else loads before the visitor does something.
 */
const LOADED_WITHOUT_INTERACTION = ['main', 'order-form'];

/** Modules only the back office may contain; none may reach a storefront chunk. */
const ADMIN_ONLY = [
  /node_modules\/@tiptap\//,
  /node_modules\/prosemirror/,
  // React's server renderer belongs to the server's build (dist-ssr) alone.
  /node_modules\/react-dom\/(cjs\/react-dom-server|server)/,
  /web\/src\/lib\/admin-messages\.ts$/,
  /web\/src\/lib\/(use-admin-form|unsaved-changes)\.ts$/,
  /web\/src\/components\/admin\//,
  /web\/src\/app\/routes\/admin\//,
  /web\/src\/app\/layouts\/admin-layout/,
  /web\/src\/features\/[^/]+-admin\//,
  /web\/src\/features\/(dashboard|administrators|auth)\//,
];

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const read = (file: string) => readFileSync(`${dist}${file}`, 'utf8');

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

function loadBuild() {
  if (!existsSync(`${dist}.vite/manifest.json`) || !existsSync(`${dist}.vite/modules.json`)) {
    throw new Error(
      `${dist}.vite/manifest.json or modules.json is missing: run \`npm run build\` first (npm test does).`,
    );
  }
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  const modules = JSON.parse(read('.vite/modules.json')) as Record<string, string[]>;
  return { manifest, modules, html: read('index.html') };
}

/** Bytes on the wire: the brotli twin when the build wrote one (files under 1 kB are sent as they are). */
const servedSize = (file: string) =>
  existsSync(`${dist}${file}.br`) ? statSync(`${dist}${file}.br`).size : statSync(`${dist}${file}`).size;

/** The chunks `/` loads without interaction: the entry, the named lazy chunks, and their static imports. */
function storefrontChunks(manifest: Record<string, ManifestChunk>): ManifestChunk[] {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('the manifest has no index.html entry');
  const starts = [
    'index.html',
    ...LOADED_WITHOUT_INTERACTION.map((name) => {
      const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name);
      if (!key) throw new Error(`no chunk named ${name} in the manifest: update LOADED_WITHOUT_INTERACTION`);
      return key;
    }),
  ];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

/** Whether a built file starts with V8's compile hint (vite.config.ts `compileHint`). */
const hinted = (file: string) => read(file).startsWith('//# allFunctionsCalledOnLoad\n');

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + servedSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

describe('storefront bundle budget', () => {
  const { manifest, modules, html } = loadBuild();
  const chunks = storefrontChunks(manifest);
  const jsFiles = new Set(chunks.map((chunk) => chunk.file));
  // The storefront's one stylesheet is linked from index.html (the build does not split CSS per
  // chunk, decision 013; the server inlines it into `/`), plus any a chunk would add.
  const cssFiles = new Set([
    ...[...html.matchAll(/rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((match) => match[1] as string),
    ...chunks.flatMap((chunk) => chunk.css ?? []),
  ]);
  // Every font the page's CSS can use, preloaded or not (unicode-range decides which get fetched), and
  // those of the stylesheet the app adds (its chunk lists them as assets). The landing page's first
  // paint uses a cut of the same font the server makes for it (decision 014); that file is smaller.
  const fontFiles = new Set([
    ...[...cssFiles].flatMap((file) =>
      [...read(file).matchAll(/url\(\/?(assets\/[\w.-]+\.woff2)\)/g)].map((match) => match[1] as string),
    ),
    ...chunks.flatMap((chunk) => (chunk.assets ?? []).filter((file) => file.endsWith('.woff2'))),
  ]);
  const app = chunks.find((chunk) => chunk.name === 'main') as ManifestChunk;

  it('starts the app from an entry written into index.html, and links its styles', () => {
    // Decision 014: no script file before the hero image is shown; the entry imports the app itself.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain(`import("/${app.file}")`);
    // One request for the app, not a chain: it imports no other chunk.
    expect(app.imports ?? []).toEqual([]);
    expect(cssFiles.size, 'no stylesheet linked from index.html').toBeGreaterThan(0);
    const preloaded = [...html.matchAll(/rel="(?:modulepreload|preload)"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    // Whatever the HTML preloads is part of what the budgets count.
    for (const file of preloaded) expect([...jsFiles, ...cssFiles, ...fontFiles]).toContain(file);
  });

  it('asks V8 to compile the app and the order form while they stream in, and nothing loaded later', () => {
    // `//# allFunctionsCalledOnLoad` first in a file (vite.config.ts): compiled off the main thread.
    // The entry is written into index.html (decision 014): the browser compiles it with the page.
    const scripts = chunks.filter((chunk) => !chunk.isEntry).map((chunk) => chunk.file);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((file) => !hinted(file))).toEqual([]);
    const later = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !jsFiles.has(file));
    expect(
      later.length,
      'no chunk loaded on a tap (the phone code screen, the product dialog)',
    ).toBeGreaterThan(0);
    expect(later.filter(hinted)).toEqual([]);
  });

  it(`keeps its JavaScript within ${kb(BUDGET.js)} brotli`, () => {
    const size = sum(jsFiles);
    const detail = [...jsFiles].map((file) => `${file} ${kb(servedSize(file))}`).join(', ');
    expect(size, `JavaScript of / is ${kb(size)} (${detail})`).toBeLessThanOrEqual(BUDGET.js);
  });

  it(`keeps its CSS within ${kb(BUDGET.css)} brotli`, () => {
    const size = sum(cssFiles);
    expect(size, `CSS of / is ${kb(size)} (${[...cssFiles].join(', ')})`).toBeLessThanOrEqual(BUDGET.css);
  });

  it(`keeps its fonts within ${kb(BUDGET.fonts)}`, () => {
    expect(fontFiles.size, 'no woff2 font found in the storefront CSS').toBeGreaterThan(0);
    const size = sum(fontFiles);
    const detail = [...fontFiles].map((file) => `${file} ${kb(servedSize(file))}`).join(', ');
    expect(size, `fonts of / are ${kb(size)} (${detail})`).toBeLessThanOrEqual(BUDGET.fonts);
  });

  it('loads the phone code screen (decision 040) only when an order asks for it, and without zod', () => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === 'phone-code-card');
    if (!key) throw new Error('no chunk named phone-code-card: the code screen must be loaded with lazy()');
    const card = manifest[key] as ManifestChunk;
    expect(jsFiles.has(card.file), 'the phone code screen is part of what / loads').toBe(false);
    // Its file and what it imports: the contract's phone-check module builds zod schemas as it
    // loads, and one value imported from it would bring zod (about 24 kB) along with the screen.
    const files = new Set<string>();
    const visit = (chunkKey: string) => {
      const chunk = manifest[chunkKey];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    const withZod = [...files].filter((file) =>
      modules[file]?.some((id) => id.includes('node_modules/zod/')),
    );
    expect(withZod, 'the phone code screen loads zod').toEqual([]);
    // A module it shares with the order form would be split out of the form's chunk into one more
    // file for every visitor of `/`. What it shares with a lazy chunk (the contract's zod-free
    // rules, with the form's validation) is fetched beside it, and only by whoever needs either.
    const chunkNamed = (name: string) => Object.values(manifest).find((chunk) => chunk.name === name);
    const confirmation = chunkNamed('order-confirmation');
    const loadedWithPage = new Set(['src/main.tsx', ...(confirmation?.imports ?? [])]);
    const form = chunkNamed('order-form');
    if (!form) throw new Error('no chunk named order-form');
    const formImports = new Set(form.imports ?? []);
    expect(
      (card.imports ?? []).filter((imported) => !loadedWithPage.has(imported) && formImports.has(imported)),
      'the phone code screen splits the order form’s chunk',
    ).toEqual([]);
  });

  it('holds no admin-only module or library in any storefront chunk', () => {
    // Every chunk of the storefront build, lazy ones included: none may carry back-office code.
    const offending = Object.entries(modules).flatMap(([file, ids]) =>
      ids.filter((id) => ADMIN_ONLY.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`),
    );
    expect(offending, 'admin-only code in the storefront build').toEqual([]);
  });
});

// What the orders screen (decisions 041, 045), signed in, loads (brotli). admin.html names it all: the
// back office's entry and, as `modulepreload` links, the chunks holding the signed-in shell, the
// layout and the orders page with what they import (web/vite.config.ts, ADMIN_FIRST_SCREEN), so they
// download side by side instead of one after another. React 19 and its DOM are about 57 kB of it
// (decision 045), React Router's data router about 25 kB (decision 046); 132.7 kB measured, with
// about 5 kB of room. The screen's first picture comes with
// the page (decision 041), so these bytes do not hold up its first paint.
const ORDERS_SCREEN_BUDGET = 138 * KB;
const ORDERS_SCREEN_MODULES = [
  'web/src/admin-main.tsx',
  'web/src/app/routes/admin/admin-root.tsx',
  'web/src/app/layouts/admin-layout.tsx',
  'web/src/app/routes/admin/orders.tsx',
  'web/src/features/orders-admin/components/orders-list.tsx',
];

describe('orders screen bundle budget', () => {
  const modulesFile = '.vite/admin-modules.json';
  if (!existsSync(`${dist}${modulesFile}`) || !existsSync(`${dist}admin.html`))
    throw new Error(`${dist}${modulesFile} or admin.html is missing: run \`npm run build\` first`);
  const modules = JSON.parse(read(modulesFile)) as Record<string, string[]>;
  const html = read('admin.html');
  const loaded = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g),
  ].map((match) => match[1] as string);

  it('admin.html loads the whole orders screen at once, and nothing the screen does not need', () => {
    // Every module of the screen is in a file the page names, so no chunk waits for another.
    const missing = ORDERS_SCREEN_MODULES.filter(
      (module) => !loaded.some((file) => modules[file]?.includes(module)),
    );
    expect(missing, `admin.html does not load ${missing.join(', ')}`).toEqual([]);
    // The product editor (Tiptap) and the order editor stay behind their own taps; the toasts'
    // library (11 kB with goober) comes once the page is idle (lib/notify.ts).
    const heavy = loaded.filter((file) =>
      modules[file]?.some((id) =>
        /@tiptap|prosemirror|description-editor|order-editor|react-hot-toast|goober/.test(id),
      ),
    );
    expect(heavy).toEqual([]);
  });

  it('asks V8 to compile the files the screen starts with while they stream in, and only those', () => {
    // `//# allFunctionsCalledOnLoad` first in a file (vite.config.ts): compiled off the main thread
    // as it arrives, instead of function by function on the phone's main thread as they first run.
    const unhinted = loaded.filter((file) => !hinted(file));
    expect(unhinted, 'files admin.html loads without the compile hint').toEqual([]);
    // A page opened later (the product editor, the order editor) is compiled as it runs, as before.
    const others = Object.keys(modules).filter((file) => !loaded.includes(file) && file.endsWith('.js'));
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter(hinted), 'files loaded later that carry the compile hint').toEqual([]);
  });

  it(`keeps the JavaScript of /admin/orders within ${kb(ORDERS_SCREEN_BUDGET)} brotli`, () => {
    const size = sum(loaded);
    const detail = loaded.map((file) => `${file} ${kb(servedSize(file))}`).join(', ');
    expect(size, `JavaScript of /admin/orders is ${kb(size)} (${detail})`).toBeLessThanOrEqual(
      ORDERS_SCREEN_BUDGET,
    );
  });
});
