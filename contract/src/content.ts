import { z } from 'zod';
import { IdSchema, optionalText, requiredText } from './common.js';
import { fieldMessages } from './messages.js';

const httpUrl = z
  .string()
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
export const BusinessInfoInputSchema = z.object({
  companyName: requiredText(120),
  facebook: httpUrl,
  whatsapp: optionalText(30),
});
export type BusinessInfoInput = z.infer<typeof BusinessInfoInputSchema>;

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
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(value), 'GTM-XXXXXXX আকারে লিখুন'),
  facebook_domain_verification: optionalText(100),
  google_site_verification: optionalText(100),
});
export const SeoSchema = z.object({ _id: IdSchema, basic: SeoBasicSchema, custom: SeoCustomSchema });
export type Seo = z.infer<typeof SeoSchema>;
export const SeoInputSchema = z.object({ basic: SeoBasicSchema, custom: SeoCustomSchema });
export type SeoInput = z.infer<typeof SeoInputSchema>;

export const BannerGallerySchema = z.object({ _id: IdSchema, url: z.string(), title: z.string() });
export type BannerGallery = z.infer<typeof BannerGallerySchema>;
export const BannerSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  galleries: z.array(BannerGallerySchema),
});
export type Banner = z.infer<typeof BannerSchema>;

export const FeatureSchema = z.object({ _id: IdSchema, title: z.string(), icon: z.string() });
export type Feature = z.infer<typeof FeatureSchema>;

/** Both section titles (features and FAQ) share one shape. */
export const SectionTitleSchema = z.object({ _id: IdSchema, title: z.string() });
export type SectionTitle = z.infer<typeof SectionTitleSchema>;
export const SectionTitleInputSchema = z.object({ title: requiredText(200) });
export type SectionTitleInput = z.infer<typeof SectionTitleInputSchema>;

export const FaqSchema = z.object({ _id: IdSchema, id: IdSchema, qus: z.string(), ans: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
export const FaqInputSchema = z.object({ qus: requiredText(300), ans: requiredText(3000) });
export type FaqInput = z.infer<typeof FaqInputSchema>;
