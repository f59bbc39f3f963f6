import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from './common.js';
import { toAsciiDigits } from './digits.js';
import { endpoint } from './endpoint.js';
import {
  PHONE_CHECK_STATES,
  PHONE_CODE_LENGTH,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODES_PER_ORDER,
  PHONE_CODES_PER_PHONE_HOUR,
  phoneCheckMessages,
} from './phone-check-rules.js';

/**
 * The optional phone check (decision 040): a six-digit code sent by SMS to the
 * phone of an order placed on the page, which the customer types on the success page. The order is
 * stored before any code is sent, so a slow or lost SMS never loses it: it waits on hold for the
 * shop's call instead, and a correct code moves it to the normal queue.
 */

/** A code as the customer types it: Bengali or ASCII digits, spaces allowed (a pasted "123 456"). */
export const PhoneCodeInputSchema = z.object({
  code: z
    .string({ error: phoneCheckMessages.code })
    .transform((code) => toAsciiDigits(code).replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), phoneCheckMessages.code)),
});
export type PhoneCodeInput = z.input<typeof PhoneCodeInputSchema>;

/**
 * An order's code as its customer's page sees it. `sentAt` is null until the SMS gateway has taken
 * the current code (the code screen says it is on its way); `expiresAt` follows from it. A new code
 * may be asked from `nextCodeAt`, or never again when it is null.
 */
export const PhoneCheckSchema = z.object({
  state: z.enum(PHONE_CHECK_STATES),
  sentAt: TimestampSchema.nullable(),
  expiresAt: TimestampSchema.nullable(),
  triesLeft: z.number().int(),
  nextCodeAt: TimestampSchema.nullable(),
});
export type PhoneCheck = z.infer<typeof PhoneCheckSchema>;

export const phoneCheckEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/order/phone-check/:id',
    access: 'public',
    tags: ['orders'],
    summary: "Where a recent order's phone code stands (the success page's code screen)",
    description: '404 for an order that was not asked for a code, or is no longer recent (ORDER_LINK_DAYS).',
    params: IdParamsSchema,
    answer: { data: PhoneCheckSchema },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/order/phone-check/:id/confirm',
    access: 'public',
    tags: ['orders'],
    summary: 'Confirm an order with the code sent to its phone',
    description:
      '400 for a wrong or expired code (with the tries left), 429 once the tries are used up. A confirmed order answers the same again. Limited per client address (ORDER_RATE_LIMIT).',
    params: IdParamsSchema,
    body: PhoneCodeInputSchema,
    answer: { data: PhoneCheckSchema },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/order/phone-check/:id/resend',
    access: 'public',
    tags: ['orders'],
    summary: 'Send the order a new code (the old one stops working)',
    description: `429 before ${PHONE_CODE_RESEND_SECONDS} seconds have passed since the last, after ${PHONE_CODES_PER_ORDER} codes for the order, or ${PHONE_CODES_PER_PHONE_HOUR} an hour for the phone. Limited per client address (ORDER_RATE_LIMIT).`,
    params: IdParamsSchema,
    answer: { data: PhoneCheckSchema },
  }),
};
