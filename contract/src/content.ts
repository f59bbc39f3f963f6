import { z } from 'zod';
import { ContactPhoneSchema, IdSchema, optionalText, requiredText } from './common.js';
import { addEndpoint, publicRead, removeEndpoint, storedFileEndpoint, updateEndpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';

const httpUrl = z
  .string({ error: fieldMessages.url })
  .trim()
  .max(500, fieldMessages.tooLong(500))
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), fieldMessages.url);

export const BusinessInfoSchema = z.object({
  _id: IdSchema,
  companyName: z.string(),
  facebook: z.string(),
  whatsapp: z.string(),
});
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;
/** Bodies of writes: a body that is not an object at all gets the Bengali sentence too. */
const body = { error: fieldMessages.invalid };

export const BusinessInfoInputSchema = z.object(
  {
    companyName: requiredText(120),
    facebook: httpUrl,
    whatsapp: ContactPhoneSchema,
  },
  body,
);
export type BusinessInfoInput = z.infer<typeof BusinessInfoInputSchema>;
/** PATCH bodies change only the fields they carry; an omitted field keeps its saved value. */
export const BusinessInfoUpdateSchema = BusinessInfoInputSchema.partial();
export type BusinessInfoUpdate = z.infer<typeof BusinessInfoUpdateSchema>;

export const LogoSchema = z.object({ _id: IdSchema, logo: z.string() });
export type Logo = z.infer<typeof LogoSchema>;

export const FaviconSchema = z.object({ _id: IdSchema, icon: z.string() });
export type Favicon = z.infer<typeof FaviconSchema>;

export const SeoBasicSchema = z.object({
  title: optionalText(200),
  description: optionalText(500),
  keywords: optionalText(500),
  author: optionalText(120),
  designer: optionalText(120),
  subject: optionalText(200),
  copyright: optionalText(200),
  url: httpUrl,
});
export const SeoCustomSchema = z.object({
  google_tag_manager: z
    .string({ error: 'GTM-XXXXXXX আকারে লিখুন' })
    .trim()
    .max(40, 'GTM-XXXXXXX আকারে লিখুন')
    .refine((value) => value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(value), 'GTM-XXXXXXX আকারে লিখুন'),
  facebook_domain_verification: optionalText(100),
  google_site_verification: optionalText(100),
});
export const SeoSchema = z.object({ _id: IdSchema, basic: SeoBasicSchema, custom: SeoCustomSchema });
export type Seo = z.infer<typeof SeoSchema>;
export const SeoInputSchema = z.object(
  {
    basic: z.object(SeoBasicSchema.shape, body),
    custom: z.object(SeoCustomSchema.shape, body),
  },
  body,
);
export type SeoInput = z.infer<typeof SeoInputSchema>;
/** PATCH: either group and any field in it may be left out; what is left out keeps its value. */
export const SeoUpdateSchema = z.object(
  {
    basic: z.object(SeoBasicSchema.shape, body).partial().optional(),
    custom: z.object(SeoCustomSchema.shape, body).partial().optional(),
  },
  body,
);
export type SeoUpdate = z.infer<typeof SeoUpdateSchema>;

export const BannerGallerySchema = z.object({ _id: IdSchema, url: z.string(), title: z.string() });
export type BannerGallery = z.infer<typeof BannerGallerySchema>;
export const BannerSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  galleries: z.array(BannerGallerySchema),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BANNER_MAX_GALLERIES = 10;

/** A multipart field sent once arrives as one value, sent again as a list: always a list here. */
const listField = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/**
 * One item of the banner's gallery as it should be after a write: an existing image kept (by its
 * `_id`) or a new upload (by its index in the `images` files, from 0), each with its title (alt text).
 */
export const BannerGalleryPlanItemSchema = z
  .object(
    {
      _id: IdSchema.optional(),
      image: z
        .number({ error: fieldMessages.galleryItem })
        .int(fieldMessages.galleryItem)
        .min(0, fieldMessages.galleryItem)
        .max(BANNER_MAX_GALLERIES - 1, fieldMessages.galleryItem)
        .optional(),
      title: optionalText(200).default(''),
    },
    { error: fieldMessages.galleryItem },
  )
  .refine((item) => (item._id === undefined) !== (item.image === undefined), fieldMessages.galleryItem);
export type BannerGalleryPlanItem = z.infer<typeof BannerGalleryPlanItemSchema>;

/**
 * The `galleries` field of a banner write: JSON text of the whole gallery after the write, in order.
 * Existing items left out are removed; every uploaded image must appear exactly once.
 */
