import { fieldMessages } from '@haat/contract';
import { z } from 'zod';
import { adminMessages } from './admin-messages';

/**
 * The server's default upload limit (`UPLOAD_MAX_BYTES`, 5 MB). The browser checks it first so the
 * owner hears about a too-large photo before it crosses a slow connection; the server decides.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** `favicon` also takes ICO files (docs/api.md); every other upload takes the four web formats. */
export type ImageUploadKind = 'image' | 'favicon';

const WEB_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const ICO_TYPES = ['image/x-icon', 'image/vnd.microsoft.icon'] as const;
const WEB_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;
const ICO_EXTENSION = /\.ico$/i;

/** The `accept` attribute of the file input: the phone's picker then offers photos only. */
export const acceptedTypes = (kind: ImageUploadKind): string =>
  kind === 'favicon' ? [...WEB_TYPES, ...ICO_TYPES, '.ico'].join(',') : WEB_TYPES.join(',');

/** `২.৪ MB`, `৩২০ KB`: a size as the owner reads it. */
export function formatFileSize(bytes: number): string {
  // Built here, not as the module loads: see formatBengaliWhole (contract/src/digits.ts).
  const megabytes = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${megabytes.format(bytes / (1024 * 1024))} MB`;
  return `${megabytes.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

/**
 * Why a chosen file cannot be sent, or null when it may. The type is judged from what the browser
 * says and, when it says nothing (some phones give ICO or HEIC files no type), from the name; the
 * server judges again by content, so this only saves the owner a wasted upload.
 */
export function imageFileProblem(
  file: FileLike,
  kind: ImageUploadKind = 'image',
  maxBytes: number = UPLOAD_MAX_BYTES,
): string | null {
  const type = file.type.toLowerCase();
  const webImage =
    (WEB_TYPES as readonly string[]).includes(type) || (!type && WEB_EXTENSIONS.test(file.name));
  const icon =
    kind === 'favicon' && ((ICO_TYPES as readonly string[]).includes(type) || ICO_EXTENSION.test(file.name));
  if (!webImage && !icon)
    return kind === 'favicon' ? adminMessages.images.wrongTypeFavicon : fieldMessages.image;
  if (file.size > maxBytes)
    return adminMessages.images.tooBig(formatFileSize(file.size), formatFileSize(maxBytes));
  if (file.size === 0) return adminMessages.images.empty;
  return null;
}

/**
 * A form field holding a chosen image file (null: none chosen). Validated with the same words the
 * server would use, before anything is sent; `required` for an add, where there is no picture yet.
 */
export const imageFileSchema = ({
  required,
  kind = 'image',
}: {
  required: boolean;
  kind?: ImageUploadKind;
}) =>
  z
    .custom<File | null>(
      (value) => value === null || (typeof File !== 'undefined' && value instanceof File),
      {
        error: fieldMessages.image,
      },
    )
    .superRefine((file, context) => {
      if (!file) {
        if (required) context.addIssue({ code: 'custom', message: adminMessages.images.required });
        return;
      }
      const problem = imageFileProblem(file, kind);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
