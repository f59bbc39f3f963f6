import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes `.br` and `.gz` twins of the text files of the build (best compression, done once at build
 * time), so the server can send them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request or not at all: over slow mobile data the main script is a third of
 * its size this way.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'haat:precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
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

/**
 * Preloads the Bengali font files: a browser only fetches a font once text needing it is laid out,
 * which on this page means after the script and the API data; the late swap then moves the text
 * around. Preloading starts them with the HTML, beside the script.
 */
function preloadFonts(): Plugin {
  return {
    name: 'haat:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /hind-siliguri-bengali-(400|600)-normal-[\w-]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const ssrOutDir = fileURLToPath(new URL('./dist-ssr', import.meta.url));

// Two builds (decision 004): the browser app into dist/, and `vite build --ssr` of
// src/entry-server.tsx into dist-ssr/, which the server imports to render the storefront.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [preloadFonts(), precompress()])],
  resolve: {
    // The web reads the contract's sources, so a contract change needs no `tsc -b contract` first.
    alias: {
      '@haat/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    // Same-origin API in development too, so the client never needs a host setting.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    assetsDir: 'assets',
    emptyOutDir: true,
    // Mid-range Android phones: modern syntax is fine, and smaller than down-levelled output.
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // The contract's modules only declare schemas and helpers; building a zod schema changes
        // nothing outside it. Saying so lets the storefront drop the modules (and zod) it never uses.
        moduleSideEffects: (id) => !id.includes('/contract/src/'),
      },
    },
  },
}));