export const BannerGalleryPlanSchema = z
  .string({ error: fieldMessages.galleries })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: fieldMessages.galleries });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(BannerGalleryPlanItemSchema, { error: fieldMessages.galleries })
      .max(BANNER_MAX_GALLERIES, fieldMessages.galleryTooMany(BANNER_MAX_GALLERIES)),
  )
  .meta({
    description:
      'JSON text: the gallery after the write, in order, e.g. [{"_id":"<kept item>","title":"..."},{"image":0,"title":"..."}]. ' +
      '`_id` keeps an existing item (re-titled), `image` is the index of a new file in `images`. ' +
      'Existing items left out are removed; every new file must be listed once. Without `galleries`, ' +
      'existing items stay and new images are appended, titled by `imageTitles`.',
  });

/** `imageTitles`: one text field per new image, in the order of the `images` files. */
export const BannerImageTitlesSchema = z
  .preprocess(
    listField,
    z
      .array(optionalText(200), { error: fieldMessages.invalid })
      .max(BANNER_MAX_GALLERIES, fieldMessages.galleryTooMany(BANNER_MAX_GALLERIES)),
  )
  .meta({
    type: 'array',
    items: { type: 'string' },
    description: 'Titles of the new `images`, in the same order (used when `galleries` is not sent).',
  });

/** Text fields of `POST /banner/add` (multipart); new gallery images travel as `images` files. */
export const BannerInputSchema = z.object(
  {
    title: requiredText(200),
    description: optionalText(1000).default(''),
    galleries: BannerGalleryPlanSchema.optional(),
    imageTitles: BannerImageTitlesSchema.optional(),
  },
  body,
);
export type BannerInput = z.infer<typeof BannerInputSchema>;
/** Text fields of `PATCH /banner/update/{id}`: what is left out keeps its value. */
export const BannerUpdateSchema = z.object(
  {
    title: requiredText(200).optional(),
    description: optionalText(1000).optional(),
    galleries: BannerGalleryPlanSchema.optional(),
    imageTitles: BannerImageTitlesSchema.optional(),
  },
  body,
);
export type BannerUpdate = z.infer<typeof BannerUpdateSchema>;

export const FeatureSchema = z.object({ _id: IdSchema, title: z.string(), icon: z.string() });
export type Feature = z.infer<typeof FeatureSchema>;
/** Text fields of a feature write (multipart); the icon travels beside them as the file `icon`. */
export const FeatureInputSchema = z.object({ title: requiredText(100) }, body);
export type FeatureInput = z.infer<typeof FeatureInputSchema>;

/** Both section titles (features and FAQ) share one shape. */
export const SectionTitleSchema = z.object({ _id: IdSchema, title: z.string() });
export type SectionTitle = z.infer<typeof SectionTitleSchema>;
export const SectionTitleInputSchema = z.object({ title: requiredText(200) }, body);
export type SectionTitleInput = z.infer<typeof SectionTitleInputSchema>;

