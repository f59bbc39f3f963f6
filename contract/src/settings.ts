import { z } from 'zod';
import { ContactPhoneSchema, IdSchema, TakaSchema } from './common.js';
import { addEndpoint, publicRead, updateEndpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';

export const SiteSettingsSchema = z.object({
  _id: IdSchema,
  shipping: z.object({ insideDhaka: TakaSchema, outsideDhaka: TakaSchema }),
  phone: z.string(),
  /**
   * Days the storefront's form is kept before ordering (CHECKOUT_DRAFT_DAYS, decision 039): a server
   * setting, carried in the storefront's read so its privacy line says it.
   */
  checkoutDraftDays: z.number().int().optional(),
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

const settingsAdmin = { tags: ['settings (admin)'] } as const;

export const settingsEndpoints = {
  list: publicRead(
    '/settings',
    { tags: ['settings'], summary: 'Shipping fees and the hotline (a list of at most one)' },
    z.array(SiteSettingsSchema),
  ),
  add: addEndpoint('settings', SiteSettingsSchema, {
    ...settingsAdmin,
    summary: 'Create the site settings (409 when they exist)',
    body: SiteSettingsInputSchema,
  }),
  update: updateEndpoint('settings', SiteSettingsSchema, {
    ...settingsAdmin,
    summary: 'Change the site settings; what is left out keeps its value',
    body: SiteSettingsUpdateSchema,
  }),
};
