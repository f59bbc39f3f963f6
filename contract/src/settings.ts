import { z } from 'zod';
import { IdSchema, optionalText, TakaSchema } from './common.js';

export const SiteSettingsSchema = z.object({
  _id: IdSchema,
  shipping: z.object({ insideDhaka: TakaSchema, outsideDhaka: TakaSchema }),
  phone: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteSettingsInputSchema = z.object({
  shipping: z.object({ insideDhaka: TakaSchema, outsideDhaka: TakaSchema }),
  phone: optionalText(30),
});
export type SiteSettingsInput = z.infer<typeof SiteSettingsInputSchema>;

/** The fee the storefront shows until settings have loaded (spec section 9). */
export const DEFAULT_SHIPPING_FEE = 80;
