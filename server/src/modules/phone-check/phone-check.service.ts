import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES,
  PHONE_CODES_PER_ORDER,
  PHONE_CODES_PER_PHONE_HOUR,
  type PhoneCheck,
  type PhoneCheckMode,
  phoneCheckMessages,
  type RiskReason,
} from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { orderMessages } from '../orders/order-messages.js';
import { type OutboxService, PermanentJobFailure } from '../outbox/outbox.service.js';
import { smsMessages } from '../sms/sms.messages.js';
import type { SmsService } from '../sms/sms.service.js';
import { SmsNotSent } from '../sms/sms-gateway.js';
import { type CheckWithOrder, PHONE_CODE_JOB, type PhoneCheckRepository } from './phone-check.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * An order's code for one round: six digits drawn from an HMAC of the order and the round under the
 * server's own key. It is stored nowhere (not in the database, the outbox or a log): the job that
 * sends it and the call that checks it both work it out again. A new round is a new code, and
 * nobody without the key can work one out. The remainder's bias (2^32 is not a multiple of 10^6) is
 * under one in four thousand.
 */
export function phoneCode(key: Uint8Array, orderId: string, round: number): string {
  const digest = createHmac('sha256', key).update(`haat-phone-code:${orderId}:${round}`).digest();
  return String(digest.readUInt32BE(0) % 10 ** PHONE_CODE_LENGTH).padStart(PHONE_CODE_LENGTH, '0');
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether new page orders are asked for a code. In `risky` mode every order is asked, as in `all`:
 * were only the held ones, the answer and the code screen would tell a fraudster the check caught
 * them (decision 056). The modes differ in what waits for the code, `holdsUntilCode`.
 */
export const asksForCode = (mode: PhoneCheckMode): boolean => mode !== 'off';

/** Whether an order asked for a code waits on hold for it: every one in `all`, the held ones in `risky`. */
export const holdsUntilCode = (mode: PhoneCheckMode, held: boolean): boolean =>
  mode === 'all' || (mode === 'risky' && held);

/** A blocklisted phone, address or device proving it owns the phone is still blocked: it stays held. */
const releasable = (reasons: readonly RiskReason[] | undefined) =>
  !(reasons ?? []).some((reason) => reason.signal === 'blocked');

/**
 * The optional phone check (decision 040). The placement asks a new order for its
 * first code in the order's own transaction (phone-check.repository.ts); this sends each code from
 * the outbox through the owner's SMS gateway, checks what the customer types, and sends another on
 * request, within the limits: five minutes a code, five tries a code, three codes an order, one a
 * minute, five an hour a phone (the per-address ceiling is the route's).
 */
export function createPhoneCheckService(deps: {
  repository: PhoneCheckRepository;
  outbox: OutboxService;
  sms: Pick<SmsService, 'accountGateway'>;
  /** The server's own secret (the token signing key): what the codes are drawn from. */
  key: Uint8Array;
  /** How many days an order's link works for anyone (ORDER_LINK_DAYS); its code screen as long. */
  publicReadDays: number;
}) {
  const { repository, outbox, key, publicReadDays } = deps;

  const stateOf = (check: CheckWithOrder, now = Date.now()): PhoneCheck => {
    const confirmed = check.confirmedAt !== null;
    const moreCodes = !confirmed && check.round < PHONE_CODES_PER_ORDER;
    return {
      state: confirmed ? 'confirmed' : 'waiting',
      sentAt: check.sentAt,
      expiresAt: check.sentAt
        ? new Date(Date.parse(check.sentAt) + PHONE_CODE_MINUTES * MINUTE_MS).toISOString()
        : null,
      triesLeft: confirmed ? 0 : Math.max(0, PHONE_CODE_TRIES - check.wrongTries),
      nextCodeAt: moreCodes
        ? new Date(Math.max(now, Date.parse(check.askedAt) + PHONE_CODE_RESEND_SECONDS * 1000)).toISOString()
        : null,
    };
  };

  /** The check of a recent order; an old order's (or none) answers as an unknown one. */
  async function recentCheck(checks: Pick<PhoneCheckRepository, 'find'>, orderId: string) {
    const check = await checks.find(orderId);
    const recentUntil = check
      ? Date.parse(check.orderCreatedAt) + publicReadDays * 24 * HOUR_MS
      : Number.NEGATIVE_INFINITY;
    if (!check || Date.now() >= recentUntil) throw AppError.notFound(orderMessages.notFound);
    return check;
  }

  outbox.register(PHONE_CODE_JOB, async (job, { signal, lastAttempt }) => {
    const { round } = job.payload;
    const orderId = job.orderId;
    if (!orderId) return;
    const check = await repository.find(orderId);
    // Confirmed, or a newer code asked meanwhile: this one is no longer wanted.
    if (!check || check.confirmedAt !== null || check.round !== round) return;
    const gateway = await deps.sms.accountGateway();
    if (!gateway) {
      // The owner removed the gateway's account since: say so on the order, which waits for a call.
      await repository.recordFailure(orderId, round, phoneCheckMessages.noGateway, nowIso());
      return;
    }
    const text = phoneCheckMessages.sms(phoneCode(key, orderId, round));
    const reference = `haat-${job.id}`;
    // Past the owner's SMS caps the code is not sent: the order waits for the shop's call, and its
    // timeline says which cap stopped it (decision 056).
    const capped = await gateway.reserve({ orderId, phone: check.phone, reference, text });
    if (capped !== null) {
      await repository.recordFailure(orderId, round, capped, nowIso());
      return;
    }
    try {
      const answer = await gateway.send(check.phone, text, reference, signal);
      await repository.markSent(orderId, round, smsMessages.sent(gateway.gateway, answer), nowIso());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof SmsNotSent && error.permanent;
      if (permanent || lastAttempt) {
        await repository.recordFailure(orderId, round, message, nowIso());
        await gateway.release(reference, message);
      }
      if (permanent) throw new PermanentJobFailure(message);
      throw error;
    }
  });

  return {
    /** Where a recent order's code stands. */
    async get(orderId: string): Promise<PhoneCheck> {
      return stateOf(await recentCheck(repository, orderId));
    },

    /**
     * Checks a code. A wrong one is counted (and the count committed) before it is refused; the
     * fifth locks the code until a new one is asked. The right one confirms the order and, while it
     * is still on hold as it arrived, moves it to pending (decision 040).
     */
    async confirm(orderId: string, code: string): Promise<PhoneCheck> {
      const outcome = await repository.transaction(async (checks) => {
        const check = await recentCheck(checks, orderId);
        if (check.confirmedAt !== null) return { ok: true as const, check };
        if (check.wrongTries >= PHONE_CODE_TRIES)
          return { ok: false as const, error: AppError.tooManyRequests(phoneCheckMessages.noTriesLeft) };
        if (check.sentAt === null)
          return { ok: false as const, error: AppError.badRequest(phoneCheckMessages.notSentYet) };
        const now = nowIso();
        if (Date.parse(now) >= Date.parse(check.sentAt) + PHONE_CODE_MINUTES * MINUTE_MS)
          return { ok: false as const, error: AppError.badRequest(phoneCheckMessages.expired) };
        if (!sameCode(code, phoneCode(key, orderId, check.round))) {
          const triesLeft = PHONE_CODE_TRIES - check.wrongTries - 1;
          await checks.addWrongTry(orderId, check.round, triesLeft === 0, now);
          const error =
            triesLeft === 0
              ? AppError.tooManyRequests(phoneCheckMessages.noTriesLeft)
              : AppError.badRequest(phoneCheckMessages.wrong(triesLeft), [
                  { path: 'code', message: phoneCheckMessages.wrong(triesLeft) },
                ]);
          return { ok: false as const, error };
        }
        const release =
          check.orderStatus === 'on_hold' && check.orderVersion === 1 && releasable(check.risk?.reasons);
        await checks.confirm(check, release, now);
        return { ok: true as const, check: { ...check, confirmedAt: now } };
      });
      // Refused after the transaction: the wrong try it counted is kept.
      if (!outcome.ok) throw outcome.error;
      return stateOf(outcome.check);
    },

    /** Sends a new code (the old one stops working), within the order's and the phone's limits. */
    async resend(orderId: string): Promise<PhoneCheck> {
      const state = await repository.transaction(async (checks) => {
        const check = await recentCheck(checks, orderId);
        if (check.confirmedAt !== null) return stateOf(check);
        if (check.round >= PHONE_CODES_PER_ORDER)
          throw AppError.tooManyRequests(phoneCheckMessages.noMoreCodes);
        const now = Date.now();
        const waitMs = Date.parse(check.askedAt) + PHONE_CODE_RESEND_SECONDS * 1000 - now;
        if (waitMs > 0) throw AppError.tooManyRequests(phoneCheckMessages.tooSoon(Math.ceil(waitMs / 1000)));
        const sinceHour = new Date(now - HOUR_MS).toISOString();
        const asked = (await checks.codesAskedSince([check.phone], sinceHour)).get(check.phone) ?? 0;
        if (asked >= PHONE_CODES_PER_PHONE_HOUR)
          throw AppError.tooManyRequests(phoneCheckMessages.phoneLimit);
        const round = check.round + 1;
        const at = new Date(now).toISOString();
        await checks.startRound(orderId, round, at);
        return stateOf({ ...check, round, askedAt: at, sentAt: null, wrongTries: 0 }, now);
      });
      outbox.wake();
      return state;
    },

    /** Orders with codes were committed: send them now rather than at the next poll. */
    committed(): void {
      outbox.wake();
    },

    /** Whether codes can be sent at all: a gateway account is saved. */
    async ready(): Promise<boolean> {
      return (await deps.sms.accountGateway()) !== null;
    },
  };
}

export type PhoneCheckService = ReturnType<typeof createPhoneCheckService>;