export const FaqSchema = z.object({ _id: IdSchema, id: IdSchema, qus: z.string(), ans: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
export const FaqInputSchema = z.object({ qus: requiredText(300), ans: requiredText(3000) }, body);
export type FaqInput = z.infer<typeof FaqInputSchema>;
export const FaqUpdateSchema = FaqInputSchema.partial();
export type FaqUpdate = z.infer<typeof FaqUpdateSchema>;

const content = { tags: ['content'] } as const;
const contentAdmin = { tags: ['content (admin)'] } as const;

export const businessInfoEndpoints = {
  list: publicRead(
    '/business/all',
    { ...content, summary: 'The business info (a list of at most one)' },
    z.array(BusinessInfoSchema),
  ),
  add: addEndpoint('business', BusinessInfoSchema, {
    ...contentAdmin,
    summary: 'Create the business info (409 when it exists)',
    body: BusinessInfoInputSchema,
  }),
  update: updateEndpoint('business', BusinessInfoSchema, {
    ...contentAdmin,
    summary: 'Change the business info; what is left out keeps its value',
    body: BusinessInfoUpdateSchema,
  }),
};

/** The logo's and the favicon's writes: a multipart form whose one field is the image. */
const pictureForm = <const F extends string>(field: F) => ({
  ...contentAdmin,
  body: z.object({}),
  files: { [field]: 'file' } as { readonly [key in F]: 'file' },
});

export const logoEndpoints = {
  list: publicRead(
    '/logo/all',
    { ...content, summary: 'The logo (a list of at most one)' },
    z.array(LogoSchema),
  ),
  add: addEndpoint('logo', LogoSchema, {
    ...pictureForm('logo'),
    summary: 'Upload the logo (409 when it exists)',
  }),
  update: updateEndpoint('logo', LogoSchema, { ...pictureForm('logo'), summary: 'Replace the logo' }),
  file: storedFileEndpoint('logo'),
};

export const faviconEndpoints = {
  get: publicRead('/favicon/all', { ...content, summary: 'The favicon, or null' }, FaviconSchema.nullable()),
  add: addEndpoint('favicon', FaviconSchema, {
    ...pictureForm('icon'),
    summary: 'Upload the favicon (409 when it exists)',
    description: 'Also accepts ICO. Stored as WebP and as PNG at 32, 180 and 192 px (`<id>-32.png`, ...).',
  }),
  update: updateEndpoint('favicon', FaviconSchema, {
    ...pictureForm('icon'),
    summary: 'Replace the favicon',
    description: 'Also accepts ICO. Stored as WebP and as PNG at 32, 180 and 192 px (`<id>-32.png`, ...).',
  }),
  file: storedFileEndpoint('favicon'),
};

export const seoEndpoints = {
  get: publicRead(
    '/seo',
    { ...content, summary: 'The SEO and tracking settings, or null' },
    SeoSchema.nullable(),
  ),
  add: addEndpoint('seo', SeoSchema, {
    ...contentAdmin,
    summary: 'Create the SEO settings (409 when they exist)',
    body: SeoInputSchema,
  }),
  update: updateEndpoint('seo', SeoSchema, {
    ...contentAdmin,
    summary: 'Change the SEO settings; what is left out keeps its value',
    body: SeoUpdateSchema,
  }),
};

export const bannerEndpoints = {
  get: publicRead(
    '/banner/all',
    { ...content, summary: 'The banner (the offer), or null' },
    BannerSchema.nullable(),
  ),
  add: addEndpoint('banner', BannerSchema, {
    ...contentAdmin,
    summary: 'Create the banner with its gallery (409 when it exists)',
    body: BannerInputSchema,
    files: { images: 'files' },
  }),
  update: updateEndpoint('banner', BannerSchema, {
    ...contentAdmin,
    summary: 'Change the banner; `galleries` is the gallery as it should be',
    body: BannerUpdateSchema,
    files: { images: 'files' },
  }),
  file: storedFileEndpoint('banner'),
};

/** `/feature/<file>.webp` is a stored icon, `/feature/<id>` the JSON item (docs/api.md). */
const itemOrPicture = z.object({ ref: z.string().max(200) });

export const featureEndpoints = {
  list: publicRead('/feature/all', { ...content, summary: 'The features, in order' }, z.array(FeatureSchema)),
  get: publicRead(
    '/feature/:ref',
    { ...content, summary: 'One feature by id, or a stored icon by file name', params: itemOrPicture },
    FeatureSchema,
  ),
  add: addEndpoint('feature', FeatureSchema, {
    ...contentAdmin,
    summary: 'Add a feature with its icon',
    body: FeatureInputSchema,
    files: { icon: 'file' },
  }),
  update: updateEndpoint('feature', FeatureSchema, {
    ...contentAdmin,
    method: 'PUT',
    summary: 'Replace a feature',
    description: 'The title is replaced; the icon only when a new `icon` file is sent.',
    body: FeatureInputSchema,
    files: { icon: 'optional-file' },
  }),
  remove: removeEndpoint('feature', { ...contentAdmin, summary: 'Delete a feature' }),
};

/** The two section headings (features and FAQ) answer alike. */
const sectionTitleEndpoints = (section: 'featureSection' | 'faqSection', name: string) => ({
  get: publicRead(
    `/${section}/all`,
    { ...content, summary: `The ${name} heading, or null` },
    SectionTitleSchema.nullable(),
  ),
  add: addEndpoint(section, SectionTitleSchema, {
    ...contentAdmin,
    summary: `Create the ${name} heading (409 when it exists)`,
    body: SectionTitleInputSchema,
  }),
  update: updateEndpoint(section, SectionTitleSchema, {
    ...contentAdmin,
    summary: `Change the ${name} heading`,
    body: SectionTitleInputSchema,
  }),
});
export const featureSectionEndpoints = sectionTitleEndpoints('featureSection', 'features section');
export const faqSectionEndpoints = sectionTitleEndpoints('faqSection', 'FAQ section');

export const faqEndpoints = {
  list: publicRead(
    '/faq/all',
    { ...content, summary: 'The questions and answers, in order' },
    z.array(FaqSchema),
  ),
  get: publicRead(
    '/faq/:id',
    { ...content, summary: 'One question and answer', params: z.object({ id: IdSchema }) },
    FaqSchema,
  ),
  add: addEndpoint('faq', FaqSchema, {
    ...contentAdmin,
    summary: 'Add a question and answer',
    body: FaqInputSchema,
  }),
  update: updateEndpoint('faq', FaqSchema, {
    ...contentAdmin,
    summary: 'Change a question or its answer',
    body: FaqUpdateSchema,
  }),
  remove: removeEndpoint('faq', { ...contentAdmin, summary: 'Delete a question and answer' }),
};
