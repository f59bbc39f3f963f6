import { type SiteSettings, SiteSettingsInputSchema, TakaInputSchema } from '@haat/contract';
import { z } from 'zod';

/**
 * The fees form: the contract's settings schema, with each fee read from the text the owner typed
 * (Bengali digits too) by the contract's `TakaInputSchema`, which ends in the same whole-taka rule.
 */
export const settingsFormSchema = z.object({
  shipping: z.object({ insideDhaka: TakaInputSchema, outsideDhaka: TakaInputSchema }),
  phone: SiteSettingsInputSchema.shape.phone,
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

export const settingsFormDefaults = (settings: SiteSettings | null): SettingsFormValues => ({
  shipping: {
    insideDhaka: settings ? String(settings.shipping.insideDhaka) : '',
    outsideDhaka: settings ? String(settings.shipping.outsideDhaka) : '',
  },
  phone: settings?.phone ?? '',
});
