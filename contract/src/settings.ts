import { z } from 'zod';
import { ContactPhoneSchema, IdSchema, TakaSchema } from './common.js';
import { fieldMessages } from './messages.js';

export const SiteSettingsSchema = z.object({
  _id: IdSchema,
  shipping: z.object({ insideDhaka: TakaSchema, outsideDhaka: TakaSchema }),
  phone: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteSettingsInputSchema = z.object(
  {
    shipping: z.object(
      { insideDhaka: TakaSchema, outsideDhaka: TakaSchema },
      { error: fieldMessages.invalid },
    ),
    phone: ContactPhoneSchema,
  },
  { error: fieldMessages.invalid },
);
export type SiteSettingsInput = z.infer<typeof SiteSettingsInputSchema>;
/** PATCH: any field may be left out (either fee alone, too); what is left out keeps its value. */
export const SiteSettingsUpdateSchema = z.object(
  {
    shipping: z
      .object({ insideDhaka: TakaSchema, outsideDhaka: TakaSchema }, { error: fieldMessages.invalid })
      .partial()
      .optional(),
    phone: ContactPhoneSchema.optional(),
  },
  { error: fieldMessages.invalid },
);
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdateSchema>;
