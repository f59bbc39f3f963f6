import { z } from 'zod';
import { optionalText } from './common.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';

/** Meta's pixel (dataset) ids are digits, 15 or 16 of them today; room is left for longer. */
const PixelIdSchema = z
  .string()
  .trim()
  .regex(/^\d{6,20}$/, { error: 'পিক্সেল আইডি শুধু অঙ্কে লিখুন (Events Manager-এ যেমন আছে)' });

/**
 * The Conversions API settings as the back office sees them (decision 033): never the access token
 * itself once saved, only whether one is kept and its last four characters.
 */
export const FacebookSettingsSchema = z.object({
  enabled: z.boolean(),
  pixelId: z.string(),
  accessTokenSaved: z.boolean(),
  /** The saved token's last four characters, to tell which one it is; '' when none is saved. */
  accessTokenEnding: z.string(),
  /** Events Manager's "Test events" code; events carrying it show there and count nowhere else. */
  testEventCode: z.string(),
});
export type FacebookSettings = z.infer<typeof FacebookSettingsSchema>;

export const FacebookSettingsInputSchema = z
  .object(
    {
      enabled: z.boolean(),
      pixelId: z.union([z.literal(''), PixelIdSchema]),
      /** A new token; left out or empty keeps the saved one. */
      accessToken: z
        .string()
        .trim()
        .max(1000, { error: fieldMessages.invalid })
        .regex(/^[A-Za-z0-9_-]*$/, { error: 'টোকেনে শুধু ইংরেজি অক্ষর, অঙ্ক, - আর _ থাকে' })
        .optional(),
      testEventCode: optionalText(50),
    },
    { error: fieldMessages.invalid },
  )
  .strict();
export type FacebookSettingsInput = z.infer<typeof FacebookSettingsInputSchema>;

export const conversionsEndpoints = {
  getFacebook: endpoint({
    method: 'GET',
    path: '/integrations/facebook',
    access: 'admin',
    tags: ['integrations (admin)'],
    summary: 'The Facebook Conversions API settings, the access token masked',
    answer: { data: FacebookSettingsSchema },
  }),
  updateFacebook: endpoint({
    method: 'PUT',
    path: '/integrations/facebook',
    access: 'admin',
    tags: ['integrations (admin)'],
    summary: 'Save the Facebook Conversions API settings; an empty access token keeps the saved one',
    description:
      'Turning it on needs a pixel id and an access token (400 otherwise). From then on every order placed on the page sends a Purchase event from the outbox, with the event_id the browser reports.',
    body: FacebookSettingsInputSchema,
    answer: { data: FacebookSettingsSchema },
  }),
};
