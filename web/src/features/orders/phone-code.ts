import { PHONE_CODE_LENGTH, type PhoneCheck, toAsciiDigits, toBengaliDigits } from '@haat/contract';

/**
 * The code screen's rules (decision 040), apart from the screen so they can be tested: what a
 * typed code is, how long until a time, and how often to ask whether the SMS has gone.
 */

/** How often the screen asks whether the SMS gateway has taken the code yet. */
export const CODE_POLL_MS = 2_500;
/**
 * How long it keeps asking after the order (or a new code) was sent. The outbox sends the code about
 * a second after the order commits; a gateway that has not taken it within a minute is down, the
 * outbox retries in minutes, and the order waits for the shop's call whatever the screen does.
 */
export const CODE_POLL_FOR_MS = 60_000;

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

/**
 * The code as the customer typed it, in ASCII digits: Bengali digits and spaces (a pasted
 * "১২৩ ৪৫৬") are fine, as the server reads them. Null for anything that cannot be a code, which the
 * screen says at once instead of asking the server (and using none of the customer's tries).
 */
export function typedCode(text: string): string | null {
  const digits = toAsciiDigits(text).replace(/\s/g, '');
  return CODE_PATTERN.test(digits) ? digits : null;
}

/** Whole seconds from `now` until a time the server gave; 0 once it has passed, null for none. */
export function secondsUntil(timestamp: string | null, now: number): number | null {
  if (!timestamp) return null;
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A wait as the countdown shows it, minutes and seconds in Bengali digits: ০:৪৫, ১:০০, ৫৯:০৫. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return toBengaliDigits(`${minutes}:${String(whole % 60).padStart(2, '0')}`);
}

/**
 * The refetch interval of the code's query: every few seconds while the gateway has not taken the
 * code, for a minute from `since` (the order, or the last new code); not at all otherwise. A
 * confirmed order, or a code on its way, has nothing to wait for.
 */
export function codePollInterval(check: PhoneCheck | undefined, since: number, now: number): number | false {
  if (check?.state !== 'waiting' || check.sentAt !== null) return false;
  return now - since < CODE_POLL_FOR_MS ? CODE_POLL_MS : false;
}

/** What the screen shows for the current code. */
export type CodeStage =
  /** The gateway has not taken it yet: "on its way". */
  | 'sending'
  /** Sent and still good: type it. */
  | 'sent'
  /** Its five minutes are over: only a new code helps. */
  | 'expired'
  /** Its tries are used up with wrong codes: only a new code helps. */
  | 'locked';

export function codeStage(check: PhoneCheck, now: number): CodeStage {
  if (check.triesLeft <= 0) return 'locked';
  if (check.sentAt === null) return 'sending';
  return secondsUntil(check.expiresAt, now) === 0 ? 'expired' : 'sent';
}
