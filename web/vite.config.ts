import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import subsetFont from 'subset-font';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes `.br` and `.gz` twins of the text files of the build (best compression, done once at build
 * time), so the server can send them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request or not at all: over slow mobile data the main script is a third of
 * its size this way. Only this build's own files: the storefront and admin builds share dist/.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'haat:precompress',
    apply: 'build',
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

const fontSource = (file: string) =>
  fileURLToPath(new URL(`../node_modules/@fontsource/hind-siliguri/files/${file}`, import.meta.url));
const fontOutDir = fileURLToPath(new URL('./.fonts', import.meta.url));
const codePoints = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * Hind Siliguri cut down for the storefront (decision 008), written to web/.fonts/ (git-ignored)
 * before the CSS that names it is built. Kept: every Bengali letter, sign and digit, and every
 * conjunct they form (HarfBuzz's layout closure), since the shop's owner may write any Bengali word.
 * Dropped: the TrueType hinting (Android's renderer ignores it; it was half of the file), the Vedic
 * and Devanagari extras, and Latin, which the phone's own font draws (decision 013). The
 * `unicode-range` in styles/shop-font.css matches this set exactly. Regular weight only: the
 * browser draws semibold from it. The landing page's first paint uses a further cut of this file to
 * the glyphs of the page's own words, which the server makes when it renders the page (decision 014).
 */
const fontSubsets = [
  {
    from: 'hind-siliguri-bengali-400-normal.woff2',
    to: 'hind-siliguri-bengali-400.woff2',
    text: `${codePoints(0x0980, 0x09fe)}\u0964\u0965\u200c\u200d\u25cc`,
  },
];

function subsetFonts(): Plugin {
  return {
    name: 'haat:subset-fonts',
    async buildStart() {
      await mkdir(fontOutDir, { recursive: true });
      const config = await stat(fileURLToPath(import.meta.url));
      for (const subset of fontSubsets) {
        const target = path.join(fontOutDir, subset.to);
        const [done, source] = await Promise.all([
          stat(target).catch(() => null),
          stat(fontSource(subset.from)),
        ]);
        // Made again when this file (the sets) or the package's font changed since.
        if (done && done.mtimeMs > Math.max(config.mtimeMs, source.mtimeMs)) continue;
        const font = await subsetFont(await readFile(fontSource(subset.from)), subset.text, {
          targetFormat: 'woff2',
          noHinting: true,
        });
        await writeFile(target, font);
      }
    },
  };
}

/**
 * Writes which source modules went into each chunk (`.vite/modules.json` beside the manifest), so the
 * bundle budget test can tell that no admin-only code or library reached the storefront's chunks.
 */
function chunkModules(fileName: string): Plugin {
  return {
    name: 'haat:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('..', import.meta.url));
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk')
          modules[chunk.fileName] = chunk.moduleIds.map((id) => id.replace(root, ''));
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}

const appModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const entryModule = fileURLToPath(new URL('./src/entry-client.ts', import.meta.url));

/**
 * Writes the storefront's entry (src/entry-client.ts: wait for the hero image, then import the app)
 * into index.html as an inline module script instead of a file the page fetches (decision 014). In
 * Lighthouse's simulation of a phone on slow 4G every request the page makes before its largest
 * paint is waited for, and the entry, a script the parser finds, went out on a second, new
 * connection: about 0.3 s of the largest paint for 1 kB. The app (src/main.tsx) is built as a
 * chunk of its own, and its address is written into the entry here, so the entry shares no module
 * with it and can stand alone in the page. The server allows this one inline script by its hash in
 * the Content-Security-Policy (server/src/plugins/page-renderer.ts).
 */
function inlineEntry(): Plugin {
  let serve = false;
  let appReference = '';
  return {
    name: 'haat:inline-entry',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    buildStart() {
      if (!serve) appReference = this.emitFile({ type: 'chunk', id: appModule, name: 'main' });
    },
    transform(code, id) {
      if (id !== entryModule) return null;
      const address = serve ? JSON.stringify('/src/main.tsx') : `import.meta.ROLLUP_FILE_URL_${appReference}`;
      return { code: code.replace(/\b__STOREFRONT_APP__\b/g, address), map: null };
    },
    resolveFileUrl({ referenceId, fileName }) {
      // Absolute: the code runs inline in the page, where a relative address would miss /assets/.
      return referenceId === appReference ? JSON.stringify(`/${fileName}`) : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = context.chunk;
        if (serve || !entry) return html;
        if (entry.imports.length > 0 || entry.exports.length > 0 || entry.dynamicImports.length > 0) {
          throw new Error(
            `the storefront entry ${entry.fileName} imports or exports modules (${[...entry.imports, ...entry.dynamicImports, ...entry.exports].join(', ')}): it cannot be inlined; keep it free of modules the app uses`,
          );
        }
        const code = entry.code.trim();
        if (/<\/script|<!--/i.test(code))
          throw new Error(`${entry.fileName} cannot be inlined into a <script>`);
        const tag = new RegExp(`<script type="module" crossorigin src="/${entry.fileName}"></script>`);
        if (!tag.test(html)) throw new Error(`index.html has no script tag for ${entry.fileName}`);
        return html.replace(tag, () => `<script type="module">${code}</script>`);
      },
    },
  };
}

/**
 * The back office's pages most visits open first: the signed-in shell, its layout and the orders
 * screen (decision 041: on a phone, signed in, largest paint within 1.5 s). Each is a lazy chunk of the
 * entry, and each loads the next: entry, then shell, then layout, then the page, then the page's
 * own modules, one round trip after another. Named in admin.html as `modulepreload` links, they all
 * download beside the entry instead; other pages load their own chunks as before. The shop's Bengali
 * face is named there too (`preload`).
 */
const ADMIN_FIRST_SCREEN = [
  'src/app/routes/admin/admin-root.tsx',
  'src/app/layouts/admin-layout.tsx',
  'src/app/routes/admin/orders.tsx',
];

/** The chunks `starts` picks out of `bundle` (each one's file name) and every chunk they import. */
function chunksWithImports(
  bundle: Rollup.OutputBundle,
  starts: (chunks: Rollup.OutputChunk[]) => string[],
): Set<string> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
      visit(imported);
  };
  for (const fileName of starts(chunks)) visit(fileName);
  return files;
}

