import { z } from 'zod';
import { IdParamsSchema, IdSchema, stripControlCharacters } from './common.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { OrderSchema, OrderStatusSchema } from './orders.js';
import { CourierSchema } from './parcel.js';
import {
  COURIERS,
  MAX_BULK_BOOKING,
  MAX_COURIER_CODE_LENGTH,
  MAX_PARCEL_DESCRIPTION_LENGTH,
  MAX_PARCEL_NOTE_LENGTH,
  MAX_PARCEL_WEIGHT_KG,
  MIN_PARCEL_WEIGHT_KG,
  PARCEL_ID_FORMAT_MESSAGE,
} from './parcel-rules.js';

const WeightSchema = z
  .number({ error: fieldMessages.parcelWeight })
  .min(MIN_PARCEL_WEIGHT_KG, fieldMessages.parcelWeight)
  .max(MAX_PARCEL_WEIGHT_KG, fieldMessages.parcelWeight);

const optionalText = (max: number) =>
  z.string().overwrite(stripControlCharacters).trim().max(max, fieldMessages.tooLong(max)).optional();

/**
 * Send one order to a courier (decision 035): the form comes prefilled (the description from the
 * lines, the order's note) and staff may change each. The weight, left out, is the order's own
 * (its lines' weights, decision 068). The cash to collect is always the order's total, from the server.
 */
export const BookParcelSchema = z
  .object(
    {
      courier: CourierSchema,
      /** Missing: the order's own weight (decision 068). */
      weightKg: WeightSchema.optional(),
      /** Empty or missing: the server writes it from the order's lines. */
      itemDescription: optionalText(MAX_PARCEL_DESCRIPTION_LENGTH),
      /** Missing: the order's own note goes to the rider. */
      note: optionalText(MAX_PARCEL_NOTE_LENGTH),
    },
    { error: fieldMessages.invalid },
  )
  .strict();
export type BookParcel = z.input<typeof BookParcelSchema>;

/**
 * Send many orders at once (decision 035): the ones picked on the list, at most 500 (Steadfast's
 * bulk call). Each gets the description of its own lines, its own note and, unless `weightKg` says
 * one weight for all, its own weight (decision 068).
 */
export const BulkBookParcelsSchema = z
  .object(
    {
      courier: CourierSchema,
      weightKg: WeightSchema.optional(),
      ids: z
        .array(IdSchema, { error: fieldMessages.invalid })
        .min(1, fieldMessages.selectOrders)
        .max(MAX_BULK_BOOKING, fieldMessages.tooManyOrders(MAX_BULK_BOOKING)),
    },
    { error: fieldMessages.invalid },
  )
  .strict();
export type BulkBookParcels = z.input<typeof BulkBookParcelsSchema>;

export const BulkBookingResultSchema = z.object({
  /** Handed to the outbox: the courier gets them in the next seconds. */
  requested: z.number().int(),
  /** Left as they were, each with why: a status that cannot ship, a parcel already booked, or too heavy for the courier. */
  refused: z.array(
    z.object({
      _id: IdSchema,
      invoiceNumber: z.number().int(),
      status: OrderStatusSchema,
      reason: z.string(),
    }),
  ),
  /** Ids that are no order (deleted meanwhile). */
  missing: z.array(z.string()),
});
export type BulkBookingResult = z.infer<typeof BulkBookingResultSchema>;

/** A courier's id or code as its portal shows it: letters, digits and dashes (`1424107`, `DL121224VS8TTJ`). */
const courierCode = (max: number) =>
  z
    .string({ error: fieldMessages.required })
    .overwrite(stripControlCharacters)
    .trim()
    .max(max, fieldMessages.tooLong(max))
    .regex(/^[A-Za-z0-9-]*$/, PARCEL_ID_FORMAT_MESSAGE);

/**
 * The ids staff copy from the courier's portal for a parcel the courier has but the shop does not
 * know the ids of (decision 058). Checked with the courier before they are saved.
 */
