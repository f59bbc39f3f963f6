import { z } from 'zod';
import { TimestampSchema } from './common.js';
import { toBengaliDigits } from './digits.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { ORDER_STATUSES, type OrderStatus } from './order-rules.js';
import { PhoneSchema } from './orders.js';
import { MAX_SMS_CAP, MAX_SMS_TEMPLATE_LENGTH, SMS_GATEWAYS } from './sms-rules.js';

export const SmsGatewaySchema = z.enum(SMS_GATEWAYS, {
  error: 'SMS গেটওয়ে বেছে নিন: BulkSMSBD অথবা SSL Wireless',
});

const TemplateSchema = z.object({ enabled: z.boolean(), text: z.string() });
const TemplatesSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, TemplateSchema])) as Record<
    OrderStatus,
    typeof TemplateSchema
  >,
);

const CapSchema = z
  .number({ error: 'একটি সংখ্যা লিখুন' })
  .int({ error: 'পূর্ণ সংখ্যা লিখুন' })
  .min(1, { error: 'অন্তত ১' })
  .max(MAX_SMS_CAP, { error: `সর্বোচ্চ ${toBengaliDigits(MAX_SMS_CAP)}` });

/** The spend ceiling (decision 056): SMS a phone, a client address and the whole shop may cost a day. */
export const SmsCapsSchema = z.object({ perPhone: CapSchema, perAddress: CapSchema, perDay: CapSchema });

/**
 * The order SMS settings as the back office sees them (decision 037): off until
 * the owner turns them on with a gateway's account; the gateway's key only by how it ends.
 */
export const SmsSettingsSchema = z.object({
  enabled: z.boolean(),
  gateway: SmsGatewaySchema,
  bulksmsbd: z.object({ apiKeySaved: z.boolean(), apiKeyEnding: z.string(), senderId: z.string() }),
  sslwireless: z.object({ apiTokenSaved: z.boolean(), apiTokenEnding: z.string(), sid: z.string() }),
  /** Per status: sent or not when an order moves to it, and the Bengali text with its placeholders. */
  templates: TemplatesSchema,
  caps: SmsCapsSchema,
});
export type SmsSettings = z.infer<typeof SmsSettingsSchema>;

const SecretSchema = z
  .string()
  .trim()
  .max(200, { error: fieldMessages.tooLong(200) })
  .regex(/^[\x21-\x7e]*$/, { error: 'চাবিতে শুধু ইংরেজি অক্ষর, অঙ্ক আর চিহ্ন থাকে, ফাঁকা জায়গা নয়' })
  .optional();
const NameSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: fieldMessages.tooLong(max) })
    .regex(/^[\x20-\x7e]*$/, { error: 'শুধু ইংরেজি অক্ষর আর অঙ্ক' });

export const SmsSettingsInputSchema = z
  .object(
    {
      enabled: z.boolean(),
      gateway: SmsGatewaySchema,
      /** An empty or missing key keeps the saved one. */
      bulksmsbd: z.object({ apiKey: SecretSchema, senderId: NameSchema(20) }).strict(),
      sslwireless: z.object({ apiToken: SecretSchema, sid: NameSchema(50) }).strict(),
      templates: z
        .object(
          Object.fromEntries(
            ORDER_STATUSES.map((status) => [
              status,
              z.object({
                enabled: z.boolean(),
                text: z
                  .string()
                  .trim()
                  .max(MAX_SMS_TEMPLATE_LENGTH, { error: fieldMessages.tooLong(MAX_SMS_TEMPLATE_LENGTH) }),
              }),
            ]),
          ) as Record<OrderStatus, z.ZodObject<{ enabled: z.ZodBoolean; text: z.ZodString }>>,
        )
        .strict(),
      /** Left out: the saved caps stay. */
      caps: SmsCapsSchema.strict().optional(),
    },
    { error: fieldMessages.invalid },
  )
  .strict();
export type SmsSettingsInput = z.input<typeof SmsSettingsInputSchema>;

export const SmsTestSchema = z.object({ phone: PhoneSchema }, { error: fieldMessages.invalid }).strict();

/** A test message's result: sent (with the gateway's answer) or why not, in Bengali. */
export const SmsTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type SmsTestResult = z.infer<typeof SmsTestResultSchema>;

/**
 * The shop day's SMS as the Connections page shows them (decision 056): what went and its parts, and
 * the messages a cap stopped, the latest first with the order and the reason.
 */
export const SmsUsageSchema = z.object({
  day: z.string(),
  sent: z.number().int(),
  parts: z.number().int(),
  capped: z.number().int(),
  caps: SmsCapsSchema,
  stopped: z.array(
    z.object({
      at: TimestampSchema,
      kind: z.enum(['code', 'order']),
      orderId: z.string().nullable(),
      invoiceNumber: z.number().int().nullable(),
      reason: z.string(),
    }),
  ),
});
export type SmsUsage = z.infer<typeof SmsUsageSchema>;

const smsAdmin = { access: 'admin', tags: ['sms (admin)'] } as const;

export const smsEndpoints = {
  get: endpoint({
    ...smsAdmin,
    method: 'GET',
    path: '/integrations/sms',
    summary: 'The order SMS settings: gateway (its key masked) and the template of each status',
    answer: { data: SmsSettingsSchema },
  }),
  update: endpoint({
    ...smsAdmin,
    method: 'PUT',
    path: '/integrations/sms',
    summary:
      "Save the order SMS settings; an empty key keeps the saved one. Turning on needs the gateway's account",
    body: SmsSettingsInputSchema,
    answer: { data: SmsSettingsSchema },
  }),
  usage: endpoint({
    ...smsAdmin,
    method: 'GET',
    path: '/integrations/sms/usage',
    summary: "Today's SMS (shop day, Dhaka): sent, their parts, and those a cap stopped with the reason",
    answer: { data: SmsUsageSchema },
  }),
  test: endpoint({
    ...smsAdmin,
    method: 'POST',
    path: '/integrations/sms/test',
    summary: 'Send a test message to a phone through the saved gateway',
    description:
      "Always 200: `ok` says whether the gateway took it, `message` its answer or why not (the gateway's error codes as Bengali sentences).",
    body: SmsTestSchema,
    answer: { data: SmsTestResultSchema },
  }),
};
