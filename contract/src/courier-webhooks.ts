import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * The most taka a courier's call may name for a COD amount or a fee (decision 036). A farm-goods
 * parcel's cash on delivery is a few thousand taka and a delivery fee a few hundred; 100,000 is far
 * above any real parcel yet small enough that every sum and format of it stays exact, so a call
 * naming more (or less than nothing) is not a courier's and is refused before anything is written.
 */
export const MAX_COURIER_TAKA = 100_000;

/** Taka as a courier writes it: Pathao's fee carries paisa, so not always whole; finite and bounded. */
const CourierTakaSchema = z.number().min(0).max(MAX_COURIER_TAKA);

/** The couriers' numeric ids (Steadfast's consignment, Pathao's store): positive whole numbers. */
const CourierIdNumberSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * Steadfast's webhook call (research §1): a delivery status, a tracking message, or a return's status.
 * Only the fields Haat reads are checked; anything else Steadfast adds is let through. `invoice` may
 * be null and `status` arrives lowercase or capitalised (research, unconfirmed points).
 */
export const SteadfastWebhookSchema = z.looseObject({
  notification_type: z.string().max(50),
  consignment_id: z.union([CourierIdNumberSchema, z.string().regex(/^\d{1,20}$/)]),
  invoice: z.string().max(100).nullish(),
  tracking_id: z.string().max(100).nullish(),
  status: z.string().max(100).nullish(),
  cod_amount: CourierTakaSchema.nullish(),
  delivery_charge: CourierTakaSchema.nullish(),
  tracking_message: z.string().max(1000).nullish(),
  updated_at: z.string().max(50).nullish(),
});
export type SteadfastWebhook = z.infer<typeof SteadfastWebhookSchema>;

export const SteadfastWebhookHeadersSchema = z.object({ authorization: z.string().max(500).optional() });

/**
 * Pathao's webhook call (research §2): the integration handshake `{ event: "webhook_integration" }`,
 * or an order event naming the consignment.
 */
export const PathaoWebhookSchema = z.looseObject({
  event: z.string().max(100),
  consignment_id: z.string().max(100).optional(),
  merchant_order_id: z.string().max(100).nullish(),
  updated_at: z.string().max(50).nullish(),
  timestamp: z.string().max(50).nullish(),
  store_id: CourierIdNumberSchema.nullish(),
  delivery_fee: CourierTakaSchema.nullish(),
  collected_amount: CourierTakaSchema.nullish(),
  reason: z.string().max(1000).nullish(),
});
export type PathaoWebhook = z.infer<typeof PathaoWebhookSchema>;

export const PathaoWebhookHeadersSchema = z.object({ 'x-pathao-signature': z.string().max(500).optional() });

/** The header and value Pathao's handshake must get back (research §2: fixed, the same for everyone). */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/** A courier's status call is a few hundred bytes; anything far larger is not one (decision 036). */
export const MAX_WEBHOOK_BYTES = 16 * 1024;

const webhookTags = {
  access: 'public',
  tags: ['couriers (webhooks)'],
  bodyLimit: MAX_WEBHOOK_BYTES,
} as const;

export const courierWebhookEndpoints = {
  steadfast: endpoint({
    ...webhookTags,
    method: 'POST',
    path: '/courier/webhook/steadfast',
    summary: "Steadfast's status updates (its Callback URL), authenticated by the owner's bearer token",
    description:
      'Answers as Steadfast asks: 200 `{"status":"success","message":"Webhook received successfully."}`; 401 for a missing or wrong token, 404 for a consignment the shop does not have, 400 for a malformed call, each changing nothing. The call is a signal: the status is read back from Steadfast before the order changes, and a replayed call changes nothing twice.',
    headers: SteadfastWebhookHeadersSchema,
    body: SteadfastWebhookSchema,
    answer: 'provider',
  }),
  pathao: endpoint({
    ...webhookTags,
    method: 'POST',
    path: '/courier/webhook/pathao',
    summary: "Pathao's order events (its Callback URL), authenticated by the X-PATHAO-Signature secret",
    description: `Every answer carries \`${PATHAO_INTEGRATION_HEADER}: ${PATHAO_INTEGRATION_SECRET}\`; the integration handshake is answered 202, an accepted event 202, a wrong or missing signature 401, an unknown consignment 404, a malformed call 400. The status is read back from Pathao before the order changes.`,
    headers: PathaoWebhookHeadersSchema,
    body: PathaoWebhookSchema,
    answer: 'provider',
  }),
};
