import {
  BANNER_MAX_GALLERIES,
  type BannerGalleryPlanItem,
  type FieldError,
  fieldMessages,
} from '@haat/contract';
import { AppError, errorMessages } from '../../lib/errors.js';
import type { GalleryRow, PlannedGallery } from './banner.repository.js';

export const galleryMessages = {
  unknownItem: 'এই ছবিটি ব্যানারে নেই',
  repeatedItem: 'একই ছবি তালিকায় দুবার আছে',
  missingImage: 'এই নম্বরের নতুন ছবি পাঠানো হয়নি',
  unlistedImage: 'প্রতিটি নতুন ছবি galleries তালিকায় থাকতে হবে',
  extraTitles: 'নতুন ছবির চেয়ে শিরোনাম বেশি',
} as const;

export interface GalleryRequest {
  galleries?: BannerGalleryPlanItem[] | undefined;
  imageTitles?: string[] | undefined;
}

/**
 * The banner's gallery after a write, in order, from the gallery it has now, the request and the
 * stored names of the new images (by upload order). With `galleries` the request spells out the
 * whole list: `_id` keeps (and re-titles) an existing item, `image` places the n-th new file, and an
 * existing item left out goes away. Without it the existing items stay as they are and the new images
 * are appended, titled by `imageTitles`. Throws a 400 naming the field at fault.
 */
export function planGallery(
  current: GalleryRow[],
  request: GalleryRequest,
  newFiles: string[],
): PlannedGallery[] {
  const problems: FieldError[] = [];
  let planned: PlannedGallery[];

  if (request.galleries) {
    const byId = new Map(current.map((gallery) => [gallery.id, gallery]));
    const seenIds = new Set<string>();
    const seenImages = new Set<number>();
    planned = [];
    for (const [index, item] of request.galleries.entries()) {
      if (item._id !== undefined) {
        const existing = byId.get(item._id);
        if (!existing)
          problems.push({ path: `galleries.${index}._id`, message: galleryMessages.unknownItem });
        else if (seenIds.has(item._id))
          problems.push({ path: `galleries.${index}._id`, message: galleryMessages.repeatedItem });
        else planned.push({ id: existing.id, file: existing.file, title: item.title });
        seenIds.add(item._id);
      } else if (item.image !== undefined) {
        const file = newFiles[item.image];
        if (file === undefined)
          problems.push({ path: `galleries.${index}.image`, message: galleryMessages.missingImage });
        else if (seenImages.has(item.image))
          problems.push({ path: `galleries.${index}.image`, message: galleryMessages.repeatedItem });
        else planned.push({ file, title: item.title });
        seenImages.add(item.image);
      }
    }
    if (newFiles.some((_, image) => !seenImages.has(image)))
      problems.push({ path: 'images', message: galleryMessages.unlistedImage });
  } else {
    const titles = request.imageTitles ?? [];
    if (titles.length > newFiles.length)
      problems.push({ path: 'imageTitles', message: galleryMessages.extraTitles });
    planned = [
      ...current.map((gallery) => ({ id: gallery.id, file: gallery.file, title: gallery.title })),
      ...newFiles.map((file, image) => ({ file, title: titles[image] ?? '' })),
    ];
  }

  if (planned.length > BANNER_MAX_GALLERIES)
    problems.push({ path: 'galleries', message: fieldMessages.galleryTooMany(BANNER_MAX_GALLERIES) });
  if (problems.length > 0) throw AppError.badRequest(errorMessages.invalidInput, problems);
  return planned;
}
