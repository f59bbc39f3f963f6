import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '@haat/contract';
import type { FastifyReply } from 'fastify';
import { newId } from '../../lib/ids.js';

/**
 * Where the stored image files live: a folder on this machine (the embedded setup) or an
 * S3-compatible bucket several instances share (decision 023). Both keep the same layout,
 * `<kind>/<file>`, so a backup of one restores into the other. Names reaching a store are already
 * checked against STORED_FILE_PATTERN by the media service.
 */
export interface ImageStore {
  /** For logs and errors: the folder, or the bucket and endpoint. Never a key. */
  readonly location: string;
  /** Stores one file whole or not at all: a reader never sees half of it. */
  write(kind: UploadKind, name: string, content: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(kind: UploadKind, name: string): Promise<Buffer | null>;
  /** Answers one file to the browser (404 when missing), cacheable for a year: names never change content. */
  send(reply: FastifyReply, kind: UploadKind, name: string): Promise<FastifyReply>;
  /** Removes files; one already gone is not an error. */
  remove(kind: UploadKind, names: readonly string[]): Promise<void>;
  /** Every file name of a kind. */
  list(kind: UploadKind): Promise<string[]>;
}

/** A stored name is random and never reused, so its bytes never change: a year, never asked again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The folder `DATA_DIR/uploads`, one subfolder a kind. Sent through @fastify/static. */
export function localImageStore(uploadsDir: string): ImageStore & { folderOf(kind: UploadKind): string } {
  const folderOf = (kind: UploadKind) => path.join(uploadsDir, kind);
  return {
    location: uploadsDir,
    folderOf,

    async write(kind, name, content) {
      const folder = folderOf(kind);
      await fs.mkdir(folder, { recursive: true });
      // Under a temporary dot-name, then renamed: another instance sharing the folder, or a visitor,
      // never reads half a file, and the dot keeps it out of every listing and route.
      const partial = path.join(folder, `.${name}.${newId()}.partial`);
      try {
        await fs.writeFile(partial, content);
        await fs.rename(partial, path.join(folder, name));
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async read(kind, name) {
      try {
        return await fs.readFile(path.join(folderOf(kind), name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async send(reply, kind, name) {
      // @fastify/static adds its own refusal of `..` and dot-files behind the media service's name check.
      return reply.sendFile(name, folderOf(kind), { immutable: true, maxAge: '365d', dotfiles: 'deny' });
    },

    async remove(kind, names) {
      await Promise.all(names.map((name) => fs.rm(path.join(folderOf(kind), name), { force: true })));
    },

    async list(kind) {
      const names = await fs.readdir(folderOf(kind)).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      return names.filter((name) => !name.startsWith('.'));
    },
  };
}