export const ParcelIdsSchema = z
  .object(
    {
      consignmentId: courierCode(MAX_COURIER_CODE_LENGTH).min(1, fieldMessages.required),
      /** Steadfast's tracking code, when staff copy it too; Pathao tracks by the consignment id. */
      trackingCode: courierCode(MAX_COURIER_CODE_LENGTH).optional(),
    },
    { error: fieldMessages.invalid },
  )
  .strict();
export type ParcelIds = z.input<typeof ParcelIdsSchema>;

/** Which couriers are set up to take parcels, for the booking form's choice. */
export const CourierReadinessSchema = z.array(
  z.object({ courier: CourierSchema, ready: z.boolean(), message: z.string() }),
);
export type CourierReadiness = z.infer<typeof CourierReadinessSchema>;

const bookingTags = { access: 'staff', tags: ['couriers (booking)'] } as const;

export const courierBookingEndpoints = {
  readiness: endpoint({
    ...bookingTags,
    method: 'GET',
    path: '/courier/readiness',
    summary: `Which couriers (${COURIERS.join(', ')}) have their account saved and can take parcels`,
    answer: { data: CourierReadinessSchema },
  }),
  book: endpoint({
    ...bookingTags,
    method: 'POST',
    path: '/order/courier-booking/:id',
    summary: 'Send one order to a courier; the booking is made from the outbox in the next seconds',
    description:
      "Answers the order with `parcel.state` `booking`. The outbox books it with the courier (the invoice number as the courier's idempotency key), stores the consignment id, tracking code and fee on the order and moves it to shipped; a refusal leaves `parcel.state` `failed` with the courier's reason, and it may be sent again. Refused with 409 for an order that cannot ship (on hold, shipped, delivered, returned, cancelled) or is already with a courier, and with 400 when the courier is not set up or cannot carry the parcel's weight (Pathao over 10 kg).",
    params: IdParamsSchema,
    body: BookParcelSchema,
    answer: { data: OrderSchema, message: 'Booking requested' },
  }),
  bulkBook: endpoint({
    ...bookingTags,
    method: 'POST',
    path: '/order/bulk-courier-booking',
    summary: `Send up to ${MAX_BULK_BOOKING} picked orders to a courier at once (Steadfast's bulk call)`,
    description:
      'Orders that cannot ship, are already with a courier, or weigh more than the courier takes (Pathao over 10 kg) are listed in `refused` with the reason and left as they were; the rest are booked.',
    body: BulkBookParcelsSchema,
    answer: { data: BulkBookingResultSchema },
  }),
  askCourier: endpoint({
    ...bookingTags,
    method: 'POST',
    path: '/order/courier-check/:id',
    summary: "Ask the courier now where an order's parcel is, without waiting for its webhook or the poll",
    description:
      'For the customer on the phone asking where their parcel is. The status check is made from the outbox in the next seconds, as for a webhook, and moves the order by the same rules; asking again within the minute adds nothing. Answers the order as it is now. Refused with 409 for an order with no parcel taken by a courier.',
    params: IdParamsSchema,
    answer: { data: OrderSchema, message: 'Courier asked' },
  }),
  enterIds: endpoint({
    ...bookingTags,
    method: 'POST',
    path: '/order/courier-ids/:id',
    summary: "Save a parcel's consignment id (and tracking code) copied from the courier's portal",
    description:
      "For a parcel the courier has but whose ids the shop lost with the booking's answer. The courier is asked first: an id it does not know as this order's invoice is refused with 400, and nothing is saved. Refused with 409 when the order has no parcel, its ids are known already, or another order has this consignment; 503 when the courier cannot be asked now.",
    params: IdParamsSchema,
    body: ParcelIdsSchema,
    answer: { data: OrderSchema, message: 'Parcel ids saved' },
  }),
};
