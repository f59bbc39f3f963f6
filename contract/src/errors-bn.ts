import { type core, z } from 'zod';
import { toBengaliDigits } from './digits.js';
import { fieldMessages } from './messages.js';

type Issue = core.$ZodRawIssue;

const countable = (origin: unknown) => origin === 'array' || origin === 'set' || origin === 'map';

/**
 * The sentence a person reads for a mistake no schema wrote its own message for: plain Bengali,
 * numbers in Bengali digits, never zod's English ("Too small: expected number to be >=1"). A schema's
 * own message always wins over these.
 */
export function bengaliIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? fieldMessages.required
        : fieldMessages.invalid;
    case 'too_small': {
      const minimum = toBengaliDigits(String(issue.minimum));
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? fieldMessages.required
          : fieldMessages.tooShort(Number(issue.minimum));
      if (countable(issue.origin)) return `কমপক্ষে ${minimum}টি দিন`;
      return `কমপক্ষে ${minimum} হতে হবে`;
    }
    case 'too_big': {
      const maximum = toBengaliDigits(String(issue.maximum));
      if (issue.origin === 'string') return fieldMessages.tooLong(Number(issue.maximum));
      if (countable(issue.origin)) return `সর্বোচ্চ ${maximum}টি দেওয়া যাবে`;
      return `সর্বোচ্চ ${maximum} হতে পারে`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return fieldMessages.email;
      if (issue.format === 'url') return fieldMessages.url;
      return fieldMessages.invalid;
    case 'invalid_value':
      return 'দেওয়া বিকল্পগুলোর একটি বেছে নিন';
    case 'not_multiple_of':
      return 'পূর্ণ সংখ্যা দিন';
    case 'unrecognized_keys':
      return 'এমন ঘর দেওয়া হয়েছে যা এখানে চলে না';
    default:
      return fieldMessages.invalid;
  }
}

let installed = false;

/** Makes {@link bengaliIssueMessage} zod's default for every schema in this process or page. */
export function installBengaliErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: bengaliIssueMessage });
}
