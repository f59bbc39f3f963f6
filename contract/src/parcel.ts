import { z } from 'zod';
import { TimestampSchema } from './common.js';
import { fieldMessages } from './messages.js';
import { COURIERS, PARCEL_STATES } from './parcel-rules.js';

export const CourierSchema = z.enum(COURIERS, { error: fieldMessages.courier });
export const ParcelStateSchema = z.enum(PARCEL_STATES);

/**
 * An order's parcel with a courier (decision 035), on the order itself: null until
 * staff send it. The courier's ids are empty until the courier has answered.
 */
export const ParcelSchema = z.object({
  courier: CourierSchema,
  state: ParcelStateSchema,
  /** Steadfast's consignment_id or Pathao's consignment_id; '' until known. */
  consignmentId: z.string(),
  /** Steadfast's tracking_code (Pathao tracks by the consignment id); '' until known. */
  trackingCode: z.string(),
  /** What the courier charges for it, whole taka; null until the courier says. */
  fee: z.number().int().nullable(),
  /** The courier's own word for where the parcel is (`in_review`, `Pending`, `delivered`). */
  courierStatus: z.string(),
  /** Why the courier did not take it (state `failed`), in Bengali. */
  error: z.string(),
  requestedAt: TimestampSchema,
  bookedAt: TimestampSchema.nullable(),
});
export type Parcel = z.infer<typeof ParcelSchema>;
