import { toAsciiDigits } from '@haat/contract';
import { z } from 'zod';

/**
 * A number as the owner types it, Bengali digits or Latin, then the contract's own rule for it, so
 * the browser and the server refuse the same values in the same words. Anything that is not a whole
 * number becomes NaN, which the rule refuses with its range message rather than a type error.
 */
export const typedNumber = <T extends z.ZodNumber>(rule: T) =>
  z
    .string()
    .transform((text) => {
      const digits = toAsciiDigits(text.trim());
      return /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
    })
    .pipe(rule);
