import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';

/** A key as couriers issue them: printable characters, no spaces; empty keeps the saved one. */
const KeySchema = z
  .string()
  .trim()
  .max(200, { error: fieldMessages.tooLong(200) })
  .regex(/^[\x21-\x7e]*$/, { error: 'চাবিতে শুধু ইংরেজি অক্ষর, অঙ্ক আর চিহ্ন থাকে, ফাঁকা জায়গা নয়' })
  .optional();

/**
 * Steadfast's API keys as the back office sees them (issue 16): never the keys once saved, only
 * whether each is kept and its last four characters.
 */
export const SteadfastSettingsSchema = z.object({
  apiKeySaved: z.boolean(),
  apiKeyEnding: z.string(),
  secretKeySaved: z.boolean(),
  secretKeyEnding: z.string(),
});
export type SteadfastSettings = z.infer<typeof SteadfastSettingsSchema>;

export const SteadfastSettingsInputSchema = z
  .object({ apiKey: KeySchema, secretKey: KeySchema }, { error: fieldMessages.invalid })
  .strict();
export type SteadfastSettingsInput = z.infer<typeof SteadfastSettingsInputSchema>;

/** What "test the connection" found: the merchant balance when the keys work, else why not. */
export const CourierCheckSchema = z.object({
  ok: z.boolean(),
  /** Taka in the merchant account (Steadfast's current_balance); null when the check failed. */
  balance: z.number().nullable(),
  message: z.string(),
});
export type CourierCheck = z.infer<typeof CourierCheckSchema>;

const couriersAdmin = { access: 'admin', tags: ['couriers (admin)'] } as const;

export const courierEndpoints = {
  getSteadfast: endpoint({
    ...couriersAdmin,
    method: 'GET',
    path: '/integrations/steadfast',
    summary: "Steadfast's API keys, masked",
    answer: { data: SteadfastSettingsSchema },
  }),
  updateSteadfast: endpoint({
    ...couriersAdmin,
    method: 'PUT',
    path: '/integrations/steadfast',
    summary: "Save Steadfast's API key and secret key; an empty or missing one keeps the saved one",
    body: SteadfastSettingsInputSchema,
    answer: { data: SteadfastSettingsSchema },
  }),
  checkSteadfast: endpoint({
    ...couriersAdmin,
    method: 'POST',
    path: '/integrations/steadfast/check',
    summary: 'Test the saved keys: asks Steadfast for the merchant balance',
    description:
      'Always 200: `ok` says whether Steadfast accepted the keys, `message` why not (keys refused, Steadfast unreachable, an answer that makes no sense), in Bengali.',
    answer: { data: CourierCheckSchema },
  }),
};