/** The chunks of ADMIN_FIRST_SCREEN's modules and every chunk they import, the entry's included. */
const adminFirstScreenChunks = (bundle: Rollup.OutputBundle) =>
  chunksWithImports(bundle, (chunks) => [
    ...ADMIN_FIRST_SCREEN.map((module) => {
      const chunk = chunks.find((candidate) =>
        candidate.moduleIds.some((id) => id.endsWith(`/web/${module}`)),
      );
      if (!chunk) throw new Error(`the admin build has no chunk for ${module}: update ADMIN_FIRST_SCREEN`);
      return chunk.fileName;
    }),
    ...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  ]);

function preloadAdminFirstScreen(): Plugin {
  return {
    name: 'haat:preload-admin-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const files = adminFirstScreenChunks(bundle);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        // The Bengali face too: asked for only once the first text was drawn, it arrived after the
        // list and moved it (layout shift 0.2 on the orders screen); asked for with the page, it is
        // there before the first screen is drawn.
        const font = Object.values(bundle).find(
          (output) =>
            output.type === 'asset' &&
            /\/hind-siliguri-bengali-400-[\w-]+\.woff2$/.test(`/${output.fileName}`),
        );
        if (!font) throw new Error('the admin build has no Hind Siliguri file to preload');
        links.push(
          `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`,
        );
        return html.replace('</head>', () => `${links.join('\n')}\n  </head>`);
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136 and later): `//# allFunctionsCalledOnLoad` at the top of a
 * file has V8 compile all of its functions on the background thread that streams the file in,
 * instead of compiling each on the main thread the first time it is called. Given to the files a
 * page runs as it starts, and only to those (other chunks stay lazily compiled: most of their
 * functions may never run): on a phone their first run was a row of main-thread tasks of 80 to
 * 200 ms, much of it compiling, which Lighthouse counts as blocking time (decision 041 for the orders
 * screen; the storefront's app and order form, which load once the offer is shown, gain alike).
 * A browser without the hint reads a comment. Added after hashing: a file's name still changes with
 * its code, and the hint is the same for every build.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The storefront's chunks `/` runs without a tap (bundle-budget.test.ts names them alike). */
const STOREFRONT_STARTUP_CHUNKS = ['main', 'order-form'];

const storefrontStartupChunks = (bundle: Rollup.OutputBundle) =>
  chunksWithImports(bundle, (chunks) =>
    STOREFRONT_STARTUP_CHUNKS.map((name) => {
      const chunk = chunks.find((candidate) => candidate.name === name);
      if (!chunk)
        throw new Error(`the storefront build has no ${name} chunk: update STOREFRONT_STARTUP_CHUNKS`);
      return chunk.fileName;
    }),
  );

function compileHint(startupChunks: (bundle: Rollup.OutputBundle) => Set<string>): Plugin {
  return {
    name: 'haat:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of startupChunks(bundle)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}

const ssrOutDir = fileURLToPath(new URL('./dist-ssr', import.meta.url));

/**
 * React Router 7's package names only its development build (dev warnings on, 4.8 times the size
 * unminified), whatever the mode: a known bug of the package (remix-run/react-router#14102). The
 * builds take its production build by name (decision 046); `vite dev` keeps the warnings.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

const sourceAliases = [
  // The web reads the contract's sources, so a contract change needs no `tsc -b contract` first.
  {
    find: '@haat/contract',
    replacement: fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
  },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];

/** `vite dev` serves /admin pages admin.html, as the server does in production. */
function adminPagesInDev(): Plugin {
  return {
    name: 'haat:admin-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (
          request.url &&
          /^\/admin(\/|$|\?)/.test(request.url) &&
          request.headers.accept?.includes('text/html')
        )
          request.url = '/admin.html';
        next();
      });
    },
  };
}

