import { type SmsSettings, SmsSettingsInputSchema, toBengaliDigits } from '@haat/contract';
import { z } from 'zod';
import { typedNumber } from '@/lib/typed-number';

const caps = SmsSettingsInputSchema.shape.caps.unwrap().shape;

/** The SMS settings form: the contract's schema, the spend caps read from text (Bengali digits too). */
export const smsFormSchema = SmsSettingsInputSchema.extend({
  caps: z.object({
    perPhone: typedNumber(caps.perPhone),
    perAddress: typedNumber(caps.perAddress),
    perDay: typedNumber(caps.perDay),
  }),
});
export type SmsFormValues = z.input<typeof smsFormSchema>;

/** The form starts from what is saved; the gateways' keys always start empty (never sent back). */
export const smsFormValues = (settings: SmsSettings): SmsFormValues => ({
  enabled: settings.enabled,
  gateway: settings.gateway,
  bulksmsbd: { apiKey: '', senderId: settings.bulksmsbd.senderId },
  sslwireless: { apiToken: '', sid: settings.sslwireless.sid },
  templates: settings.templates,
  caps: {
    perPhone: toBengaliDigits(settings.caps.perPhone),
    perAddress: toBengaliDigits(settings.caps.perAddress),
    perDay: toBengaliDigits(settings.caps.perDay),
  },
});
