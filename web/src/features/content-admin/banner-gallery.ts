import {
  BANNER_MAX_GALLERIES,
  type Banner,
  BannerGalleryPlanItemSchema,
  BannerInputSchema,
  fieldMessages,
} from '@haat/contract';
import { z } from 'zod';
import { adminMessages } from '@/lib/admin-messages';
import { imageFileProblem } from '@/lib/image-files';

/**
 * One slide of the banner form: an image the server has (kept by `_id`, shown from `url`) or a file
 * chosen on this device (uploaded on save). Both carry the title the slider uses as alt text.
 */
export type GalleryItem = { _id?: string; url?: string; file?: File | null; title?: string };

const title = BannerGalleryPlanItemSchema.shape.title;

/** The banner form: the contract's title and description rules, and at most ten titled slides. */
export const bannerFormSchema = z.object({
  title: BannerInputSchema.shape.title,
  description: BannerInputSchema.shape.description,
  galleries: z
    .array(
      z
        .object({
          _id: z.string().optional(),
          url: z.string().optional(),
          file: z.custom<File | null | undefined>().optional(),
          title,
        })
        // A kept slide has its `_id`; a new one needs an image file (checked again by the server).
        .superRefine((item, context) => {
          if (item._id) return;
          const problem = item.file ? imageFileProblem(item.file) : adminMessages.images.required;
          if (problem) context.addIssue({ code: 'custom', path: ['file'], message: problem });
        }),
    )
    .max(BANNER_MAX_GALLERIES, fieldMessages.galleryTooMany(BANNER_MAX_GALLERIES)),
});
export type BannerFormValues = z.input<typeof bannerFormSchema>;
export type BannerFormOutput = z.output<typeof bannerFormSchema>;

export function bannerFormDefaults(banner: Banner | null): BannerFormValues {
  return {
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    galleries: (banner?.galleries ?? []).map((gallery) => ({
      _id: gallery._id,
      url: gallery.url,
      title: gallery.title,
    })),
  };
}

/** An entry of the `galleries` field (docs/api.md): a kept image by `_id` or the n-th uploaded file. */
export type GalleryPlanItem = { _id: string; title: string } | { image: number; title: string };

/**
 * The whole gallery after the save, in order, and the files to upload: every kept image by its
 * `_id`, every new one by its position among the uploaded files. Images left out are removed.
 */
export function galleryPlan(items: ReadonlyArray<GalleryItem>): { plan: GalleryPlanItem[]; files: File[] } {
  const files: File[] = [];
  const plan = items.map((item): GalleryPlanItem => {
    if (item._id) return { _id: item._id, title: item.title ?? '' };
    if (!item.file) throw new Error('a new gallery item has no file');
    files.push(item.file);
    return { image: files.length - 1, title: item.title ?? '' };
  });
  return { plan, files };
}

/**
 * The multipart body of `POST /banner/add` and `PATCH /banner/update/{id}`: title, description,
 * the new files as `images` (in order) and `galleries`, so adding, removing, re-titling and
 * reordering all happen in one request.
 */
export function toBannerFormData(values: {
  title: string;
  description: string;
  galleries: ReadonlyArray<GalleryItem>;
}): FormData {
  const { plan, files } = galleryPlan(values.galleries);
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  for (const file of files) form.append('images', file, file.name);
  form.append('galleries', JSON.stringify(plan));
  return form;
}

/** `items` with the one at `from` moved to `to` (both inside the list), as a new array. */
export function moveItem<T>(items: ReadonlyArray<T>, from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...items];
  next.splice(to, 0, moved);
  return next;
}

/**
 * The form field a server error about the banner belongs to: `images.2` is the third uploaded file,
 * which sits wherever its slide is in the list; `galleries.4.title` is the fifth slide's title.
 */
export function bannerErrorField(path: string, items: ReadonlyArray<GalleryItem>): string | null {
  if (path === 'title' || path === 'description') return path;
  const upload = /^images\.(\d+)$/.exec(path);
  if (upload) {
    const wanted = Number(upload[1]);
    let seen = -1;
    const index = items.findIndex((item) => !item._id && ++seen === wanted);
    return index === -1 ? 'galleries' : `galleries.${index}.file`;
  }
  const slide = /^galleries\.(\d+)\.title$/.exec(path);
  if (slide && Number(slide[1]) < items.length) return `galleries.${slide[1]}.title`;
  if (path === 'images' || path.startsWith('galleries')) return 'galleries';
  return null;
}
