import { BANNER_MAX_GALLERIES, fieldMessages } from '@haat/contract';
import { z } from 'zod';

/**
 * Schemas of the file fields of multipart bodies. The uploads plugin turns every file part into a
 * Buffer (and every text part into a string) before validation, so a file field is valid when it
 * holds a Buffer; its content is judged later by the media service, not here and not by its name.
 */
const isFile = (value: unknown): value is Buffer => Buffer.isBuffer(value);

/** Exactly one image file; required unless `.optional()`. */
export const imageFile = z
  .custom<Buffer>(isFile, {
    error: (issue) => (Array.isArray(issue.input) ? fieldMessages.oneImage : fieldMessages.image),
  })
  .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, judged by content' });

/** Zero or more image files under one field name, always answered as a list. */
export const imageFiles = z
  .preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z
      .array(z.custom<Buffer>(isFile, { error: fieldMessages.image }))
      .max(BANNER_MAX_GALLERIES, fieldMessages.galleryTooMany(BANNER_MAX_GALLERIES)),
  )
  .optional()
  .meta({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Image files (repeat the field for each); JPEG, PNG, WebP or GIF, judged by content',
  });
