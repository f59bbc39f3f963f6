import { z } from 'zod';
import { installBengaliErrors } from './errors-bn.js';
import { fieldMessages } from './messages.js';

// Every schema below, and every schema built from them, speaks Bengali (server and forms alike).
installBengaliErrors();

/** Random, URL-safe ids (128 random bits as base64url); never sequential, never guessable. */
export const IdSchema = z
  .string({ error: fieldMessages.id })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, fieldMessages.id);
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** ISO-8601 timestamp in UTC, as stored and answered. */
export const TimestampSchema = z.string();

/** Whole taka: money is never a fraction on this shop. */
export const TakaSchema = z
  .number({ error: fieldMessages.wholeTaka })
  .int(fieldMessages.wholeTaka)
  .min(0, fieldMessages.wholeTaka)
  .max(10_000_000, fieldMessages.wholeTaka);

import { toAsciiDigits } from './digits.js';

export { formatBengaliWhole, toAsciiDigits, toBengaliDigits } from './digits.js';

/**
 * A form field that may arrive as text (multipart) and must be whole taka: digits only (Bengali digits
 * accepted), so `""`, `"5e2"` and `"0x1f4"` are refused instead of being read as 0 or 500.
 */
export const TakaInputSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const digits = toAsciiDigits(value.trim());
    if (digits === '') return undefined;
    return /^\d{1,9}$/.test(digits) ? Number(digits) : value;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.wholeTaka),
    })
    .int(fieldMessages.wholeTaka)
    .min(0, fieldMessages.wholeTaka)
    .max(10_000_000, fieldMessages.wholeTaka),
);

/**
 * Characters that have no business in text a person typed: C0/C1 controls (tab and newline are kept),
 * DEL, bidirectional overrides and isolates (they can make text read differently from what was
 * stored) and a stray byte-order mark. PostgreSQL also refuses NUL in text. The zero-width joiner and
 * non-joiner are kept: Bengali spelling needs them (র‍্যাব).
 */
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Removes control characters (see above) and turns `\r\n` and lone `\r` into `\n`. */
export const stripControlCharacters = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');

/** Trimmed, non-empty, bounded plain text, stored as typed apart from control characters. */
export const requiredText = (max: number, message: string = fieldMessages.required) =>
  z
    .string({ error: message })
    .overwrite(stripControlCharacters)
    .trim()
    .min(1, message)
    .max(max, fieldMessages.tooLong(max));

export const optionalText = (max: number) =>
  z
    .string({ error: fieldMessages.invalid })
    .overwrite(stripControlCharacters)
    .trim()
    .max(max, fieldMessages.tooLong(max));

/** A phone number written for people (hotline, WhatsApp): digits, `+`, dashes, spaces; may be blank. */
export const ContactPhoneSchema = optionalText(30).refine(
  (value) => value === '' || /^[0-9০-৯+\-\s()]{3,30}$/.test(value),
  fieldMessages.contactPhone,
);

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  /** The current state of what was refused, where it helps the client (an edit's 409: the order now). */
  data: z.unknown().optional(),
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

/**
 * A day of the shop's calendar (Dhaka), `YYYY-MM-DD`: a real date (no 13th month, no 30 February)
 * between the years 2000 and 2999, so turning it into a moment can never fail.
 */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessages.date)
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    if (year < 2000 || year > 2999) return false;
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, fieldMessages.date);
