import { z } from 'zod';
import { fieldMessages } from './messages.js';

/** Random, URL-safe ids (128 random bits as base64url); never sequential, never guessable. */
export const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, fieldMessages.id);
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** ISO-8601 timestamp in UTC, as stored and answered. */
export const TimestampSchema = z.string();

/** Whole taka: money is never a fraction on this shop. */
export const TakaSchema = z
  .number({ error: fieldMessages.wholeTaka })
  .int(fieldMessages.wholeTaka)
  .min(0)
  .max(10_000_000);

/** A form field that may arrive as text (multipart) and must be whole taka. */
export const TakaInputSchema = z.coerce
  .number({ error: fieldMessages.wholeTaka })
  .int(fieldMessages.wholeTaka)
  .min(0, fieldMessages.wholeTaka)
  .max(10_000_000, fieldMessages.wholeTaka);

/** Trimmed, non-empty, bounded plain text. */
export const requiredText = (max: number, message: string = fieldMessages.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, fieldMessages.tooLong(max));

export const optionalText = (max: number) => z.string().trim().max(max, fieldMessages.tooLong(max));

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

export const PageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** `{ success: true, data }`: every successful answer of the API. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), meta: PageMetaSchema });

export type Envelope<T> = { success: true; data: T; message?: string };
export type PagedEnvelope<T> = { success: true; data: T[]; meta: PageMeta };
