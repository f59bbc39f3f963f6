import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the files made with a rendered page are served (plugins/web-app.ts). */
export const PAGE_FILES_PATH = '/page-files/';

/** A file made with a rendered page: the page's data, the cut of the font to its text (decision 014). */
export interface PageFile {
  /** `<content hash>.<extension>`: a new render with other content makes another name. */
  name: string;
  type: string;
  body: Buffer;
  /** Compressed twins, for text files; fonts (woff2) are compressed already. */
  brotli?: Buffer;
  gzip?: Buffer;
}

/** How many renders' files are kept: a visitor whose page was rendered just before a content change
 * still gets its files. Older ones answer 404, and the app then draws the page afresh. */
const RENDERS_KEPT = 16;

/**
 * The files of the last few renders of `/`, in memory. Named by their content, so they are cached
 * by the browser for a year and a page never gets the data or the font of another render.
 */
export function createPageFiles() {
  const files = new Map<string, PageFile>();
  const renders: string[][] = [];

  return {
    /** Keeps one render's files and returns their names, in order. */
    async add(
      entries: ReadonlyArray<{ extension: string; type: string; body: Buffer; compress: boolean }>,
    ): Promise<string[]> {
      const made = await Promise.all(
        entries.map(async ({ extension, type, body, compress }): Promise<PageFile> => {
          const name = `${createHash('sha256').update(body).digest('base64url').slice(0, 22)}.${extension}`;
          if (!compress) return { name, type, body };
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          return { name, type, body, brotli: br, gzip: gz };
        }),
      );
      for (const file of made) files.set(file.name, file);
      renders.push(made.map((file) => file.name));
      while (renders.length > RENDERS_KEPT) {
        const dropped = renders.shift() ?? [];
        const kept = new Set(renders.flat());
        for (const name of dropped) if (!kept.has(name)) files.delete(name);
      }
      return made.map((file) => file.name);
    },
    get(name: string): PageFile | undefined {
      return files.get(name);
    },
  };
}

export type PageFiles = ReturnType<typeof createPageFiles>;