// Three builds, all on React 19 (decision 045): the storefront (index.html) into dist/; the back
// office (`--mode admin`: admin.html) into the same dist/; and `vite build --ssr` of
// src/entry-server.tsx (rendered with react-dom/server) into dist-ssr/.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  const admin = mode === 'admin';
  return {
    plugins: [
      subsetFonts(),
      react(),
      tailwindcss(),
      adminPagesInDev(),
      ...(isSsrBuild
        ? []
        : [
            ...(admin
              ? [preloadAdminFirstScreen(), compileHint(adminFirstScreenChunks)]
              : [inlineEntry(), compileHint(storefrontStartupChunks)]),
            chunkModules(admin ? '.vite/admin-modules.json' : '.vite/modules.json'),
            precompress(),
          ]),
    ],
    resolve: {
      alias: [...(command === 'build' ? reactRouterProduction : []), ...sourceAliases],
    },
    server: {
      // Same-origin API in development too, so the client never needs a host setting.
      proxy: { '/api': 'http://localhost:3000' },
    },
    // The server imports dist-ssr/entry-server.js alone: everything bundled, React included.
    ssr: { noExternal: true },
    // React's production renderer on the server whatever NODE_ENV the server runs with (its tests
    // run it with `test`): the same build of React as the browser's, and the development one's
    // checks and its half of the bundle (about 0.9 MB) left out.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    build: {
      outDir: isSsrBuild ? ssrOutDir : outDir,
      assetsDir: 'assets',
      // The storefront build starts dist/ afresh; the admin build adds to it.
      emptyOutDir: !admin,
      // Which files a page loads, for the bundle budget test (web/src/bundle-budget.test.ts).
      manifest: isSsrBuild ? false : admin ? '.vite/admin-manifest.json' : '.vite/manifest.json',
      // Mid-range Android phones: modern syntax is fine, and smaller than down-levelled output.
      target: 'es2022',
      // The storefront has one stylesheet, inline in `/`. Split per chunk, every lazy chunk (the app,
      // the order form) would list it as a dependency and fetch it again after the page has shown
      // (decision 013). The back office keeps its per-chunk CSS (the print page's).
      cssCodeSplit: admin,
      // Every browser the shop targets knows <link rel="modulepreload">; the polyfill was a quarter
      // of the storefront's tiny entry script.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: isSsrBuild
          ? undefined
          : fileURLToPath(new URL(admin ? './admin.html' : './index.html', import.meta.url)),
        treeshake: {
          // The contract's modules only declare schemas and helpers; building a zod schema changes
          // nothing outside it. Saying so lets the storefront drop the modules (and zod) it never uses.
          moduleSideEffects: (id: string) => !id.includes('/contract/src/'),
        },
        // The back office's pages share many small modules (a messages file, an icon, a formatter),
        // and Rollup gives each shared set a chunk of its own: the orders screen came in 36 files,
        // most under 2 kB, each a request. Chunks under 8 kB are merged into their neighbours where
        // that changes nothing that runs.
        output: admin ? { experimentalMinChunkSize: 8 * 1024 } : undefined,
      },
    },
  };
});
