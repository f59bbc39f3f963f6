import {
  type AddBlockEntry,
  type BlockEntry,
  blockMessages,
  DEFAULT_RISK_SETTINGS,
  type RiskSettings,
  RiskSettingsSchema,
} from '@haat/contract';
import { AppError, UniqueViolationError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { SteadfastError } from '../couriers/steadfast-client.js';
import type { IntegrationSettingsRepository } from '../integrations/integration-settings.repository.js';
import type { JobKind } from '../outbox/outbox.jobs.js';
import type { NewJob } from '../outbox/outbox.repository.js';
import { type OutboxService, PermanentJobFailure } from '../outbox/outbox.service.js';
import { withCourierHistory } from './assessment.js';
import { blocklistMatcher, parseAddressEntry } from './blocklist-match.js';
import type { CourierHistory, RiskRepository } from './risk.repository.js';

/** The row of `integration_settings` the owner's weights and threshold are kept in. */
const SETTINGS_ROW = 'risk';

/** The outbox job that asks Steadfast about a new order's phone and assesses the order again. */
export const COURIER_HISTORY_JOB = 'risk.courier-history' satisfies JobKind;

/** A courier's history of a phone is asked once a day at most: parcels do not change by the hour. */
const COURIER_HISTORY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Steadfast's fraud check, through the couriers' module (the shop's own keys). */
export interface CourierHistorySource {
  ready(): Promise<boolean>;
  check(phone: string, signal?: AbortSignal): Promise<CourierHistory | null>;
}

export const riskMessages = {
  alreadyBlocked: 'এটি আগেই বন্ধের তালিকায় আছে',
  notFound: 'বন্ধের তালিকায় এটি নেই',
} as const;

/**
 * The fake-order check's settings, the owner's blocklist and the courier's history
 * (decision 038). The placement asks `screen()` once a batch for what it weighs; the assessment
 * itself is assessment.ts, a pure function; the courier is asked from the outbox after the order
 * is stored, and the order assessed again with its answer.
 */
export function createRiskService(deps: {
  repository: RiskRepository;
  settings: IntegrationSettingsRepository;
  outbox: OutboxService;
  steadfast: CourierHistorySource;
}) {
  const { repository, outbox } = deps;
  const freshSince = () => new Date(Date.now() - COURIER_HISTORY_MAX_AGE_MS).toISOString();

  async function getSettings(): Promise<RiskSettings> {
    const stored = await deps.settings.read<Partial<RiskSettings>>(SETTINGS_ROW);
    // Saved before a signal existed, the stored weights lack it: the default weighs it until saved.
    const merged = {
      ...DEFAULT_RISK_SETTINGS,
      ...stored,
      weights: { ...DEFAULT_RISK_SETTINGS.weights, ...stored?.weights },
    };
    const parsed = RiskSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_RISK_SETTINGS;
  }

  /**
   * Asks Steadfast about the order's phone (unless asked within the day) and assesses the order
   * again with the answer (decision 038). Keys refused park the job for the owner; Steadfast down or
   * answering nonsense retries it later; the order itself was stored long before and never waits.
   */
  outbox.register(COURIER_HISTORY_JOB, async (job, { signal }) => {
    const settings = await getSettings();
    if (!settings.courierCheck || !job.orderId) return;
    const { phone } = job.payload;
    let history = (await repository.courierHistories([phone], freshSince())).get(phone) ?? null;
    if (!history) {
      if (!(await deps.steadfast.ready())) return;
      try {
        history = await deps.steadfast.check(phone, signal);
      } catch (error) {
        if (error instanceof SteadfastError && error.refused) throw new PermanentJobFailure(error.message);
        throw error;
      }
      // This account has no fraud check: there is nothing to weigh.
      if (!history) return;
      await repository.saveCourierHistory(phone, history, nowIso());
    }
    const courier = history;
    await repository.applyReassessment(
      job.orderId,
      (arrived) => {
        const next = withCourierHistory(arrived, courier, settings);
        return next.score === arrived.score && next.reasons.length === arrived.reasons.length ? null : next;
      },
      nowIso(),
    );
  });

  return {
    getSettings,

    async updateSettings(input: RiskSettings): Promise<RiskSettings> {
      await deps.settings.write(SETTINGS_ROW, input);
      return getSettings();
    },

    listBlocklist: (): Promise<BlockEntry[]> => repository.list(),

    /** Adds a phone, address or range, or device; an address must be an IP address or CIDR range. */
    async block(input: AddBlockEntry & { value: string }, addedBy: { id: string; name: string }) {
      let value = input.value;
      if (input.kind === 'address') {
        const parsed = parseAddressEntry(value);
        if (!parsed)
          throw AppError.badRequest(blockMessages.address, [
            { path: 'value', message: blockMessages.address },
          ]);
        value = parsed.value;
      }
      try {
        return await repository.insert({
          id: newId(),
          kind: input.kind,
          value,
          reason: input.reason,
          addedBy,
          createdAt: nowIso(),
        });
      } catch (error) {
        if (error instanceof UniqueViolationError) throw AppError.conflict(riskMessages.alreadyBlocked);
        throw error;
      }
    },

    async unblock(id: string): Promise<BlockEntry> {
      const removed = await repository.delete(id);
      if (!removed) throw AppError.notFound(riskMessages.notFound);
      return removed;
    },

    /** Whether the owner blocked this phone: the order SMS does not write to it (decision 054). */
    phoneBlocked: (phone: string) => repository.hasPhone(phone),

    /**
     * What the placement needs for a batch: the owner's settings and a matcher over the blocklist,
     * both read now, so an entry the owner has just added holds the next order on every instance.
     */
    async screen(phones: readonly string[]) {
      const [settings, entries] = await Promise.all([getSettings(), repository.values()]);
      const askCourier = settings.courierCheck && (await deps.steadfast.ready());
      const histories = askCourier ? await repository.courierHistories(phones, freshSince()) : new Map();
      return {
        settings,
        blockedKinds: blocklistMatcher(entries),
        /** Steadfast's history of the phone when it was asked within the day: weighed at once. */
        courierHistory: (phone: string): CourierHistory | null => histories.get(phone) ?? null,
        /** The job asking Steadfast about a phone not asked within the day; null when it is not to be asked. */
        courierJob: (orderId: string, phone: string): NewJob | null =>
          askCourier && !histories.has(phone)
            ? {
                kind: COURIER_HISTORY_JOB,
                dedupeKey: `${COURIER_HISTORY_JOB}:${orderId}`,
                orderId,
                payload: { phone },
              }
            : null,
      };
    },

    /** A batch with courier jobs committed: ask now rather than at the next poll. */
    committed(): void {
      outbox.wake();
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
export type RiskScreen = Awaited<ReturnType<RiskService['screen']>>;
