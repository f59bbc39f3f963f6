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
 * A webhook's shared secret, chosen by the owner (the back office offers a random one) and set
 * both here and in the courier's dashboard: at least 16 characters, so it cannot be guessed.
 */
const WebhookSecretSchema = z
  .string()
  .trim()
  .max(200, { error: fieldMessages.tooLong(200) })
  .regex(/^([\x21-\x7e]{16,})?$/, { error: 'ওয়েবহুকের গোপন কোড কমপক্ষে ১৬ অক্ষরের, ফাঁকা জায়গা ছাড়া' })
  .optional();

/**
 * Steadfast's API keys as the back office sees them (decision 034): never the keys once saved, only
 * whether each is kept and its last four characters.
 */
export const SteadfastSettingsSchema = z.object({
  apiKeySaved: z.boolean(),
  apiKeyEnding: z.string(),
  secretKeySaved: z.boolean(),
  secretKeyEnding: z.string(),
  /** The bearer token Steadfast's webhook calls carry (set in both places by the owner). */
  webhookTokenSaved: z.boolean(),
  webhookTokenEnding: z.string(),
});
export type SteadfastSettings = z.infer<typeof SteadfastSettingsSchema>;

export const SteadfastSettingsInputSchema = z
  .object(
    { apiKey: KeySchema, secretKey: KeySchema, webhookToken: WebhookSecretSchema },
    { error: fieldMessages.invalid },
  )
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

/**
 * Pathao's merchant API account (decision 034): the client id and login are shown, the client secret and
 * password only by whether they are saved; the pickup store the parcels leave from.
 */
export const PathaoSettingsSchema = z.object({
  clientId: z.string(),
  clientSecretSaved: z.boolean(),
  clientSecretEnding: z.string(),
  username: z.string(),
  passwordSaved: z.boolean(),
  /** The store parcels are picked up from (Pathao's store_id); null until the owner picks one. */
  storeId: z.number().int().nullable(),
  storeName: z.string(),
  /** The secret Pathao's webhook calls carry in X-PATHAO-Signature. */
  webhookSecretSaved: z.boolean(),
  webhookSecretEnding: z.string(),
});
export type PathaoSettings = z.infer<typeof PathaoSettingsSchema>;

export const PathaoSettingsInputSchema = z
  .object(
    {
      clientId: KeySchema,
      clientSecret: KeySchema,
      /** The merchant login's e-mail address. */
      username: z
        .string()
        .trim()
        .max(200, { error: fieldMessages.tooLong(200) })
        .optional(),
      password: z
        .string()
        .max(200, { error: fieldMessages.tooLong(200) })
        .optional(),
      webhookSecret: WebhookSecretSchema,
    },
    { error: fieldMessages.invalid },
  )
  .strict();
export type PathaoSettingsInput = z.infer<typeof PathaoSettingsInputSchema>;

export const PathaoStoreSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  address: z.string(),
  active: z.boolean(),
});
export type PathaoStore = z.infer<typeof PathaoStoreSchema>;

/** Pathao's test also lists the account's stores, for the owner to pick the pickup store. */
export const PathaoCheckSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  stores: z.array(PathaoStoreSchema),
});
export type PathaoCheck = z.infer<typeof PathaoCheckSchema>;

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
  getPathao: endpoint({
    ...couriersAdmin,
    method: 'GET',
    path: '/integrations/pathao',
    summary: "Pathao's account: client id, login and pickup store; the secret and password masked",
    answer: { data: PathaoSettingsSchema },
  }),
  updatePathao: endpoint({
    ...couriersAdmin,
    method: 'PUT',
    path: '/integrations/pathao',
    summary:
      "Save Pathao's client id and secret and the merchant login; an empty or missing field keeps the saved one",
    body: PathaoSettingsInputSchema,
    answer: { data: PathaoSettingsSchema },
  }),
  checkPathao: endpoint({
    ...couriersAdmin,
    method: 'POST',
    path: '/integrations/pathao/check',
    summary: "Test the saved account: asks Pathao for a token, then for the account's stores",
    description:
      'Always 200: `ok` and the stores when Pathao issued a token, else `message` says why, in Bengali.',
    answer: { data: PathaoCheckSchema },
  }),
  choosePathaoStore: endpoint({
    ...couriersAdmin,
    method: 'PUT',
    path: '/integrations/pathao/store',
    summary: 'Choose the pickup store, one of the stores Pathao lists for the saved account',
    description: "400 when the store is not one of the account's (or Pathao cannot be asked).",
    body: z.object({ storeId: z.number().int().positive() }).strict(),
    answer: { data: PathaoSettingsSchema },
  }),
};
